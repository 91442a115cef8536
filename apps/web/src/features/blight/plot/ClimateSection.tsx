// The plot's climate table (spec 3 §2.3): each hour's humidity/rain and temperature classes, its
// contamination index and mildiou risk, newest first, 24 rows a page, with its Excel file; and
// the climatic-indices modal, every field of the hours with a search and its own file.
import type { ExportPath } from '@agro/contracts/bff/exports';
import {
  BLIGHT_CLIMATE_PAGE_SIZES,
  blightClimateColumns,
  blightClimaticIndicesColumns,
} from '@agro/contracts/columns/blight-plot';
import type { BlightIndicesRow } from '@agro/contracts/entities/blight';
import { HUMIDITY_HEADER_HELP } from '@agro/domain/blight';
import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DataTable, type ColumnDisplay, type DataTableProps } from '../../../components/DataTable';
import { LATEST_FIRST } from '../../../components/forecast-rows';
import { LoadingSection } from '../../../components/LoadingSection';
import { LoadState } from '../../../components/LoadState';
import { useClimateIndices } from './plot-api';
import { RiskBadge } from './RiskBadge';

export const CLIMATE_LOAD_FAILED =
  "Les données climatiques de la parcelle n'ont pas pu être chargées.";
export const climateExportName = (id: string): ExportPath => `mildiou-climat/${id}`;
export const climaticIndicesExportName = (id: string): ExportPath =>
  `mildiou-indices-climatiques/${id}`;

const DISPLAY: Record<string, ColumnDisplay<BlightIndicesRow>> = {
  indice_hum: { align: 'right', headerHelp: HUMIDITY_HEADER_HELP },
  indice_temp: { align: 'right' },
  indexconta: { align: 'right' },
  risque: { render: (row) => <RiskBadge risk={row.risque} />, size: 220 },
};

/** The plot's climate rows, latest first: the climate data or the climatic indices. */
function ClimateRows(
  props: Pick<
    DataTableProps<BlightIndicesRow>,
    'label' | 'columns' | 'rows' | 'exportName' | 'maxHeight'
  >,
) {
  return (
    <DataTable
      display={DISPLAY}
      getRowId={(row) => row.date}
      pageSizes={BLIGHT_CLIMATE_PAGE_SIZES}
      sortBy={LATEST_FIRST}
      {...props}
    />
  );
}

export function ClimateTable({ plotId }: { plotId: string }) {
  const climate = useClimateIndices(plotId);
  return (
    <LoadingSection
      title="Données climatiques"
      query={climate}
      failure={CLIMATE_LOAD_FAILED}
      loading="Chargement des données climatiques"
    >
      <ClimateRows
        label="Données climatiques"
        columns={blightClimateColumns}
        rows={climate.data ?? []}
        exportName={climateExportName(plotId)}
        maxHeight="600px"
      />
    </LoadingSection>
  );
}

export function ClimaticIndicesButton({ plotId }: { plotId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open} aria-haspopup="dialog">
        Indices climatiques
      </Button>
      <Modal opened={opened} onClose={close} title="Indices climatiques" size="100%">
        {opened ? <ClimaticIndicesTable plotId={plotId} /> : null}
      </Modal>
    </>
  );
}

/** The climatic-indices table of a plot, in a modal of the plot detail or the gap view. */
export function ClimaticIndicesTable({ plotId }: { plotId: string }) {
  const climate = useClimateIndices(plotId);
  return (
    <LoadState
      query={climate}
      failure={CLIMATE_LOAD_FAILED}
      loading="Chargement des indices climatiques"
    >
      <ClimateRows
        label="Indices climatiques"
        columns={blightClimaticIndicesColumns}
        rows={climate.data ?? []}
        exportName={climaticIndicesExportName(plotId)}
        maxHeight="60vh"
      />
    </LoadState>
  );
}
