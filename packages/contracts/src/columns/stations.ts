// Columns of the connected-station dashboard's list (spec 3 §2.7) and of its 'Autorisations
// stations' export, shared by the screen's table and the BFF's Excel files.
import { formatDateTimeFr } from '@agro/domain/dates';
import { receptionState, stationLabel } from '@agro/domain/stations';
import type { z } from 'zod';
import type { ConnectedStation, stationAuthorisationRow } from '../entities/stations.ts';
import type { Column } from './column.ts';
import { stationAuthorisationDetailColumns } from './station-weather.ts';

export type StationAuthorisationRow = z.infer<typeof stationAuthorisationRow>;

/** The operator's station code column, hidden from EXTERNE readers (spec 3 §2.7, §6). */
export const OPERATOR_CODE_COLUMN_KEY = 'code_operateur';

/** Filter keys of the dashboard's bar: the list's columns. */
export const STATION_FILTER_KEYS = { state: 'etat', operator: 'operateur' } as const;

export const stationListColumns: readonly Column<ConnectedStation>[] = [
  {
    key: 'station',
    header: 'Station',
    value: (station) => stationLabel(station.id, station.device_name),
    width: 36,
  },
  {
    key: STATION_FILTER_KEYS.operator,
    header: 'Opérateur Météo',
    value: (station) => station.constructor_name,
    width: 22,
  },
  {
    key: OPERATOR_CODE_COLUMN_KEY,
    header: 'Code station opérateur',
    value: (station) => station.identification ?? null,
    width: 20,
  },
  {
    key: STATION_FILTER_KEYS.state,
    header: 'État',
    value: (station) => receptionState(station.indicateur).label,
    // Complete, partial, absence, unknown: the states' order, not the alphabet's.
    sortValue: (station) => {
      const { indicateur } = receptionState(station.indicateur);
      return indicateur === null ? 3 : indicateur;
    },
    width: 22,
  },
  {
    key: 'heures_manquantes',
    header: 'Heures manquantes',
    value: (station) => station.nbheuresmanquantes ?? null,
    width: 12,
  },
  {
    key: 'premiere_donnee',
    header: 'Première donnée réelle',
    value: (station) => formatDateTimeFr(station.first_data) || null,
    type: 'datetime',
    width: 18,
  },
  {
    key: 'derniere_donnee',
    header: 'Dernière donnée réelle',
    value: (station) => formatDateTimeFr(station.last_data) || null,
    type: 'datetime',
    width: 18,
  },
  {
    key: 'derniere_prevision',
    header: 'Dernière donnée prévisionnelle',
    value: (station) => formatDateTimeFr(station.last_data_previ) || null,
    type: 'datetime',
    width: 18,
  },
];

/** The list's columns for a reader: without the operator's code when it may not be seen. */
export function stationListColumnsFor(
  seesOperatorCode: boolean,
): readonly Column<ConnectedStation>[] {
  return seesOperatorCode
    ? stationListColumns
    : stationListColumns.filter((column) => column.key !== OPERATOR_CODE_COLUMN_KEY);
}

/** 'Autorisations stations': every station's authorisations, the station first (spec 3 §2.7). */
export const stationAuthorisationColumns: readonly Column<StationAuthorisationRow>[] = [
  {
    key: 'station',
    header: 'Station',
    value: (row) => stationLabel(row.id, row.device_name),
    width: 36,
  },
  // A row is an authorisation tagged with its station: the detail's own columns read it.
  ...(stationAuthorisationDetailColumns as readonly Column<StationAuthorisationRow>[]),
];
