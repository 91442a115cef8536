// What each Excel export holds: its source call (whose rights are the export's), its columns (the
// screen table's, from @agro/contracts/columns) and its file name (yyyymmdd + suffix).
import type { EndpointId } from '@agro/contracts/catalogue/catalogue';
import {
  bhBillingColumns,
  blightStatusColumns,
  type BhBillingRow,
  type BlightStatusRow,
} from '@agro/contracts/columns/admin-dashboards';
import { adviserListColumns, type AdviserListRow } from '@agro/contracts/columns/advisers';
import { blightPlotColumns } from '@agro/contracts/columns/blight';
import { bsvExportColumns } from '@agro/contracts/columns/bsv';
import type { Column } from '@agro/contracts/columns/column';
import { qnListColumns, type QnListRow } from '@agro/contracts/columns/qn';
import {
  capListColumns,
  capNotesColumns,
  capViewFilter,
  readCapView,
} from '@agro/contracts/columns/cap';
import { mycolisColumns } from '@agro/contracts/columns/mycolis';
import {
  readRecalageView,
  recalageDiseaseColumns,
  recalageStageColumns,
  recalageViewFilter,
} from '@agro/contracts/columns/recalage';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { computationColumns, maizeColumns, type MaizeKind } from '@agro/contracts/columns/stages';
import { tableRowFilter, type TableQuery } from '@agro/contracts/columns/table-query';
import {
  bhBalanceColumns,
  bhFarmerName,
  bhPlotColumns,
} from '@agro/contracts/columns/water-balance';
import type { BlightCasTypeRow, BlightDashboardRow } from '@agro/contracts/entities/blight';
import type {
  CapPlot,
  ComputationRecord,
  MaizeStagePlot,
  MycolisPlot,
} from '@agro/contracts/entities/stages';
import { PREVILIS_EXPORT_SUFFIX } from '@agro/domain/stages';
import type { BhBalanceRow, BhPlot } from '@agro/contracts/entities/water-balance';
import { blightCampaignYear } from '@agro/domain/blight';
import { BSV_EXPORT_SUFFIX } from '@agro/domain/blight-interventions';
import { fileNamePart } from '@agro/domain/dates';
import type { Right } from '@agro/domain/rights';
import { blightRecordExports } from './blight.ts';
import { chnRecordExports } from './chn-plot.ts';
import { stationAuthorisations, stationDays, stationList } from './stations.ts';

export interface ExportViewer {
  login: string;
  /** The institute's login prefix, which own-row filters leave out (spec 4 §6). */
  instituteName: string;
}

/** A screen's list: GET /bff/exports/<name>.xlsx?<table query>, rows streamed from the answer. */
export interface ListExport<Row> {
  name: string;
  /** A GET call answering `{ data: Row[] }` (a POST one with `sourceBody`). */
  source: EndpointId;
  /** The body of a list read with a POST (e.g. `bsv/castype`'s regions); a GET without it. */
  sourceBody?: unknown;
  /** File name after the date (spec 1 §9: yyyymmdd + suffix). */
  suffix: string;
  sheetName: string;
  columns: readonly Column<Row>[];
  /**
   * The columns a reader with these rights sees on the platform's day, when some are not
   * everyone's or read the day (an indicator); else `columns`.
   */
  columnsFor?(rights: readonly string[], today: string): readonly Column<Row>[];
  /**
   * The screen's filter for a query: the rows its table shows. `request` is the whole query
   * string, for a screen's parameters beyond its table's (a sowing range, a switch).
   */
  keep(
    query: TableQuery,
    request: Readonly<Record<string, unknown>>,
    today: string,
    /** Who asks: a screen's own-rows switch ('Mes demandes') reads the login. */
    viewer: ExportViewer,
  ): (row: Row) => boolean;
  /** Rights needed beyond the source call's (any one of them): ADMIN for a detailed file. */
  rights?: readonly Right[];
  /** The source call's query, when it takes one (e.g. the campaign of the platform's day). */
  sourceQuery?(today: string): Record<string, string | number>;
  /**
   * The file name's suffix when it says how many rows the file holds (spec 3 §2.2: a total-plots
   * suffix): the source is then read twice, once to count the rows kept, once to write them, so
   * the rows are still streamed and the name, sent first, is exact.
   */
  countedSuffix?(count: number): string;
}

/**
 * A table inside one record: GET /bff/exports/<name>/<id>.xlsx. The record is small (one plot), so
 * its answer is read whole and checked against the contract before its rows are written.
 */
