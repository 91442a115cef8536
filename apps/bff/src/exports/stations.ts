// Spec 3 §2.7: the connected-station dashboard's two Excel files, the station list (with the
// screen's filters and search) and every station's authorisations ('Autorisations stations').
import {
  stationAuthorisationColumns,
  stationListColumns,
  stationListColumnsFor,
  type StationAuthorisationRow,
} from '@agro/contracts/columns/stations';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { canSeeOperatorCode } from '@agro/domain/stations';
import type { ListExport } from './definitions.ts';

export const stationList: ListExport<ConnectedStation> = {
  name: 'stations',
  source: 'stationsList',
  suffix: '_stations.xlsx',
  sheetName: 'Stations',
  columns: stationListColumns,
  // An EXTERNE reader's file has no operator code column, as their screen (spec 3 §6).
  columnsFor: (rights) => stationListColumnsFor(canSeeOperatorCode(rights)),
  keep: (query) => tableRowFilter(stationListColumns, query),
};

export const stationAuthorisations: ListExport<StationAuthorisationRow> = {
  name: 'autorisations-stations',
  source: 'stationsAuthorisations',
  suffix: '_autorisations_stations.xlsx',
  sheetName: 'Autorisations stations',
  columns: stationAuthorisationColumns,
  keep: (query) => tableRowFilter(stationAuthorisationColumns, query),
};
