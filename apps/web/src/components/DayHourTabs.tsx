// A detail page's card of data by day and by hour (a plot's indices, a station's weather): two
// tabs, the day's open first, and only the open tab mounted, so the hourly data is read when the
// user asks for it.
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './SectionCard';

export interface DayHourSwitchProps {
  /** The tabs' names: 'Indices journaliers' and 'Indices horaires', 'Par jour' and 'Par heure'. */
  dayLabel: string;
  hourLabel: string;
  day: ReactNode;
  hour: ReactNode;
}

/** The two tabs alone, inside a card that holds more than them (the alternaria calendar's). */
export function DayHourSwitch({ dayLabel, hourLabel, day, hour }: DayHourSwitchProps) {
  return (
    <Tabs defaultValue="jour" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="jour">{dayLabel}</Tabs.Tab>
        <Tabs.Tab value="heure">{hourLabel}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="jour">{day}</Tabs.Panel>
      <Tabs.Panel value="heure">{hour}</Tabs.Panel>
    </Tabs>
  );
}

export interface DayHourTabsProps extends DayHourSwitchProps {
  /** The card's heading: 'Indices', 'Données météo'. */
  title: string;
}

export function DayHourTabs({ title, ...tabs }: DayHourTabsProps) {
  return (
    <SectionCard title={title}>
      <DayHourSwitch {...tabs} />
    </SectionCard>
  );
}
