// What the connected-station dashboard (spec 3 §2.7) derives from the stations: the filter bar's
// options, the stations the bar keeps, the counters. Pure functions, derived once per change.
import { STATION_FILTER_KEYS, stationListColumns } from '@agro/contracts/columns/stations';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import type { ColumnFilters } from '@agro/domain/search';
import { RECEPTION_STATES, receptionState } from '@agro/domain/stations';
import type { FilterDefinition } from '../../../components/FilterBar';

const collator = new Intl.Collator('fr-FR', { sensitivity: 'base' });

/** 'État station' offers the four states in their order; 'Opérateur Météo' the rows' operators. */
export function stationFilterDefinitions(
  stations: readonly ConnectedStation[],
): FilterDefinition[] {
  const operators = [...new Set(stations.map((s) => s.constructor_name.trim()))]
    .filter((name) => name !== '')
    .sort(collator.compare);
  return [
    {
      key: STATION_FILTER_KEYS.state,
      label: 'État station',
      options: RECEPTION_STATES.map((state) => state.label),
    },
    { key: STATION_FILTER_KEYS.operator, label: 'Opérateur Météo', options: operators },
  ];
}

/** The stations the bar keeps: the table's rule (the cell's text is one of the values chosen). */
export function stationsOfFilters(
  stations: readonly ConnectedStation[],
  filters: ColumnFilters,
): ConnectedStation[] {
  return stations.filter(tableRowFilter(stationListColumns, { search: '', filters }));
}

export interface StationFigures {
  stations: number;
  complete: number;
  absence: number;
}

/** The counters: stations, full reception (indicateur 0), absence (indicateur 2). */
export function stationFigures(stations: readonly ConnectedStation[]): StationFigures {
  let complete = 0;
  let absence = 0;
  for (const station of stations) {
    const { key } = receptionState(station.indicateur);
    if (key === 'complete') complete += 1;
    if (key === 'absence') absence += 1;
  }
  return { stations: stations.length, complete, absence };
}
