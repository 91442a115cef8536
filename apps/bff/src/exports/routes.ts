// Excel exports: GET /bff/exports/<name>.xlsx?<table query>. Each reads its source call upstream
// with the session's token as it arrives, filters with the screen's predicate, and streams the
// rows: neither the answer nor the workbook is ever whole in memory. The query is the table's
// (search=…&filter.<key>=…, @agro/contracts/columns/table-query), read with the same predicate the
// table uses, so the file holds the rows on screen.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { adviserListColumns, type AdviserListRow } from '@agro/contracts/columns/advisers';
import type { Column } from '@agro/contracts/columns/column';
import {
  readTableQuery,
  tableRowFilter,
  type TableQuery,
} from '@agro/contracts/columns/table-query';
import { exportFileName } from '@agro/domain/dates';
import { canAccess } from '@agro/domain/rights';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  API_ERROR_MESSAGE,
  BffError,
  FORBIDDEN_MESSAGE,
  UNAUTHORISED_MESSAGE,
  upstreamFailure,
} from '../errors.ts';
import { requireSession } from '../routes/auth.ts';
import type { SessionStore } from '../session.ts';
import type { Upstream } from '../upstream.ts';
import { listElements, MalformedListError } from './list-stream.ts';
import { writeWorkbook } from './xlsx.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface ExportDefinition<Row> {
  /** URL name: /bff/exports/<name>.xlsx */
  name: string;
  /** The GET call whose list is exported; its rights are the export's. */
  source: EndpointId;
  /** File name after the date (spec 1 §9: yyyymmdd + suffix). */
  suffix: string;
  sheetName: string;
  columns: readonly Column<Row>[];
  /** The screen's filter for a query: the rows its table shows. */
  keep(query: TableQuery): (row: Row) => boolean;
}

const adviserExport: ExportDefinition<AdviserListRow> = {
  name: 'conseillers',
  source: 'advisersList',
  suffix: '_conseillers.xlsx',
  sheetName: 'Conseillers',
  columns: adviserListColumns,
  keep: (query) => tableRowFilter(adviserListColumns, query),
};

export const EXPORTS: readonly ExportDefinition<never>[] = [
  adviserExport as ExportDefinition<never>,
];

/** The schema of one row of a list answer `{ data: Row[] }`. */
function listRowSchema(answer: z.ZodType): z.ZodType {
  if (answer instanceof z.ZodObject) {
    const data = (answer.shape as Record<string, z.ZodType>).data;
    if (data instanceof z.ZodArray) return data.element as z.ZodType;
  }
  throw new Error('export source does not answer a { data: [...] } list');
}

/** The rows of the answer that the screen's filter keeps, each checked against the contract. */
async function* keptRows(
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

async function* prepend<T>(
  first: IteratorResult<T>,
  rest: AsyncIterator<T>,
): AsyncGenerator<T, void, undefined> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

export function registerExports(
  app: FastifyInstance,
  deps: { sessions: SessionStore; upstream: Upstream },
): void {
  for (const definition of EXPORTS as readonly ExportDefinition<unknown>[]) {
    const source = catalogue.find((entry) => entry.id === definition.source);
    if (!source || source.method !== 'GET')
      throw new Error(`export source ${definition.source} is not a GET call`);
    const rowSchema = listRowSchema(source.answer);
    app.get(`/bff/exports/${definition.name}.xlsx`, async (request, reply) => {
      const session = requireSession(deps.sessions, request);
      if (!canAccess({ loggedIn: true, rights: session.rights }, source.rights)) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
      const answer = await deps.upstream.open({
        method: 'GET',
        path: source.path,
        token: session.upstreamToken,
        requestId: request.id,
      });
      if (answer.status !== 200) {
        await answer.discard().catch(() => undefined);
        if (answer.status === 401) {
          deps.sessions.end(request, reply);
          throw new BffError(401, UNAUTHORISED_MESSAGE);
        }
        throw upstreamFailure(answer.status);
      }
      const keep = definition.keep(readTableQuery(request.query as Record<string, unknown>));
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

      const fileName = exportFileName(new Date(), definition.suffix);
      const body = new PassThrough();
      reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${fileName}"`);
      writeWorkbook(body, {
        sheetName: definition.sheetName,
        columns: definition.columns,
        rows: prepend(first, rows),
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed while streaming');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(body);
    });
  }
}
