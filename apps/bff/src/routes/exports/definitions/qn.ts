// Spec 2 §2, §9: the QN follow-up's file.
import { qnListSummary, qnMapPlace, qnPlotId } from '@agro/contracts/bff/qn-follow-up';
import { qnListColumns, type QnListRow } from '@agro/contracts/columns/qn';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ExportDefinition, ListExport } from '../definition.ts';

/**
 * Spec 2 §2, §9: the QN follow-up's table with its six filters and search, named
 * {yyyymmdd}_parcellesQN as an .xlsx workbook (the spec's .xls is the old format; spec-deviations).
 */
const qnPlots: ListExport<QnListRow> = {
  kind: 'list',
  name: 'qn',
  source: 'qnResults',
  suffix: '_parcellesQN.xlsx',
  sheetName: 'Parcelles QN',
  columns: qnListColumns,
  keep: (query) => tableRowFilter(qnListColumns, query),
  // Issue 43: the cards and the six charts over the plots the filters keep, the map's points by
  // delivered dose, and one plot for the map's popup.
  summary: qnListSummary,
  mapPlace: qnMapPlace,
  rowId: qnPlotId,
};

export const qnExports: readonly ExportDefinition[] = [qnPlots as ListExport<never>];
