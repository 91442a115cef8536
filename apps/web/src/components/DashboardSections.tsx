// The parts a dashboard is made of: its filters, its titled sections (the list), its panels shown
// in the page from 960 px and behind a button below (the map, the charts), two of them side by
// side on a wide screen.
import { Box, Grid, Group, Title } from '@mantine/core';
import { IconFilter, IconMap } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FilterPanel, type FilterPanelProps } from './FilterBar';
import { ResponsivePanel } from './ResponsivePanel';

export interface FilterSectionProps extends Omit<FilterPanelProps, 'icon'> {
  /** More controls under the bar (a period, a switch). */
  children?: ReactNode;
}

/** The 'Filtres' region: the filter bar (a button below 960 px) and the page's other controls. */
export function FilterSection({ children, ...panel }: FilterSectionProps) {
  return (
    <Box component="section" aria-label="Filtres">
      <FilterPanel icon={<IconFilter size={18} aria-hidden />} {...panel} />
      {children}
    </Box>
  );
}

export interface TitledSectionProps {
  /** The heading's id, naming the region. */
  headingId: string;
  title: ReactNode;
  children: ReactNode;
  /** The heading's look (it is a level 2 heading either way); default 'h4'. */
  size?: 'h3' | 'h4';
  /** Given, even null, beside the heading on its row (an export). */
  aside?: ReactNode;
}

/** A region named by its level 2 heading, listed by screen readers: a list, a map, the charts. */
export function TitledSection({
  headingId,
  title,
  children,
  size = 'h4',
  aside,
}: TitledSectionProps) {
  const alone = aside === undefined;
  const heading = (
    <Title order={2} size={size} id={headingId} mb={alone ? 'xs' : undefined}>
      {title}
    </Title>
  );
  return (
    <Box component="section" aria-labelledby={headingId}>
      {alone ? (
        heading
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap" mb="xs">
          {heading}
          {aside}
        </Group>
      )}
      {children}
    </Box>
  );
}

export interface PanelSectionProps extends Omit<TitledSectionProps, 'size' | 'aside'> {
  /** The button's text and the modal's title below 960 px. */
  label: string;
  /** Decoration before the button's text. */
  icon: ReactNode;
}

/** A titled section in the page from 960 px, in a wide modal opened by a button below. */
export function PanelSection({ label, icon, ...section }: PanelSectionProps) {
  return (
    <ResponsivePanel label={label} icon={icon} modalSize="xl">
      <TitledSection {...section} />
    </ResponsivePanel>
  );
}

/** The map panel: 'Carte' below 960 px. */
export function MapPanel(section: Omit<PanelSectionProps, 'label' | 'icon'>) {
  return <PanelSection label="Carte" icon={<IconMap size={18} aria-hidden />} {...section} />;
}

export interface PanelColumnsProps {
  /** The breakpoint from which the two stand side by side. */
  from: 'lg' | 'xl';
  /** Their widths then, in twelfths. */
  spans: readonly [number, number];
  first: ReactNode;
  second: ReactNode;
}

/** Two panels, one above the other until `from`, then side by side. */
export function PanelColumns({ from, spans, first, second }: PanelColumnsProps) {
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, [from]: spans[0] }}>{first}</Grid.Col>
      <Grid.Col span={{ base: 12, [from]: spans[1] }}>{second}</Grid.Col>
    </Grid>
  );
}
