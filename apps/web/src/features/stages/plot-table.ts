// The plot tables of the stage screens (the cap list, the maize tables, Mycolis) are set up
// alike (spec 4 §2): a row is its plot, the plot's name stays in view while the table scrolls
// sideways, the screen's page size comes first among 25, 50 and 100, and an empty view exports
// nothing. Their rows and map points lead to the plot's detail.
export const NO_PLOT_TO_EXPORT = 'Aucune parcelle à exporter';

/** The stage detail page of the plot `id` (spec 4 §2.4). */
export const stagePlotPath = (id: string | number) =>
  `/stade/plot/${encodeURIComponent(String(id))}`;

/** The DataTable props these tables share, for `pageSize` rows a page and `exported` rows. */
export function stagePlotTableProps(pageSize: number, exported: number) {
  return {
    getRowId: (plot: { id_plot: unknown }) => String(plot.id_plot),
    pageSizes: [pageSize, 25, 50, 100],
    defaultPageSize: pageSize,
    pinnedColumns: ['parcelle'],
    exportDisabledReason: exported === 0 ? NO_PLOT_TO_EXPORT : null,
  };
}
