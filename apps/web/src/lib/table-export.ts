// The Excel export of a table: the BFF builds the file from the same rows and the same query as
// the table on screen (@agro/contracts/columns/table-query), and the browser saves it.
import type { ExportPath } from '@agro/contracts/bff/exports';
import { tableQueryString, type TableQuery } from '@agro/contracts/columns/table-query';
import { download, type DownloadedFile } from './api';

/** How long the saved file's object URL lives: the browser has begun the download by then. */
const OBJECT_URL_LIFETIME_MS = 10_000;

/**
 * `/bff/exports/conseillers.xlsx?search=…&filter.type=BSV`; a record's export names it after a
 * slash, `bilan-hydrique-parcelle/100001`, each segment encoded (the BFF's router would not match
 * an encoded slash).
 */
export function exportUrl(
  name: ExportPath,
  query: TableQuery,
  extra: Readonly<Record<string, string>> = {},
): string {
  const parameters = [tableQueryString(query), new URLSearchParams(extra).toString()]
    .filter((part) => part !== '')
    .join('&');
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `/bff/exports/${path}.xlsx${parameters === '' ? '' : `?${parameters}`}`;
}

/** Hands a fetched file to the browser's downloads, under the name the BFF gave it. */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** Downloads the export `name` for the rows a table shows; failures are ApiErrors. */
export async function downloadExport(
  name: ExportPath,
  query: TableQuery,
  extra?: Readonly<Record<string, string>>,
): Promise<void> {
  saveFile(await download(exportUrl(name, query, extra), `${name.replace(/\//g, '_')}.xlsx`));
}
