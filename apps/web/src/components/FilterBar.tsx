// A row of multi-select filters with a clear-filters button (spec 3 §2.10: "Multi-select filters:
// Culture, Département, Agri, Intégrateur, Distributeur; clear-filters button"). Controlled: the
// screen holds the values, by filter key, and decides what they filter. `FilterPanel` puts the bar
// behind a 'Filtres' button below 960 px (spec 3 §9), the button saying how many are active.
import { Button, Group } from '@mantine/core';
import type { ColumnFilters } from '@agro/domain/search';
import type { ReactNode } from 'react';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';
import { ResponsivePanel, type PanelBadge } from './ResponsivePanel';

export const CLEAR_FILTERS_LABEL = 'Effacer les filtres';
export const FILTERS_LABEL = 'Filtres';
export const APPLY_FILTERS_LABEL = 'Appliquer';

export type { FilterOption };

/** Values chosen by filter key; a key without values is left out. */
export type FilterValues = ColumnFilters;

export interface FilterDefinition {
  key: string;
  /** The field's label, e.g. 'Culture'. */
  label: string;
  options: readonly (string | FilterOption)[];
  /** One value at most (e.g. a country). */
  single?: boolean;
  /** Greyed out: its values do not apply (e.g. departments of a foreign country). */
  disabled?: boolean;
}

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  value: FilterValues;
  onChange(next: FilterValues): void;
  /**
   * Another restriction the screen applies with the bar (e.g. a summary cell narrowing a list):
   * 'Effacer les filtres' stays enabled while it is, and clearing calls `onClear`.
   */
  othersActive?: boolean;
  /** What 'Effacer les filtres' does; default `onChange({})`. Clear the other restriction too. */
  onClear?: () => void;
}

/** The values with `key` set to `chosen`, dropping the key when nothing is chosen. */
export function withFilter(
  value: FilterValues,
  key: string,
  chosen: readonly string[],
): FilterValues {
  const others = Object.entries(value).filter(([other]) => other !== key);
  return Object.fromEntries(chosen.length === 0 ? others : [...others, [key, chosen]]);
}

export function hasFilters(value: FilterValues): boolean {
  return Object.values(value).some((chosen) => chosen.length > 0);
}

/** How many filters are active: each field with a value chosen, and the other restriction. */
export function activeFilterCount(value: FilterValues, othersActive = false): number {
  const fields = Object.values(value).filter((chosen) => chosen.length > 0).length;
  return fields + (othersActive ? 1 : 0);
}

/** The 'Filtres' button's badge: '(2)' shown, '2 filtres actifs' said; none without filters. */
export function activeFiltersBadge(count: number): PanelBadge | null {
  if (count <= 0) return null;
  return {
    text: `(${count})`,
    label: `${count} filtre${count > 1 ? 's' : ''} actif${count > 1 ? 's' : ''}`,
  };
}

export function FilterBar({
  filters,
  value,
  onChange,
  othersActive = false,
  onClear,
}: FilterBarProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {filters.map((filter) => (
        <MultiSelectFilter
          key={filter.key}
          label={filter.label}
          options={filter.options}
          value={value[filter.key] ?? []}
          onChange={(chosen) => onChange(withFilter(value, filter.key, chosen))}
          w={{ base: '100%', xs: 220 }}
          single={filter.single}
          disabled={filter.disabled}
        />
      ))}
      <Button
        variant="default"
        disabled={!hasFilters(value) && !othersActive}
        onClick={() => (onClear ? onClear() : onChange({}))}
      >
        {CLEAR_FILTERS_LABEL}
      </Button>
    </Group>
  );
}

export interface FilterPanelProps extends FilterBarProps {
  /** The button's text and the modal's title below 960 px; default 'Filtres'. */
  label?: string;
  icon?: ReactNode;
  /** The modal's closing button below 960 px; default 'Appliquer' ('OK' on the blight dashboard). */
  applyLabel?: string;
}

/**
 * The filter bar in the page from 960 px; below, behind a 'Filtres' button that says how many
 * filters are active ('Filtres (2)', read '2 filtres actifs'), in a modal ending with 'Appliquer'.
 * Filters apply as they are chosen, on every width: 'Appliquer' closes the modal on the result.
 */
export function FilterPanel({
  label = FILTERS_LABEL,
  icon,
  applyLabel = APPLY_FILTERS_LABEL,
  ...bar
}: FilterPanelProps) {
  return (
    <ResponsivePanel
      label={label}
      icon={icon}
      badge={activeFiltersBadge(activeFilterCount(bar.value, bar.othersActive))}
      applyLabel={applyLabel}
    >
      <FilterBar {...bar} />
    </ResponsivePanel>
  );
}
