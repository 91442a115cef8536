// The own-plot CSV (spec 4 §5.1): the template to download, the file read into its header, rows
// and red cells (in a Web Worker: csv-check.worker.ts), and the rows sent to plots/add.
import { OWN_PLOT_CSV_COLUMNS, type OwnPlotCsvRow } from '@agro/contracts/entities/stages';
import { ownPlotCsvErrors } from '@agro/domain/stages';
import { splitCsvFields } from '@agro/domain/dates';

/** Spec 4 §5.1: semicolons and CRLF; one example line under the header. */
export const OWN_PLOT_TEMPLATE = [
  OWN_PLOT_CSV_COLUMNS.join(';'),
  "essai01;0;ble tendre d'hiver;;28085;;;colza;15/10/2025;20/03/2026;10",
  '',
].join('\r\n');

export const TEMPLATE_FILE_NAME = 'modele_import_parcelles.csv';

export interface CheckedCsv {
  header: string[];
  rows: string[][];
  /** Red cells as 'row:column' (ownPlotCsvErrors). */
  errors: string[];
  /** What plots/add is sent, worked out beside the check (importRows). */
  send: { csv: OwnPlotCsvRow[]; withoutCode: number[] };
}

/** Thrown when the text is not the template's CSV: the page says it cannot be read. */
export class UnreadableCsv extends Error {}

/** The file's header, rows and red cells; a file without the template's code column is unreadable. */
export function checkOwnPlotCsv(text: string): CheckedCsv {
  const [header = [], ...rows] = splitCsvFields(text);
  const names = header.map((name) => name.trim());
  if (!names.includes('code_parcelle')) throw new UnreadableCsv('no code_parcelle column');
  const kept = rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  return {
    header: names,
    rows: kept,
    errors: [...ownPlotCsvErrors(names, kept)],
    send: importRows(names, kept),
  };
}

/**
 * The rows as plots/add takes them: the template's columns by name, cells trimmed, empty cells
 * left out; rows without a code cannot be imported and are given back as their line numbers
 * (the header is line 1).
 */
export function importRows(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): { csv: OwnPlotCsvRow[]; withoutCode: number[] } {
  const csv: OwnPlotCsvRow[] = [];
  const withoutCode: number[] = [];
  const index = new Map(header.map((name, i) => [name, i]));
  rows.forEach((row, r) => {
    const entry: Record<string, string> = {};
    for (const column of OWN_PLOT_CSV_COLUMNS) {
      const at = index.get(column);
      const value = at === undefined ? '' : (row[at] ?? '').trim();
      if (value !== '') entry[column] = value;
    }
    if (!entry.code_parcelle) withoutCode.push(r + 2);
    else csv.push(entry as OwnPlotCsvRow);
  });
  return { csv, withoutCode };
}
