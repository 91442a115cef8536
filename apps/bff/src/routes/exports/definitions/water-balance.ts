// Spec 3 §2.10, §2.11: the water-balance dashboard's plot list and a plot's daily balance.
import {
  bhBalanceColumns,
  bhFarmerName,
  bhPlotColumns,
} from '@agro/contracts/columns/water-balance';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { BhBalanceRow, BhPlot } from '@agro/contracts/entities/water-balance';
import { fileNamePart } from '@agro/domain/dates';
import type { ExportDefinition, ListExport, RecordExport } from '../definition.ts';

/** Spec 3 §2.10: the dashboard's plot list, with the filter bar, summary cell and search. */
const waterBalancePlots: ListExport<BhPlot> = {
  kind: 'list',
  name: 'bilan-hydrique',
  source: 'bhPlotsList',
  suffix: '_bilan_hydrique_parcelles.xlsx',
  sheetName: 'Parcelles',
  columns: bhPlotColumns,
  keep: (query) => tableRowFilter(bhPlotColumns, query),
};

/**
 * Spec 3 §2.11: the plot's daily balance table. Spec 3 §9 names such files by the date, then a
 * label with the farmer and the plot id.
 */
const waterBalanceDays: RecordExport<{ data: BhPlot[] }, BhBalanceRow> = {
  kind: 'record',
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

export const waterBalanceExports: readonly ExportDefinition[] = [
  waterBalancePlots as ListExport<never>,
  waterBalanceDays as RecordExport<never, never>,
];