export interface RecordExport<Answer, Row> {
  name: string;
  /** A GET call with one path parameter (`{id}`, `{plotId}`…), the download's `:id`. */
  source: EndpointId;
  sheetName: string;
  columns: readonly Column<Row>[];
  /** Rights needed beyond the source call's (any one of them), e.g. ADMIN for a station's file. */
  rights?: readonly Right[];
  /**
   * A second read of the record naming the file (spec 3 §9: the farmer): its GET call with the
   * same `id`, and the part of the name it gives. `read` receives that part.
   */
  namedBy?: { source: EndpointId; part(answer: never): string | null };
  /**
   * The day of a row, when the screen narrows the table to a period: `?debut=&fin=` (both days
   * included) keep the rows the screen shows.
   */
  dayOf?(row: Row): string;
  /**
   * The source call's query from the download's (e.g. the CHN calculation date the screen
   * shows), each value checked here; none by default.
   */
  sourceQuery?(query: Readonly<Record<string, unknown>>, today: string): Record<string, string>;
  /** The rows and the file name's suffix; null when the answer holds no record (404). */
  read(
    answer: Answer,
    id: string,
    namePart?: string,
  ): { rows: readonly Row[]; suffix: string } | null;
}

const adviserList: ListExport<AdviserListRow> = {
  name: 'conseillers',
  source: 'advisersList',
  suffix: '_conseillers.xlsx',
  sheetName: 'Conseillers',
  columns: adviserListColumns,
  keep: (query) => tableRowFilter(adviserListColumns, query),
};

/** Spec 1 §2: the potato administration dashboard's 'Excel export of statuses'. */
const blightStatuses: ListExport<BlightStatusRow> = {
  name: 'mildiou-statuts',
  source: 'adminBlightStatuses',
  suffix: '_mildiou_statuts_calculs.xlsx',
  sheetName: 'Statuts mildiou',
  columns: blightStatusColumns,
  keep: (query) => tableRowFilter(blightStatusColumns, query),
};

/** Spec 1 §2: the water-balance administration dashboard's 'Excel export for billing'. */
const waterBalanceBilling: ListExport<BhBillingRow> = {
  name: 'bilan-hydrique-facturation',
  source: 'adminBhBilling',
  suffix: '_bilan_hydrique_facturation.xlsx',
  sheetName: 'Facturation',
  columns: bhBillingColumns,
  keep: (query) => tableRowFilter(bhBillingColumns, query),
};

/** Spec 3 §2.10: the dashboard's plot list, with the filter bar, summary cell and search. */
const waterBalancePlots: ListExport<BhPlot> = {
  name: 'bilan-hydrique',
  source: 'bhPlotsList',
  suffix: '_bilan_hydrique_parcelles.xlsx',
  sheetName: 'Parcelles',
  columns: bhPlotColumns,
  keep: (query) => tableRowFilter(bhPlotColumns, query),
};

/**
 * Spec 2 §2, §9: the QN follow-up's table with its six filters and search, named
 * {yyyymmdd}_parcellesQN as an .xlsx workbook (the spec's .xls is the old format; spec-deviations).
 */
const qnPlots: ListExport<QnListRow> = {
  name: 'qn',
  source: 'qnResults',
  suffix: '_parcellesQN.xlsx',
  sheetName: 'Parcelles QN',
  columns: qnListColumns,
  keep: (query) => tableRowFilter(qnListColumns, query),
};

/**
 * Spec 4 §2.1: each maize table's export, with its search and filters. The spec names only the
 * cap list's file (yyyymmdd_previlis); the maize files add their table's kind to it.
 */
const maizePlots = (kind: MaizeKind): ListExport<MaizeStagePlot> => ({
  name: `mais-${kind}`,
  source: kind === 'grain' ? 'maizeGrainPlotsList' : 'maizeFodderPlotsList',
  suffix: `_previlis_mais_${kind}.xlsx`,
  sheetName: kind === 'grain' ? 'Maïs grain' : 'Maïs fourrage',
  columns: maizeColumns[kind],
  keep: (query) => tableRowFilter(maizeColumns[kind], query),
});

/**
 * Spec 4 §2.2, §9: the client plot list with its filters, sowing range and 'Variété modifiée',
 * named yyyymmdd_previlis (.xlsx); the administrators' detailed file adds the variety scores the
 * service sends with `notes`.
 */
const capPlots = (detailed: boolean): ListExport<CapPlot> => ({
  name: detailed ? 'previlis-detaille' : 'previlis',
  source: 'capPlotsList',
  suffix: detailed ? '_previlis_detaille.xlsx' : PREVILIS_EXPORT_SUFFIX,
  sheetName: 'Parcelles clients',
  columns: capListColumns('1970-01-01'),
  columnsFor: (_rights, today) =>
    detailed ? [...capListColumns(today), ...capNotesColumns] : capListColumns(today),
  keep: (query, request, today) => {
    const table = tableRowFilter(capListColumns(today), query);
    const view = capViewFilter(readCapView(request));
    return (row) => view(row) && table(row);
  },
  sourceQuery: (): Record<string, string> =>
    detailed ? { type: 'clients', notes: 'true' } : { type: 'clients' },
  ...(detailed ? { rights: ['ADMIN'] as const } : {}),
});

/**
 * Spec 4 §2.5: the Mycolis plots with the screen's client and department filters and its search
 * (as column filters). The spec names no file; it follows the module's yyyymmdd_previlis.
 */
