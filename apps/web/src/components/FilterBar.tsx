// A row of multi-select filters with a clear-filters button (spec 3 §2.10: "Multi-select filters:
// Culture, Département, Agri, Intégrateur, Distributeur; clear-filters button"). Controlled: the
// screen holds the values, by filter key, and decides what they filter.
import { Button, Group } from '@mantine/core';
import type { ColumnFilters } from '@agro/domain/search';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';

export const CLEAR_FILTERS_LABEL = 'Effacer les filtres';

export type { FilterOption };

/** Values chosen by filter key; a key without values is left out. */
export type FilterValues = ColumnFilters;

export interface FilterDefinition {
  key: string;
  /** The field's label, e.g. 'Culture'. */
  label: string;
  options: readonly (string | FilterOption)[];
}

export interface FilterBarProps {
  filters: readonly FilterDefinition[];
  value: FilterValues;
  onChange(next: FilterValues): void;
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

export function FilterBar({ filters, value, onChange }: FilterBarProps) {
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
        />
      ))}
      <Button variant="default" disabled={!hasFilters(value)} onClick={() => onChange({})}>
        {CLEAR_FILTERS_LABEL}
      </Button>
    </Group>
  );
}
