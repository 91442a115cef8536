// The query of a dashboard's list: the page's filters (its filter bar) and the table's search,
// together what the table shows and what its export receives.
import type { TableQuery } from '@agro/contracts/columns/table-query';
import type { ColumnFilters } from '@agro/domain/search';
import { useCallback, useMemo, useState } from 'react';

const NO_FILTERS: ColumnFilters = {};

export function useTableQuery(initialFilters: ColumnFilters = NO_FILTERS) {
  const [filters, setFilters] = useState<ColumnFilters>(initialFilters);
  const [search, setSearch] = useState('');
  const query = useMemo<TableQuery>(() => ({ search, filters }), [search, filters]);
  // The table's own filters are the page's: only its search comes from it.
  const onQueryChange = useCallback((next: TableQuery) => setSearch(next.search), []);
  return { filters, setFilters, search, query, onQueryChange };
}
