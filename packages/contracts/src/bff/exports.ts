// The BFF's Excel exports, by name: GET /bff/exports/<list name>.xlsx for a screen's list, and
// GET /bff/exports/<record name>/<id>.xlsx for a table inside one record. The BFF registers
// exactly these; the web's tables name them, so a renamed export fails the build, not a download.

/** Exports of a screen's whole list, filtered by the table's query. */
export const LIST_EXPORT_NAMES = [
  'conseillers',
  'mildiou-statuts',
  'bilan-hydrique-facturation',
  'bilan-hydrique',
  'mildiou',
  'qn',
  'chn',
  'previlis',
  'previlis-detaille',
  'mais-grain',
  'mais-fourrage',
  'mycolis',
  'recalage-stades',
  'recalage-maladies',
  'bsv-cas-types',
  'stations',
  'autorisations-stations',
] as const;

/** Exports of a table inside one record (a plot, a station), named by the record's id. */
export const RECORD_EXPORT_NAMES = [
  'bilan-hydrique-parcelle',
  'meteo-station',
  'mildiou-horaires',
  'mildiou-climat',
  'mildiou-indices-climatiques',
  'alternaria-jour',
  'alternaria-horaires',
  'chn-parcelle',
  'chn-historique',
  'stade-calculs',
] as const;

export type ListExportName = (typeof LIST_EXPORT_NAMES)[number];
export type RecordExportName = (typeof RECORD_EXPORT_NAMES)[number];
/** Every export the BFF registers. */
export type ExportName = ListExportName | RecordExportName;

/** What a download names between /bff/exports/ and .xlsx: a list, or a record export and its id. */
export type ExportPath = ListExportName | `${RecordExportName}/${string}`;
