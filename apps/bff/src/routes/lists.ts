// The paged lists (issue 43): GET /bff/lists/<name> answers one page of a screen's list, sorted
// and filtered as the table and the Excel export do (the export definition's columns and
// predicate), with the total, the asked filter options' counts and the screen's summary;
// /map the points of the rows the filters keep, /rows/<id> one row of them. The whole list is read from
// the model API with the caller's token once and kept in the read model (read-model/list-cache.ts)
// under the caller, their rights and the call: the model API's scope stays the model API's.
import {
  emptyListPageMemo,
  listPageOf,
  rowsOfFilters,
  type ListPageAsk,
  type ListPageMemo,
} from '@agro/contracts/bff/list-page';
import { listPageQuery, type ListPage } from '@agro/contracts/bff/lists';
import { withSharedStrings } from '@agro/contracts/bff/shared-strings';
import { mapLayerOf, type MapLayer } from '@agro/contracts/bff/map-layer';
import type { Column } from '@agro/contracts/columns/column';
import {
  FILTER_PARAM_PREFIX,
  readTableQuery,
  SEARCH_PARAM,
  type TableQuery,
} from '@agro/contracts/columns/table-query';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BffError, NOT_FOUND_MESSAGE } from '../lib/errors.ts';
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

/** The page's own parameters and the table's, which the list's summary does not depend on. */
const TABLE_PARAMETERS = new Set(['page', 'pageSize', 'sort', 'order', 'options', SEARCH_PARAM]);

/** The request's parameters a screen's predicate may read beyond its table's filters, as text. */
function screenParameters(query: unknown): string {
  return JSON.stringify(
    Object.entries(query as Record<string, unknown>)
      .filter(([name]) => !TABLE_PARAMETERS.has(name) && !name.startsWith(FILTER_PARAM_PREFIX))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * Each kept list's orders and summaries (listPageOf's memo), held as long as the list itself: a
 * list the read model drops or reads again is another array, and its memo goes with it.
 */
const MEMOS = new WeakMap<readonly unknown[], ListPageMemo<unknown, unknown>>();

function memoOf(rows: readonly unknown[]): ListPageMemo<unknown, unknown> {
  let memo = MEMOS.get(rows);
  if (!memo) {
    memo = emptyListPageMemo();
    MEMOS.set(rows, memo);
  }
  return memo;
}

function registerList(
  app: FastifyInstance,
  deps: ListDependencies,
  definition: ListExport<unknown>,
) {
  const post = definition.sourceBody === undefined ? undefined : { body: definition.sourceBody };
  const source = sourceCall(definition.source, post ? 'POST' : 'GET');
  const rowSchema = listRowSchema(source.answer);
  const group = source.spec.doc as ListGroup;

  /**
   * The caller's whole list, once their rights are checked: kept under who they are, what they
   * may, the call and the platform's day, read with their token when not kept.
   */
  async function callersList<Checked = undefined>(
    request: FastifyRequest,
    reply: FastifyReply,
    /** The request's own checks, run once the caller is known and before any read. */
    check?: (rights: readonly string[], today: string) => Checked,
  ) {
    const session = await authorise(deps, request, reply, source);
    if (definition.rights) requireRights(session, definition.rights);
    const today = platformTodayIso(deps.platform.platformDate, new Date());
    const checked = check?.(session.rights, today);
    const path = listSourcePath(source, definition, today);
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
        // Each repeated text held once: the list takes far less memory than its parsed answer.
        withSharedStrings(rows);
        return { rows, bytes: body.bytes() };
      },
      // An old list answers an outage of the model API, never a refusal (401, 403, 404).
      (error) => !(error instanceof BffError) || error.status >= 500,
    );
    const viewer = { login: session.login, instituteName: deps.platform.instituteKeyword };
    const raw = request.query as Record<string, unknown>;
    return {
      checked: checked as Checked,
      today,
      rows: list.rows,
      read: { readAt: new Date(list.readAt).toISOString(), stale },
      /** The screen's predicate for a table query, with the request's own parameters. */
      keep: (query: TableQuery) => definition.keep(query, raw, today, viewer),
    };
  }

  const columnOf = (columns: readonly Column<unknown>[], key: string, what: string) => {
    const column = columns.find((candidate) => candidate.key === key);
    if (!column) throw new BffError(400, `${what} inconnu : ${key}`);
    return column;
  };

  app.get(`/bff/lists/${definition.name}`, async (request, reply) => {
    const list = await callersList(request, reply, (rights, today): ListPageAsk<unknown> => {
      const asked = parseInput(listPageQuery, request.query, 'paramètres');
      const columns = definition.columnsFor?.(rights, today) ?? definition.columns;
      return {
        page: asked.page,
        pageSize: asked.pageSize,
        order: asked.order,
        sort: asked.sort === undefined ? null : columnOf(columns, asked.sort, 'Tri'),
        options: (asked.options ?? '')
          .split(',')
          .filter((key) => key !== '')
          .map((key) => columnOf(columns, key, 'Filtre')),
      };
    });
    const query = readTableQuery(request.query as Record<string, unknown>);
    const rules = { keep: list.keep, summary: definition.summary };
    const page: ListPage<unknown, unknown> = {
      // A cell's text may read the platform's day (the advice's date): an order is the day's.
      ...listPageOf(list.rows, rules, query, list.checked, {
        memo: memoOf(list.rows),
        orderKey: list.today,
        keepKey: `${list.today}\u0000${screenParameters(request.query)}`,
      }),
      ...list.read,
    };
    return { data: page };
  });

  const { mapPlace, rowId } = definition;
  if (mapPlace) {
    // The points of the rows the screen's filters keep, as columns (a few hundred kilobytes).
    app.get(`/bff/lists/${definition.name}/map`, async (request, reply) => {
      const list = await callersList(request, reply);
      const query = readTableQuery(request.query as Record<string, unknown>);
      const kept = rowsOfFilters(list.rows, list, query);
      const layer: MapLayer = { ...mapLayerOf(kept, mapPlace), ...list.read };
      return { data: layer };
    });
  }
  if (rowId) {
    // One row of the caller's own list: a point clicked on the map, within their scope.
    app.get<{ Params: { id: string } }>(
      `/bff/lists/${definition.name}/rows/:id`,
      async (request, reply) => {
        const list = await callersList(request, reply);
        const row = list.rows.find((candidate) => rowId(candidate) === request.params.id);
        if (row === undefined) throw new BffError(404, NOT_FOUND_MESSAGE);
        return { data: row };
      },
    );
  }
}

export function registerLists(app: FastifyInstance, deps: ListDependencies): void {
  for (const definition of EXPORTS) {
    if (definition.kind === 'list') registerList(app, deps, definition as ListExport<unknown>);
  }
}
