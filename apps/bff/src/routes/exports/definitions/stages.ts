// Spec 4 §2: the stage module's files (cap and maize lists, Mycolis, recalage requests, a plot's
// last computations).
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
import { computationColumns, maizeColumns, type MaizeKind } from '@agro/contracts/columns/stages';
import { tableRowFilter } from '@agro/contracts/columns/table-query';
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import type {
  CapPlot,
  ComputationRecord,
  MaizeStagePlot,
  MycolisPlot,
} from '@agro/contracts/entities/stages';
import { fileNamePart } from '@agro/domain/dates';
import { PREVILIS_EXPORT_SUFFIX } from '@agro/domain/stages';
import type { ExportDefinition, ListExport, RecordExport } from '../definition.ts';

/**
 * Spec 4 §2.2, §9: the client plot list with its filters, sowing range and 'Variété modifiée',
 * named yyyymmdd_previlis (.xlsx); the administrators' detailed file adds the variety scores the
 * service sends with `notes`.
 */
const capPlots = (detailed: boolean): ListExport<CapPlot> => ({
  kind: 'list',
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
 * Spec 4 §2.1: each maize table's export, with its search and filters. The spec names only the
 * cap list's file (yyyymmdd_previlis); the maize files add their table's kind to it.
 */
const maizePlots = (kind: MaizeKind): ListExport<MaizeStagePlot> => ({
  kind: 'list',
  name: `mais-${kind}`,
  source: kind === 'grain' ? 'maizeGrainPlotsList' : 'maizeFodderPlotsList',
  suffix: `_previlis_mais_${kind}.xlsx`,
  sheetName: kind === 'grain' ? 'Maïs grain' : 'Maïs fourrage',
  columns: maizeColumns[kind],
  keep: (query) => tableRowFilter(maizeColumns[kind], query),
});

/**
 * Spec 4 §2.5: the Mycolis plots with the screen's client and department filters and its search
 * (as column filters). The spec names no file; it follows the module's yyyymmdd_previlis.
 */
const mycolisPlots: ListExport<MycolisPlot> = {
  kind: 'list',
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
    kind: 'list',
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

/** Spec 4 §2.4: a cereal plot's last computations, named after the plot. */
const stageComputations: RecordExport<{ data: ComputationRecord[] }, ComputationRecord> = {
  kind: 'record',
  name: 'stade-calculs',
  source: 'capPlotComputations',
  sheetName: 'Derniers calculs',
  columns: computationColumns,
  read: ({ data }, id) => ({
    rows: data,
    suffix: `_previlis_calculs_${fileNamePart(id)}.xlsx`,
  }),
};

export const stageExports: readonly ExportDefinition[] = [
  capPlots(false) as ListExport<never>,
  capPlots(true) as ListExport<never>,
  maizePlots('grain') as ListExport<never>,
  maizePlots('fourrage') as ListExport<never>,
  mycolisPlots as ListExport<never>,
  recalageRequests('stades') as ListExport<never>,
  recalageRequests('maladies') as ListExport<never>,
  stageComputations as RecordExport<never, never>,
];
