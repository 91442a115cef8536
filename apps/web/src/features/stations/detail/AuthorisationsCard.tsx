// The station's authorisations (spec 3 §2.8): Service, OAD, Début, Fin; an open-ended one says so.
import { stationAuthorisationDetailColumns } from '@agro/contracts/columns/station-weather';
import { STATION_TABLE_PAGE_SIZE } from '@agro/contracts/columns/station-weather';
import type { StationAuthorisation } from '@agro/contracts/entities/stations';
import { formatDateFr } from '@agro/domain/dates';
import { DataTable, type ColumnDisplay } from '../../../components/DataTable';
import { SectionCard } from '../../../components/SectionCard';
import { SectionLoadError } from '../../../components/SectionLoadError';
import { useStationAuthorisations } from './station-api';

export const AUTHORISATIONS_LOAD_FAILED =
  "Les autorisations de la station n'ont pas pu être chargées.";

const DISPLAY: Record<string, ColumnDisplay<StationAuthorisation>> = {
  fin: { render: (row) => formatDateFr(row.end_at) || 'Sans date de fin' },
};

export function AuthorisationsCard({ stationId }: { stationId: string }) {
  const authorisations = useStationAuthorisations(stationId);
  return (
    <SectionCard title="Autorisations">
      {authorisations.isError ? (
        <SectionLoadError
          message={AUTHORISATIONS_LOAD_FAILED}
          onRetry={() => void authorisations.refetch()}
        />
      ) : (
        <DataTable
          label="Autorisations de la station"
          columns={stationAuthorisationDetailColumns}
          display={DISPLAY}
          rows={authorisations.data ?? []}
          loading={authorisations.isPending}
          searchable={false}
          defaultPageSize={STATION_TABLE_PAGE_SIZE}
          pageSizes={[STATION_TABLE_PAGE_SIZE, 25, 50]}
        />
      )}
    </SectionCard>
  );
}
