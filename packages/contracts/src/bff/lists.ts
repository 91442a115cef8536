// The BFF's paged lists (issue 43): GET /bff/lists/<name>?page=&pageSize=&sort=&order=&options=
// with the table's search and filters (search=…&filter.<key>=…, ../columns/table-query.ts). The
// BFF reads the model API's whole list once per caller and answers one page of it, sorted and
// filtered with the very predicates the table and the Excel export use, with the total and the
// filter options' counts over the filtered list. A list is named as its screen's export is.
import { formatDateTimeFr } from '@agro/domain/dates';
import { z } from 'zod';
import { LIST_EXPORT_NAMES, type ListExportName } from './exports.ts';

/**
 * The lists served in pages: every screen list whose export is a list's (the CHN follow-up's file,
 * of two sources and columns as many as its rows need, has its own handler and no page yet).
 */
export const LIST_NAMES = LIST_EXPORT_NAMES.filter(
  (name): name is Exclude<ListExportName, 'chn'> => name !== 'chn',
);
export type ListName = (typeof LIST_NAMES)[number];

/** The largest page: a page of a big list stays well under a megabyte. */
export const LIST_PAGE_SIZE_MAX = 500;
export const LIST_PAGE_SIZE_DEFAULT = 25;
/** Filter options answered at most, per column: the most frequent first. */
export const LIST_OPTIONS_MAX = 500;

export const listPageQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(LIST_PAGE_SIZE_MAX)
      .default(LIST_PAGE_SIZE_DEFAULT),
    /** A column's key; the model API's order without it. */
    sort: z.string().min(1).max(64).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
    /** The columns whose filter options to answer, comma-separated keys. */
    options: z.string().max(1_000).optional(),
  })
  // The search and the filters (`filter.<key>`), read with readTableQuery.
  .passthrough();

export type ListPageQuery = z.infer<typeof listPageQuery>;

export interface ListOption {
  /** What the filter compares (`filter.<key>=<value>`). */
  value: string;
  /** What the option shows: the column's value. */
  label: string;
  /** Rows of the list, filtered by everything but this column's own filter, holding it. */
  count: number;
}

export interface ListPage<Row, Summary = never> {
  rows: Row[];
  /** Rows of the filtered list, all pages. */
  total: number;
  /** Rows of the whole list, before any search or filter: what a screen's title counts. */
  all: number;
  page: number;
  pageSize: number;
  options: Record<string, ListOption[]>;
  /** When the BFF read the list from the model API (ISO). */
  readAt: string;
  /**
   * True when the model API failed to answer the list again and this one is older than the
   * freshness limit: the screen says so, with `readAt`.
   */
  stale: boolean;
  /**
   * The screen's cards, summary figures and chart aggregates over the rows its filters keep (the
   * table's search aside), for the lists whose screen shows them.
   */
  summary?: Summary;
}

export const listPath = (name: ListName): `/bff/lists/${ListName}` => `/bff/lists/${name}`;

/** The map layer of a list's rows its filters keep (./map-layer.ts). */
export const listMapPath = (name: ListName) => `${listPath(name)}/map` as const;

/** One row of the caller's list, by its id: what a map's popup shows of the point clicked. */
export const listRowPath = (name: ListName, id: string | number) =>
  `${listPath(name)}/rows/${encodeURIComponent(String(id))}` as const;

/**
 * What a screen says of a list answered old (`stale`), the model API not answering (issue 43):
 * 'Données du 15/06/2026 à 07:12 : le service des modèles ne répond pas.', Paris time.
 */
export function staleListNotice(readAt: string): string {
  const [day = '', time = ''] = formatDateTimeFr(readAt).split(' ');
  return `Données du ${day} à ${time}\u202f: le service des modèles ne répond pas.`;
}
