// Spec 3 §2.7: the connected-station dashboard's two Excel files, the station list (with the
// screen's filters and search) and every station's authorisations ('Autorisations stations').
import {
  stationAuthorisationColumns,
  stationListColumns,
  stationListColumnsFor,
  type StationAuthorisationRow,
} from '@agro/contracts/columns/stations';
import { stationDailyColumns } from '@agro/contracts/columns/station-weather';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ConnectedStation, StationDailyWeather } from '@agro/contracts/entities/stations';
import { fileNamePart } from '@agro/domain/dates';
import { canSeeOperatorCode } from '@agro/domain/stations';
import type { ExportDefinition, ListExport, RecordExport } from '../definition.ts';

const stationList: ListExport<ConnectedStation> = {
  kind: 'list',
  name: 'stations',
  source: 'stationsList',
  suffix: '_stations.xlsx',
  sheetName: 'Stations',
  columns: stationListColumns,
  // An EXTERNE reader's file has no operator code column, as their screen (spec 3 §6).
  columnsFor: (rights) => stationListColumnsFor(canSeeOperatorCode(rights)),
  keep: (query) => tableRowFilter(stationListColumns, query),
};

const stationAuthorisations: ListExport<StationAuthorisationRow> = {
  kind: 'list',
  name: 'autorisations-stations',
  source: 'stationsAuthorisations',
  suffix: '_autorisations_stations.xlsx',
  sheetName: 'Autorisations stations',
  columns: stationAuthorisationColumns,
  keep: (query) => tableRowFilter(stationAuthorisationColumns, query),
};

/**
 * Spec 3 §2.8, §6: a station's daily weather, received days then forecasts, for administrators
 * only (the call itself needs METEO).
 */
const stationDays: RecordExport<{ data: StationDailyWeather[] }, StationDailyWeather> = {
  kind: 'record',
  name: 'meteo-station',
  source: 'stationDayData',
  rights: ['ADMIN'],
  sheetName: 'Météo par jour',
  columns: stationDailyColumns,
  read: ({ data }, id) => ({ rows: data, suffix: `_meteo_station_${fileNamePart(id)}.xlsx` }),
};

export const stationExports: readonly ExportDefinition[] = [
  stationList as ListExport<never>,
  stationAuthorisations as ListExport<never>,
  stationDays as RecordExport<never, never>,
];