const mycolisPlots: ListExport<MycolisPlot> = {
  name: 'mycolis',
  source: 'mycolisPlotsList',
  suffix: '_previlis_mycolis.xlsx',
  sheetName: 'Parcelles Mycolis',
  columns: mycolisColumns,
  keep: (query) => tableRowFilter(mycolisColumns, query),
};

/**
 * Spec 4 §2.6: the recalage screen's stage and disease requests with its 'Mes demandes' switch
 * (`mine`, on by default as on the screen), the archive (`archived`) and the search. The spec names
 * no file; it follows the module's yyyymmdd_ names.
 */
const recalageRequests = (kind: 'stades' | 'maladies'): ListExport<RecalageRequest> => {
  const columns = kind === 'stades' ? recalageStageColumns : recalageDiseaseColumns;
  return {
    name: `recalage-${kind}`,
    source: kind === 'stades' ? 'recalageStadeRequestsList' : 'recalageMaladieRequestsList',
    suffix: `_recalage_${kind}.xlsx`,
    sheetName: kind === 'stades' ? 'Recalages stades' : 'Recalages maladies',
    columns,
    keep: (query, request, _today, viewer) => {
      const table = tableRowFilter(columns, query);
      const view = recalageViewFilter(
        readRecalageView(request),
        viewer.login,
        viewer.instituteName,
      );
      return (row) => view(row) && table(row);
    },
  };
};

/** Spec 3 §2.2: the blight dashboard's plot table, with the filter bar and the search. */
const blightPlots: ListExport<BlightDashboardRow> = {
  name: 'mildiou',
  source: 'blightSituation',
  suffix: '_mildiou_parcelles.xlsx',
  sheetName: 'Parcelles mildiou',
  columns: blightPlotColumns,
  keep: (query) => tableRowFilter(blightPlotColumns, query),
  sourceQuery: (today) => ({ campagne: blightCampaignYear(today) }),
  countedSuffix: (count) => `_mildiou_${count}_parcelles.xlsx`,
};

/**
 * Spec 3 §2.6, §9: the bulletin export, every cas-type the adviser reaches (their region's, all
 * for an admin: the model scopes `id_regions: null`), weights above 2 filled red, named with the
 * date then 'Export_BSV_Mildiou_cas_type'.
 */
const bsvCasTypes: ListExport<BlightCasTypeRow> = {
  name: 'bsv-cas-types',
  source: 'bsvCasTypesByRegion',
  sourceBody: { id_regions: null },
  suffix: BSV_EXPORT_SUFFIX,
  sheetName: 'Export BSV',
  columns: bsvExportColumns,
  keep: (query) => tableRowFilter(bsvExportColumns, query),
};

/**
 * Spec 3 §2.11: the plot's daily balance table. Spec 3 §9 names such files by the date, then a
 * label with the farmer and the plot id.
 */
const waterBalanceDays: RecordExport<{ data: BhPlot[] }, BhBalanceRow> = {
  name: 'bilan-hydrique-parcelle',
  source: 'bhPlotGet',
  sheetName: 'Bilan hydrique',
  columns: bhBalanceColumns,
  read: ({ data }) => {
    const plot = data[0];
    if (plot === undefined) return null;
    const label = ['bilan_hydrique', fileNamePart(bhFarmerName(plot)), fileNamePart(plot.id)]
      .filter((part) => part !== '')
      .join('_');
    return { rows: plot.bilan_hydrique ?? [], suffix: `_${label}.xlsx` };
  },
};

export const LIST_EXPORTS: readonly ListExport<never>[] = [
  adviserList as ListExport<never>,
  blightStatuses as ListExport<never>,
  waterBalanceBilling as ListExport<never>,
  waterBalancePlots as ListExport<never>,
  blightPlots as ListExport<never>,
  qnPlots as ListExport<never>,
  capPlots(false) as ListExport<never>,
  capPlots(true) as ListExport<never>,
  maizePlots('grain') as ListExport<never>,
  maizePlots('fourrage') as ListExport<never>,
  mycolisPlots as ListExport<never>,
  recalageRequests('stades') as ListExport<never>,
  recalageRequests('maladies') as ListExport<never>,
  bsvCasTypes as ListExport<never>,
  stationList as ListExport<never>,
  stationAuthorisations as ListExport<never>,
];

/** Spec 4 §2.4: a cereal plot's last computations, named after the plot. */
const stageComputations: RecordExport<{ data: ComputationRecord[] }, ComputationRecord> = {
  name: 'stade-calculs',
  source: 'capPlotComputations',
  sheetName: 'Derniers calculs',
  columns: computationColumns,
  read: ({ data }, id) => ({
    rows: data,
    suffix: `_previlis_calculs_${fileNamePart(id)}.xlsx`,
  }),
};

export const RECORD_EXPORTS: readonly RecordExport<never, never>[] = [
  waterBalanceDays as RecordExport<never, never>,
  stationDays as RecordExport<never, never>,
  ...(blightRecordExports as unknown as readonly RecordExport<never, never>[]),
  ...(chnRecordExports as unknown as readonly RecordExport<never, never>[]),
  stageComputations as RecordExport<never, never>,
];
