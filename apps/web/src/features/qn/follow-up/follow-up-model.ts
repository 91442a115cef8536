// Where the QN follow-up leads: a plot's QN detail. The figures and the charts' columns are the
// BFF's summary of the list (@agro/contracts/bff/qn-follow-up, issue 43).

/** The QN detail of a plot, opened from the map's popup and the table. */
export function qnPlotPath(plotId: string | number): string {
  return `/ferti/qn/parcelle/${encodeURIComponent(String(plotId))}`;
}
