// Spec 3: the blight module's files. The dashboard's plot table and the bulletin's cas-types
// (§2.2, §2.6), and the plot detail's tables (§2.3, §9: the hourly indices, the climate table, the
// climatic indices, the alternaria days and hours), each for the period the screen shows, named
// with the date, a label, the farmer and the plot id.
import type { RecordExportName } from '@agro/contracts/bff/exports';
import {
  alternariaDailyColumns,
  alternariaHourlyColumns,
  blightClimateColumns,
  blightClimaticIndicesColumns,
  blightHourlyIndexColumns,
} from '@agro/contracts/columns/blight-plot';
import {
  blightListSummary,
  blightMapPlace,
  blightPlotId,
} from '@agro/contracts/bff/blight-dashboard';
import { blightPlotColumns, blightPlotColumnsOn } from '@agro/contracts/columns/blight';
import { bsvExportColumns } from '@agro/contracts/columns/bsv';
import type { Column } from '@agro/contracts/columns/column';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import type {
  BlightCasTypeRow,
  BlightDashboardRow,
  BlightPlotInfos,
} from '@agro/contracts/entities/blight';
import { blightCampaignYear } from '@agro/domain/blight';
import { BSV_EXPORT_SUFFIX } from '@agro/domain/blight-interventions';
import { fileNamePart } from '@agro/domain/dates';
import type { ExportDefinition, ListExport, RecordExport } from '../definition.ts';

/** The farmer of the file name, from the plot's extras: 'NOM Prénom', else their code. */
const blightFarmerNamePart = {
  source: 'blightPlotInfos' as EndpointId,
  part: ({ data }: { data: BlightPlotInfos }) =>
    [data.nom_agri, data.prenom_agri].filter(Boolean).join(' ') || data.farmer,
};

/** Spec 3 §2.2: the blight dashboard's plot table, with the filter bar and the search. */
const blightPlots: ListExport<BlightDashboardRow> = {
  kind: 'list',
  name: 'mildiou',
  source: 'blightSituation',
  suffix: '_mildiou_parcelles.xlsx',
  sheetName: 'Parcelles mildiou',
  columns: blightPlotColumns,
  // The advice says its day, as the screen's column does (issue 41): the platform's day.
  columnsFor: (_rights, today) => blightPlotColumnsOn(today),
  keep: (query, _request, today) => tableRowFilter(blightPlotColumnsOn(today), query),
  sourceQuery: (today) => ({ campagne: blightCampaignYear(today) }),
  countedSuffix: (count) => `_mildiou_${count}_parcelles.xlsx`,
  summary: blightListSummary,
  mapPlace: blightMapPlace,
  rowId: blightPlotId,
};

/**
 * Spec 3 §2.6, §9: the bulletin export, every cas-type the adviser reaches (their region's, all
 * for an admin: the model scopes `id_regions: null`), weights above 2 filled red, named with the
 * date then 'Export_BSV_Mildiou_cas_type'.
 */
const bsvCasTypes: ListExport<BlightCasTypeRow> = {
  kind: 'list',
  name: 'bsv-cas-types',
  source: 'bsvCasTypesByRegion',
  sourceBody: { id_regions: null },
  suffix: BSV_EXPORT_SUFFIX,
  sheetName: 'Export BSV',
  columns: bsvExportColumns,
  keep: (query) => tableRowFilter(bsvExportColumns, query),
};

function plotRows<Row extends { date: string }>(
  name: RecordExportName,
  source: EndpointId,
  label: string,
  sheetName: string,
  columns: readonly Column<Row>[],
): RecordExport<{ data: Row[] }, Row> {
  return {
    kind: 'record',
    name,
    source,
    sheetName,
    columns,
    namedBy: blightFarmerNamePart as RecordExport<{ data: Row[] }, Row>['namedBy'],
    dayOf: (row) => row.date.slice(0, 10),
    read: ({ data }, id, farmer) => ({
      rows: data,
      suffix: `_${[label, fileNamePart(farmer), fileNamePart(id)].filter((part) => part !== '').join('_')}.xlsx`,
    }),
  };
}

const plotExports = [
  plotRows(
    'mildiou-horaires',
    'blightPlotHourlyIndices',
    'indices_horaires_mildiou',
    'Indices horaires',
    blightHourlyIndexColumns,
  ),
  plotRows(
    'mildiou-climat',
    'blightPlotClimateIndices',
    'donnees_climatiques_mildiou',
    'Données climatiques',
    blightClimateColumns,
  ),
  plotRows(
    'mildiou-indices-climatiques',
    'blightPlotClimateIndices',
    'indices_climatiques_mildiou',
    'Indices climatiques',
    blightClimaticIndicesColumns,
  ),
  plotRows(
    'alternaria-jour',
    'blightPlotAlternariaIndices',
    'alternariose_journalier',
    'Alternariose par jour',
    alternariaDailyColumns,
  ),
  plotRows(
    'alternaria-horaires',
    'blightPlotAlternariaHourlyIndices',
    'alternariose_horaire',
    'Alternariose par heure',
    alternariaHourlyColumns,
  ),
];

export const blightExports: readonly ExportDefinition[] = [
  blightPlots as ListExport<never>,
  bsvCasTypes as ListExport<never>,
  ...(plotExports as unknown as readonly RecordExport<never, never>[]),
];
