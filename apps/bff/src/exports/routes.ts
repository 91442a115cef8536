// Excel exports: GET /bff/exports/<name>.xlsx?<table query> for a screen's list, and
// GET /bff/exports/<name>/<id>.xlsx for a table inside one record (definitions.ts). A list is read
// from the upstream with the session's token as it arrives, filtered with the screen's predicate,
// and streamed: neither the answer nor the workbook is ever whole in memory. The query is the
// table's (search=…&filter.<key>=…, @agro/contracts/columns/table-query), read with the same
// predicate the table uses, so the file holds the rows on screen.
import { catalogue, type CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import type { Column } from '@agro/contracts/columns/column';
import { readTableQuery, tableRowFilter } from '@agro/contracts/columns/table-query';
import type { PlatformConfig } from '@agro/contracts/platform-config';
import { exportFileName, todayIso } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import { canAccess } from '@agro/domain/rights';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  API_ERROR_MESSAGE,
  BffError,
  FORBIDDEN_MESSAGE,
  UNAUTHORISED_MESSAGE,
  upstreamFailure,
} from '../errors.ts';
import { parseInput } from '../input.ts';
import type { ConcurrencyLimit } from '../concurrency.ts';
import { requireSession } from '../routes/auth.ts';
import type { SessionStore } from '../session.ts';
import type { OpenAnswer, Upstream } from '../upstream.ts';
import { LIST_EXPORTS, RECORD_EXPORTS, type ListExport, type RecordExport } from './definitions.ts';
import { listElements, MalformedListError } from './list-stream.ts';
import { writeWorkbook } from './xlsx.ts';
import { registerChnExport } from './chn.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `?debut=&fin=`: the days of a record's table the screen shows (both included). */
const periodQuery = z
  .object({
    debut: z.iso.date().optional(),
    fin: z.iso.date().optional(),
  })
  .loose();

/** A record export reads one plot's answer whole; far more than any plot, far less than a list. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

export interface ExportDependencies {
  sessions: SessionStore;
  upstream: Upstream;
  /**
   * Upstream calls under way per session, shared with the proxy: an export holds upstream
   * connections for as long as it streams, so it counts like any call.
   */
  callsUnderWay: ConcurrencyLimit;
  /**
   * Its `platformDate` (PLATFORM_DATE) is the day the file names carry; its `instituteKeyword` the
   * login prefix own-row filters leave out.
   */
  platform: Pick<PlatformConfig, 'platformDate' | 'instituteKeyword'>;
}

/** The file name of an export made now, dated on the platform's day like everything else. */
export function fileNameNow(deps: ExportDependencies, suffix: string): string {
  return exportFileName(platformNow(deps.platform.platformDate, new Date()), suffix);
}

/** The catalogue call an export reads: a GET, or the POST of a list asked with a body. */
export function sourceCall(id: string, method: 'GET' | 'POST' = 'GET'): CatalogueEntry {
  const source = catalogue.find((entry) => entry.id === id);
  if (!source || source.method !== method) {
    throw new Error(`export source ${id} is not a ${method} call`);
  }
  return source;
}

/** The schema of one row of a list answer `{ data: Row[] }`. */
export function listRowSchema(answer: z.ZodType): z.ZodType {
  if (answer instanceof z.ZodObject) {
    const data = (answer.shape as Record<string, z.ZodType>).data;
    if (data instanceof z.ZodArray) return data.element as z.ZodType;
  }
  throw new Error('export source does not answer a { data: [...] } list');
}

/**
 * The session, once it holds the source's rights (401 without a session, 403 without them) and has
 * room for one more call under way (429 otherwise, counted until the download ends).
 */
export async function authorise(
  deps: ExportDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  source: CatalogueEntry,
) {
  const session = await requireSession(deps.sessions, request);
  if (!canAccess({ loggedIn: true, rights: session.rights }, source.rights)) {
    throw new BffError(403, FORBIDDEN_MESSAGE);
  }
  deps.callsUnderWay.enter(request, reply, session.id);
  return session;
}

