// A fake BFF's paged list (issue 43): `/bff/lists/<name>` answers the page the real BFF would cut
// from `rows` (the same listPageOf, the screen's columns and predicate), `/map` the layer of the
// rows the filters keep, `/rows/<id>` one row. A screen's test then checks what the user sees
// against the BFF's own rules instead of a page written by hand.
import { listPageOf, rowsOfFilters } from '@agro/contracts/bff/list-page';
import { listPageQuery, type ListName } from '@agro/contracts/bff/lists';
import { mapLayerOf, type MapPlace } from '@agro/contracts/bff/map-layer';
import type { Column } from '@agro/contracts/columns/column';
import { readTableQuery, tableRowFilter } from '@agro/contracts/columns/table-query';
import type { ScreenApi } from './signed-in-bff';

export interface PagedListFake<Row, Summary> {
  columns: readonly Column<Row>[];
  summary?(kept: readonly Row[]): Summary;
  mapPlace?(row: Row): MapPlace;
  rowId?(row: Row): string;
  /** When the list was read, and whether it is answered old. */
  readAt?: string;
  stale?: boolean;
}

/** A parsed query string as Fastify gives it: a repeated key becomes an array. */
function queryRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const known = record[key];
    record[key] =
      known === undefined ? value : [...(Array.isArray(known) ? known : [known]), value];
  }
  return record;
}

export function pagedListApi<Row, Summary = never>(
  name: ListName,
  rows: () => readonly Row[],
  fake: PagedListFake<Row, Summary>,
): ScreenApi {
  const base = `/bff/lists/${name}`;
  const read = { readAt: fake.readAt ?? '2026-06-15T05:12:00.000Z', stale: fake.stale ?? false };
  const keep = (query: Parameters<typeof tableRowFilter<Row>>[1]) =>
    tableRowFilter(fake.columns, query);
  const column = (key: string) => fake.columns.find((candidate) => candidate.key === key);
  return (request) => {
    if (request.method !== 'GET') return undefined;
    const url = new URL(request.url, 'http://bff.test');
    const raw = queryRecord(url.searchParams);
    const query = readTableQuery(raw);
    if (url.pathname === base) {
      const asked = listPageQuery.parse(raw);
      const sort = asked.sort === undefined ? null : column(asked.sort);
      const options = (asked.options ?? '').split(',').filter((key) => key !== '');
      if (sort === undefined || options.some((key) => column(key) === undefined)) {
        return { status: 400, body: { code: 400, message: 'Paramètres invalides' } };
      }
      const page = listPageOf(rows(), { keep, summary: fake.summary }, query, {
        page: asked.page,
        pageSize: asked.pageSize,
        order: asked.order,
        sort,
        options: options.flatMap((key) => column(key) ?? []),
      });
      return { status: 200, body: { data: { ...page, ...read } } };
    }
    if (url.pathname === `${base}/map` && fake.mapPlace) {
      const kept = rowsOfFilters(rows(), { keep }, query);
      return { status: 200, body: { data: { ...mapLayerOf(kept, fake.mapPlace), ...read } } };
    }
    const rowId = fake.rowId;
    if (url.pathname.startsWith(`${base}/rows/`) && rowId) {
      const id = decodeURIComponent(url.pathname.slice(`${base}/rows/`.length));
      const row = rows().find((candidate) => rowId(candidate) === id);
      return row === undefined
        ? { status: 404, body: { code: 404, message: 'Ressource introuvable' } }
        : { status: 200, body: { data: row } };
    }
    return undefined;
  };
}
