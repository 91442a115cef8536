// Spec 3 §2.9 'meteofrance-tdb': the national weather service's stations, a searchable table
// (10 rows a page) and a map centred on France.
import {
  NATIONAL_STATION_PAGE_SIZE,
  nationalStationColumns,
} from '@agro/contracts/columns/national-stations';
import { tableRowFilter, type TableQuery } from '@agro/contracts/columns/table-query';
import type { NationalStation } from '@agro/contracts/entities/stations';
import { Anchor } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DashboardLayout } from '../../../components/DashboardLayout';
import { MapPanel } from '../../../components/DashboardSections';
import { loadErrorOf } from '../../../components/dashboard-state';
import type { ColumnDisplay } from '../../../components/DataTable';
import { ListSection } from '../../../components/ListSection';
import { nationalStationPath } from '../shared/station-paths';
import { useNationalStations } from './national-api';
import { NationalStationsMap } from './NationalStationsMap';

export const PAGE_TITLE = 'Stations Météo-France';
export const LIST_LABEL = 'Liste des stations Météo-France';
/** Spec 3 §8. */
export const LOAD_FAILED_MESSAGE = 'Erreur lors de la récupération des stations';

const DISPLAY: Readonly<Record<string, ColumnDisplay<NationalStation>>> = {
  nom: {
    render: (station) => (
      <Anchor component={Link} to={nationalStationPath(station.CodeStation)} size="sm">
        {station.NomComplet}
      </Anchor>
    ),
    size: 240,
  },
};

export function NationalStationsDashboardPage() {
  const stations = useNationalStations();
  const rows = useMemo(() => stations.data ?? [], [stations.data]);
  // The map shows the stations the table's search keeps, framed: finding one station finds it on
  // the map too.
  const [query, setQuery] = useState<TableQuery>({ search: '', filters: {} });
  const onQueryChange = useCallback((next: TableQuery) => setQuery(next), []);
  const mapped = useMemo(
    () => rows.filter(tableRowFilter(nationalStationColumns, query)),
    [rows, query],
  );
  return (
    <DashboardLayout
      title={PAGE_TITLE}
      loadError={loadErrorOf(stations, LOAD_FAILED_MESSAGE)}
      panels={
        <MapPanel headingId="carte-mf-titre" title="Carte des stations">
          <NationalStationsMap stations={mapped} />
        </MapPanel>
      }
      list={
        <ListSection
          headingId="liste-mf-titre"
          title={LIST_LABEL}
          table={{
            columns: nationalStationColumns,
            display: DISPLAY,
            rows,
            getRowId: (station) => station.CodeStation,
            loading: stations.isPending,
            defaultPageSize: NATIONAL_STATION_PAGE_SIZE,
            pageSizes: [NATIONAL_STATION_PAGE_SIZE, 25, 50, 100],
            query,
            onQueryChange,
          }}
        />
      }
    />
  );
}
