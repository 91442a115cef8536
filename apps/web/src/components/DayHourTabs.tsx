// A detail page's card of data by day and by hour (a plot's indices, a station's weather): two
// tabs, the day's open first, and only the open tab mounted, so the hourly data is read when the
// user asks for it.
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from './SectionCard';

export interface DayHourTabsProps {
  /** The card's heading: 'Indices', 'Données météo'. */
  title: string;
  /** The tabs' names: 'Indices journaliers' and 'Indices horaires', 'Par jour' and 'Par heure'. */
  dayLabel: string;
  hourLabel: string;
  day: ReactNode;
  hour: ReactNode;
}

export function DayHourTabs({ title, dayLabel, hourLabel, day, hour }: DayHourTabsProps) {
  return (
    <SectionCard title={title}>
      <Tabs defaultValue="jour" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="jour">{dayLabel}</Tabs.Tab>
          <Tabs.Tab value="heure">{hourLabel}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="jour">{day}</Tabs.Panel>
        <Tabs.Panel value="heure">{hour}</Tabs.Panel>
      </Tabs>
    </SectionCard>
  );
}
