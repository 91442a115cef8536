// Columns of the station detail's tables (spec 3 §2.8): the daily and hourly weather, the
// authorisations and the station's blight plots; the daily ones are also the admin's Excel file.
import { formatDateFr, formatDateTimeFr } from '@agro/domain/dates';
import type {
  StationAuthorisation,
  StationDailyWeather,
  StationHourlyWeather,
  StationPlot,
} from '../entities/stations.ts';
import type { Column } from './column.ts';

/** Station tables show 10 rows by default (spec 3 §9). */
export const STATION_TABLE_PAGE_SIZE = 10;
/** Hourly tables: 15, 25, 50, 75, 100 rows (spec 3 §9). */
export const STATION_HOURLY_PAGE_SIZES = [15, 25, 50, 75, 100] as const;

const measure = <Row>(
  key: string,
  header: string,
  read: (row: Row) => number | null,
): Column<Row> => ({ key, header, value: (row) => read(row), width: 12 });

export const stationDailyColumns: readonly Column<StationDailyWeather>[] = [
  {
    key: 'date',
    header: 'Date',
    value: (row) => formatDateFr(row.date) || null,
    type: 'date',
    width: 12,
  },
  measure('t_min', 'Température min (°C)', (row) => row.t_min),
  measure('t_avg', 'Température moyenne (°C)', (row) => row.t_avg),
  measure('t_max', 'Température max (°C)', (row) => row.t_max),
  measure('u_min', 'Humidité min (%)', (row) => row.u_min),
  measure('u_avg', 'Humidité moyenne (%)', (row) => row.u_avg),
  measure('u_max', 'Humidité max (%)', (row) => row.u_max),
  measure('rr_sum', 'Pluie (mm)', (row) => row.rr_sum),
];

export const stationHourlyColumns: readonly Column<StationHourlyWeather>[] = [
  {
    key: 'date',
    header: 'Date et heure',
    value: (row) => formatDateTimeFr(row.date) || null,
    type: 'datetime',
    width: 18,
  },
  measure('t', 'Température (°C)', (row) => row.t),
  measure('u', 'Humidité (%)', (row) => row.u),
  measure('rr', 'Pluie (mm)', (row) => row.rr),
];

/** 'Service, OAD, Début, Fin' (spec 3 §2.8). */
export const stationAuthorisationDetailColumns: readonly Column<StationAuthorisation>[] = [
  { key: 'service', header: 'Service', value: (row) => row.service_code, width: 18 },
  { key: 'oad', header: 'OAD', value: (row) => row.platform_code, width: 18 },
  {
    key: 'debut',
    header: 'Début',
    value: (row) => formatDateFr(row.begin_at) || null,
    type: 'date',
    width: 12,
  },
  {
    key: 'fin',
    header: 'Fin',
    value: (row) => formatDateFr(row.end_at) || null,
    type: 'date',
    width: 12,
  },
];

/** The blight plots' dialog: Parcelle, Agriculteur, Éditeur OAD (the integrator), Distributeur. */
export const stationPlotColumns: readonly Column<StationPlot>[] = [
  { key: 'parcelle', header: 'Parcelle', value: (row) => row.parcelle, width: 24 },
  {
    key: 'agriculteur',
    header: 'Agriculteur',
    value: (row) => `${row.nom_agri ?? ''} ${row.prenom_agri ?? ''}`.trim() || null,
    width: 24,
  },
  { key: 'editeur', header: 'Éditeur OAD', value: (row) => row.nom_integrateur, width: 24 },
  { key: 'distributeur', header: 'Distributeur', value: (row) => row.organism, width: 24 },
];
