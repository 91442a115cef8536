// The paged lists (issue 43): GET /bff/lists/<name> answers one page of a screen's list, sorted
// and filtered as the table and the Excel export do (the export definition's columns and
// predicate), with the total and the asked filter options' counts. The whole list is read from
// the model API with the caller's token once and kept in the read model (read-model/list-cache.ts)
// under the caller, their rights and the call: the model API's scope stays the model API's.
import { compareCells, sortedByColumn } from '@agro/contracts/columns/cell-order';
import { columnFilterValue, type Column } from '@agro/contracts/columns/column';
import { readTableQuery, type TableQuery } from '@agro/contracts/columns/table-query';
import {
  LIST_OPTIONS_MAX,
  listPageQuery,
  type ListOption,
  type ListPage,
} from '@agro/contracts/bff/lists';
import { cellText } from '@agro/domain/search';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { FastifyInstance } from 'fastify';
import { BffError } from '../lib/errors.ts';
import { parseInput } from '../lib/input.ts';
import { requireRights } from '../plugins/app/authorization.ts';
import type { ListCache } from '../read-model/list-cache.ts';
import type { ListGroup } from '../read-model/list-generations.ts';
import type { ExportDependencies, ListExport } from './exports/definition.ts';
import { EXPORTS } from './exports/registry.ts';
import {
  authorise,
  gathered,
  keptRows,
  listRowSchema,
  listSourcePath,
  openSource,
  readSource,
  sourceCall,
} from './exports/sources.ts';

export interface ListDependencies extends ExportDependencies {
  lists: ListCache;
}

/** The bytes of a body as it is read: what the read model's budget counts of a list. */
function counted(body: AsyncIterable<Uint8Array>): {
  body: AsyncIterable<Uint8Array>;
  bytes(): number;
} {
  let bytes = 0;
  return {
    body: (async function* () {
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        yield chunk;
      }
    })(),
    bytes: () => bytes,
  };
}

/**
 * The options of a column's filter over the rows: each value it compares, with the value shown and
 * how many rows hold it; the most frequent first, then in the table's order.
 */
function optionsOf<Row>(column: Column<Row>, rows: readonly Row[]): ListOption[] {
  const found = new Map<string, ListOption>();
  for (const row of rows) {
    const value = cellText(columnFilterValue(column, row));
    if (value === '') continue;
    const option = found.get(value);
    if (option) option.count += 1;
    else found.set(value, { value, label: cellText(column.value(row)), count: 1 });
  }
  return [...found.values()]
    .sort((a, b) => b.count - a.count || compareCells(a.label, b.label))
    .slice(0, LIST_OPTIONS_MAX);
}

/** The query without one column's filter: its options count what the other choices leave. */
const withoutFilter = (query: TableQuery, key: string): TableQuery => ({
  search: query.search,
  filters: Object.fromEntries(Object.entries(query.filters).filter(([name]) => name !== key)),
});

function registerList(
  app: FastifyInstance,
  deps: ListDependencies,
  definition: ListExport<unknown>,
) {
  const post = definition.sourceBody === undefined ? undefined : { body: definition.sourceBody };
  const source = sourceCall(definition.source, post ? 'POST' : 'GET');
  const rowSchema = listRowSchema(source.answer);
  const group = source.spec.doc as ListGroup;
  app.get(`/bff/lists/${definition.name}`, async (request, reply) => {
    const session = await authorise(deps, request, reply, source);
    if (definition.rights) requireRights(session, definition.rights);
    const raw = request.query as Record<string, unknown>;
    const asked = parseInput(listPageQuery, raw, 'paramètres');
    const today = platformTodayIso(deps.platform.platformDate, new Date());
    const path = listSourcePath(source, definition, today);
    const columns = definition.columnsFor?.(session.rights, today) ?? definition.columns;
    const sortColumn = asked.sort === undefined ? null : columns.find((c) => c.key === asked.sort);
    if (sortColumn === undefined) throw new BffError(400, `Tri inconnu : ${asked.sort ?? ''}`);
    const optionColumns = (asked.options ?? '')
      .split(',')
      .filter((key) => key !== '')
      .map((key) => {
        const column = columns.find((c) => c.key === key);
        if (!column) throw new BffError(400, `Filtre inconnu : ${key}`);
        return column;
      });

    // The caller's list: who they are, what they may, the call and the platform's day.
    const key = [session.login, [...session.rights].sort().join(','), path, post ? 'POST' : 'GET'];
    const { list, stale } = await deps.lists.read(
      JSON.stringify(key),
      session.login,
      group,
      async () => {
        const answer = await openSource(deps, request, reply, session, path, post);
        const body = counted(answer.body);
        const rows = await readSource(request, () =>
          gathered(keptRows(body.body, rowSchema, () => true)),
        );
        return { rows, bytes: body.bytes() };
      },
      // An old list answers an outage of the model API, never a refusal (401, 403, 404).
      (error) => !(error instanceof BffError) || error.status >= 500,
    );

    const viewer = { login: session.login, instituteName: deps.platform.instituteKeyword };
    const query = readTableQuery(raw);
    const filtered = list.rows.filter(definition.keep(query, raw, today, viewer));
    const ordered = sortColumn
      ? sortedByColumn(filtered, sortColumn, asked.order === 'desc')
      : filtered;
    const start = (asked.page - 1) * asked.pageSize;
    const options = Object.fromEntries(
      optionColumns.map((column) => {
        const others = list.rows.filter(
          definition.keep(withoutFilter(query, column.key), raw, today, viewer),
        );
        return [column.key, optionsOf(column, others)];
      }),
    );
    const page: ListPage<unknown> = {
      rows: ordered.slice(start, start + asked.pageSize),
      total: filtered.length,
      all: list.rows.length,
      page: asked.page,
      pageSize: asked.pageSize,
      options,
      readAt: new Date(list.readAt).toISOString(),
      stale,
    };
    return { data: page };
  });
}

export function registerLists(app: FastifyInstance, deps: ListDependencies): void {
  for (const definition of EXPORTS) {
    if (definition.kind === 'list') registerList(app, deps, definition as ListExport<unknown>);
  }
}