/**
 * The source's answer for an authorised session: only a 200 comes back; an upstream 401 ends the
 * session, any other status becomes the BFF's error for it.
 */
export async function openSource(
  deps: ExportDependencies,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { upstreamToken: string },
  path: string,
  post?: { body: unknown },
): Promise<OpenAnswer> {
  const answer = await deps.upstream.open({
    method: post ? 'POST' : 'GET',
    path,
    token: session.upstreamToken,
    requestId: request.id,
    ...(post ? { body: post.body } : {}),
  });
  if (answer.status === 200) return answer;
  await answer.discard().catch(() => undefined);
  if (answer.status === 401) {
    await deps.sessions.end(request, reply);
    throw new BffError(401, UNAUTHORISED_MESSAGE);
  }
  throw upstreamFailure(answer.status);
}

/** Streams the workbook as the download; a failure after the first byte can only cut it short. */
export function sendWorkbook<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  sheet: {
    sheetName: string;
    columns: readonly Column<Row>[];
    rows: AsyncIterable<Row> | Iterable<Row>;
  },
) {
  const body = new PassThrough();
  reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
  writeWorkbook(body, sheet).catch((error: unknown) => {
    request.log.error({ err: error }, 'export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(body);
}

/** The rows of the answer that the screen's filter keeps, each checked against the contract. */
export async function* keptRows(
  body: AsyncIterable<Uint8Array>,
  rowSchema: z.ZodType,
  keep: (row: unknown) => boolean,
): AsyncGenerator<unknown, void, undefined> {
  for await (const element of listElements(body)) {
    const parsed = rowSchema.safeParse(element);
    if (!parsed.success) throw new MalformedListError('ligne hors contrat');
    if (keep(parsed.data)) yield parsed.data;
  }
}

export async function* prepend<T>(
  first: IteratorResult<T>,
  rest: AsyncIterator<T>,
): AsyncGenerator<T, void, undefined> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

function registerListExport(
  app: FastifyInstance,
  deps: ExportDependencies,
  definition: ListExport<unknown>,
): void {
  const post = definition.sourceBody === undefined ? undefined : { body: definition.sourceBody };
  const source = sourceCall(definition.source, post ? 'POST' : 'GET');
  const rowSchema = listRowSchema(source.answer);
  app.get(`/bff/exports/${definition.name}.xlsx`, async (request, reply) => {
    const session = await authorise(deps, request, reply, source);
    if (
      definition.rights &&
      !canAccess({ loggedIn: true, rights: session.rights }, definition.rights)
    ) {
      throw new BffError(403, FORBIDDEN_MESSAGE);
    }
    const today = todayIso(platformNow(deps.platform.platformDate, new Date()));
    const query = definition.sourceQuery?.(today);
    const path = query
      ? `${source.path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : source.path;
    const requestQuery = request.query as Record<string, unknown>;
    const keep = definition.keep(readTableQuery(requestQuery), requestQuery, today, {
      login: session.login,
      instituteName: deps.platform.instituteKeyword,
    });
    let suffix = definition.suffix;
    if (definition.countedSuffix) {
      const counted = await openSource(deps, request, reply, session, path, post);
      let count = 0;
      try {
        for await (const _row of keptRows(counted.body, rowSchema, keep)) count += 1;
      } catch (error) {
        request.log.warn({ err: error }, 'export source unreadable');
        throw new BffError(502, API_ERROR_MESSAGE);
      }
      suffix = definition.countedSuffix(count);
    }
    const answer = await openSource(deps, request, reply, session, path, post);
    const rows = keptRows(answer.body, rowSchema, keep);
    // Until the first kept row is read, a malformed answer can still be a JSON error; after
    // the workbook has started, it can only end the download.
    let first: IteratorResult<unknown>;
    try {
      first = await rows.next();
    } catch (error) {
      request.log.warn({ err: error }, 'export source unreadable');
      throw new BffError(502, API_ERROR_MESSAGE);
    }
    return sendWorkbook(request, reply, fileNameNow(deps, suffix), {
      sheetName: definition.sheetName,
      columns: definition.columnsFor?.(session.rights, today) ?? definition.columns,
      rows: prepend(first, rows),
    });
  });
}

async function readWhole(body: AsyncIterable<Uint8Array>): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MAX_RECORD_BYTES) throw new MalformedListError('réponse trop grande');
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

function registerRecordExport(
  app: FastifyInstance,
  deps: ExportDependencies,
  definition: RecordExport<unknown, unknown>,
): void {
  const source = sourceCall(definition.source);
  const params = source.params;
  const parameter = /\{(\w+)\}/.exec(source.path)?.[1];
  if (params === null || parameter === undefined) {
    throw new Error(`export source ${definition.source} has no path parameter`);
  }
  const naming = definition.namedBy
    ? {
        entry: sourceCall(definition.namedBy.source),
        part: definition.namedBy.part as (answer: unknown) => string | null,
      }
    : null;
  app.get<{ Params: { id: string } }>(
    `/bff/exports/${definition.name}/:id.xlsx`,
    async (request, reply) => {
      const session = await authorise(deps, request, reply, source);
      if (
        definition.rights &&
        !canAccess({ loggedIn: true, rights: session.rights }, definition.rights)
      ) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
      const { id: rawId } = request.params;
      const id = String(
        (parseInput(params, { [parameter]: rawId }, 'chemin') as Record<string, unknown>)[
          parameter
        ],
      );
      const today = todayIso(platformNow(deps.platform.platformDate, new Date()));
      const extra = definition.sourceQuery?.(request.query as Record<string, unknown>, today);
      const extraQuery =
        extra && Object.keys(extra).length > 0 ? `?${new URLSearchParams(extra).toString()}` : '';
      // The naming read is a second upstream call: it needs its own rights too.
      if (naming && !canAccess({ loggedIn: true, rights: session.rights }, naming.entry.rights)) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
      const period = definition.dayOf
        ? (parseInput(periodQuery, request.query, 'requête') as z.infer<typeof periodQuery>)
        : {};
      const readRecord = async (call: CatalogueEntry) => {
        const own = /\{(\w+)\}/.exec(call.path)?.[1] ?? parameter;
        const path = `${call.path.replace(`{${own}}`, encodeURIComponent(id))}${call === source ? extraQuery : ''}`;
        const answer = await openSource(deps, request, reply, session, path);
        try {
          const parsed = call.answer.safeParse(await readWhole(answer.body));
          if (!parsed.success) throw new MalformedListError('réponse hors contrat');
          return parsed.data as never;
        } catch (error) {
          request.log.warn({ err: error }, 'export source unreadable');
          throw new BffError(502, API_ERROR_MESSAGE);
        }
      };
      const namePart = naming ? naming.part(await readRecord(naming.entry)) : null;
      const record = definition.read(await readRecord(source), id, namePart ?? undefined);
      if (record === null) throw upstreamFailure(404);
      const query = readTableQuery(request.query as Record<string, unknown>);
      const inTable = tableRowFilter(definition.columns, query);
      const inPeriod = (row: unknown) => {
        const day = definition.dayOf?.(row);
        if (day === undefined) return true;
        return (!period.debut || day >= period.debut) && (!period.fin || day <= period.fin);
      };
      return sendWorkbook(request, reply, fileNameNow(deps, record.suffix), {
        sheetName: definition.sheetName,
        columns: definition.columns,
        // The table's period, search and filters apply here too: the file holds the rows on screen.
        rows: record.rows.filter((row) => inPeriod(row) && inTable(row)),
      });
    },
  );
}

export function registerExports(app: FastifyInstance, deps: ExportDependencies): void {
  for (const definition of LIST_EXPORTS as readonly ListExport<unknown>[]) {
    registerListExport(app, deps, definition);
  }
  for (const definition of RECORD_EXPORTS as readonly RecordExport<unknown, unknown>[]) {
    registerRecordExport(app, deps, definition);
  }
  registerChnExport(app, deps);
}
