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
import { LoadState } from '../../../components/LoadState';
import { SectionCard } from '../../../components/SectionCard';
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

/** One of the plot's tables of climate rows: its name, columns, file and height. */
interface ClimateTableKind {
  /** 'Données climatiques': the table's name, said lower-case by its loader. */
  label: string;
  columns: DataTableProps<BlightIndicesRow>['columns'];
  exportName(plotId: string): ExportPath;
  maxHeight: string;
}

const CLIMATE_DATA: ClimateTableKind = {
  label: 'Données climatiques',
  columns: blightClimateColumns,
  exportName: climateExportName,
  maxHeight: '600px',
};

const CLIMATIC_INDICES: ClimateTableKind = {
  label: 'Indices climatiques',
  columns: blightClimaticIndicesColumns,
  exportName: climaticIndicesExportName,
  maxHeight: '60vh',
};

/** The plot's climate rows, latest first, once read: the climate data or the climatic indices. */
function ClimateRows({ plotId, kind }: { plotId: string; kind: ClimateTableKind }) {
  const climate = useClimateIndices(plotId);
  return (
    <LoadState
      query={climate}
      failure={CLIMATE_LOAD_FAILED}
      loading={`Chargement des ${kind.label.toLowerCase()}`}
    >
      <DataTable
        label={kind.label}
        columns={kind.columns}
        rows={climate.data ?? []}
        display={DISPLAY}
        getRowId={(row) => row.date}
        pageSizes={BLIGHT_CLIMATE_PAGE_SIZES}
        sortBy={LATEST_FIRST}
        exportName={kind.exportName(plotId)}
        maxHeight={kind.maxHeight}
      />
    </LoadState>
  );
}

export function ClimateTable({ plotId }: { plotId: string }) {
  return (
    <SectionCard title={CLIMATE_DATA.label}>
      <ClimateRows plotId={plotId} kind={CLIMATE_DATA} />
    </SectionCard>
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
  return <ClimateRows plotId={plotId} kind={CLIMATIC_INDICES} />;
}
