// Spec 3 §2.7 'meteo-tdb': the connected-station dashboard. The filter bar ('État station',
// 'Opérateur Météo') narrows the counters, the map and the list; the list (no page limit,
// virtualised) can show its selected stations alone on the map; both Excel exports come from the
// BFF with the list's query.
import { OPERATOR_CODE_COLUMN_KEY, stationListColumnsFor } from '@agro/contracts/columns/stations';
import type { ConnectedStation } from '@agro/contracts/entities/stations';
import { canSeeOperatorCode, stationLabel } from '@agro/domain/stations';
import { Button } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { FilterSection, MapPanel } from '../../../components/DashboardSections';
import { figuresOf, loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import { FileExportButton } from '../../../components/FileExportButton';
import { ListSection } from '../../../components/ListSection';
import { RowAction } from '../../../components/RowAction';
import { useSession } from '../../../lib/session';
import { useTableQuery } from '../../../lib/use-table-query';
import { inLocalTime } from '../shared/local-time';
import { ReceptionStateBadge } from '../shared/ReceptionStateBadge';
import { stationDetailPath } from '../shared/station-paths';
import { useConnectedStations } from './stations-api';
import { stationFigures, stationFilterDefinitions, stationsOfFilters } from './stations-model';
import { StationsMap } from './StationsMap';

export const PAGE_TITLE = 'Stations connectées';
export const LIST_LABEL = 'Liste des stations';
/** Spec 3 §8: the station list could not be read. */
export const LOAD_FAILED_MESSAGE = 'Erreur lors de la récupération des stations';
export const ONLY_SELECTED_LABEL = 'Afficher uniquement les stations sélectionnées';
export const ALL_STATIONS_LABEL = 'Afficher toutes les stations';
export const AUTHORISATIONS_EXPORT_LABEL = 'Autorisations stations';

/** The list's times are Paris time: their headers say 'heure locale' (issue 41). */
const LOCAL_TIME_COLUMNS = ['premiere_donnee', 'derniere_donnee', 'derniere_prevision'];

/** What names a station and what it says: in view while the list scrolls; one cell on a phone. */
const LIST_PINNED_COLUMNS = ['station', 'etat'] as const;

const LIST_DISPLAY: Readonly<Record<string, ColumnDisplay<ConnectedStation>>> = {
  station: { size: 240 },
  operateur: { size: 170 },
  [OPERATOR_CODE_COLUMN_KEY]: { size: 170 },
  etat: { render: (station) => <ReceptionStateBadge indicateur={station.indicateur} />, size: 240 },
  heures_manquantes: { align: 'right', size: 150 },
  premiere_donnee: { size: 200 },
  derniere_donnee: { size: 200 },
  derniere_prevision: { size: 230 },
};

function StationActions({ station }: { station: ConnectedStation }) {
  const label = stationLabel(station.id, station.device_name);
  return (
    <RowAction
      kind="view"
      tooltip="Voir le détail de la station"
      label={`Voir le détail de la station ${label} (nouvel onglet)`}
      newTab={stationDetailPath(station.id)}
    />
  );
}

export function StationsDashboardPage() {
  const stationsQuery = useConnectedStations();
  const { data: session } = useSession();
  const seesOperatorCode = canSeeOperatorCode(session?.rights ?? []);
  const columns = useMemo(
    () => inLocalTime(stationListColumnsFor(seesOperatorCode), LOCAL_TIME_COLUMNS),
    [seesOperatorCode],
  );
  const { filters, setFilters, query, onQueryChange } = useTableQuery();
  const [selected, setSelected] = useState<readonly ConnectedStation[]>([]);
  const [onlySelected, setOnlySelected] = useState(false);

  const stations = stationsQuery.data;
  const all = useMemo(() => stations ?? [], [stations]);
  const definitions = useMemo(() => stationFilterDefinitions(all), [all]);
  const filtered = useMemo(() => stationsOfFilters(all, filters), [all, filters]);
  const figures = useMemo(() => stationFigures(filtered), [filtered]);
  const onSelectionChange = useCallback((rows: ConnectedStation[]) => {
    setSelected(rows);
    if (rows.length === 0) setOnlySelected(false);
  }, []);
  const onMap = useMemo(() => {
    if (!onlySelected) return filtered;
    const chosen = new Set(selected.map((station) => String(station.id)));
    return filtered.filter((station) => chosen.has(String(station.id)));
  }, [onlySelected, selected, filtered]);
  const renderRowActions = useCallback(
    (station: ConnectedStation) => <StationActions station={station} />,
    [],
  );

  return (
    <DashboardLayout
      title={PAGE_TITLE}
      filters={<FilterSection filters={definitions} value={filters} onChange={setFilters} />}
      loadError={loadErrorOf(stationsQuery, LOAD_FAILED_MESSAGE)}
      figures={figuresOf(stationsQuery, [
        { title: 'Nombre de stations', value: figures.stations },
        { title: 'Réception complète', value: figures.complete },
        { title: 'Absence de réception', value: figures.absence },
      ])}
      panels={
        <MapPanel headingId="carte-stations-titre" title="Carte des stations">
          <Button
            variant="default"
            mb="xs"
            disabled={!onlySelected && selected.length === 0}
            aria-pressed={onlySelected}
            onClick={() => setOnlySelected((current) => !current)}
          >
            {onlySelected ? ALL_STATIONS_LABEL : ONLY_SELECTED_LABEL}
          </Button>
          <StationsMap stations={onMap} />
        </MapPanel>
      }
      list={
        <ListSection
          headingId="liste-stations-titre"
          title={LIST_LABEL}
          table={{
            columns,
            display: LIST_DISPLAY,
            rows: all,
            getRowId: (station) => String(station.id),
            loading: stationsQuery.isPending,
            paginated: false,
            pinnedColumns: LIST_PINNED_COLUMNS,
            selectable: true,
            onSelectionChange,
            exportName: 'stations',
            query,
            onQueryChange,
            renderRowActions,
            toolbar: (
              <FileExportButton name="autorisations-stations" label={AUTHORISATIONS_EXPORT_LABEL} />
            ),
          }}
        />
      }
    />
  );
}
