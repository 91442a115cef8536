// Excel exports: GET /bff/exports/<name>.xlsx?<filters>. Each reads its source call upstream with
// the session's token, filters with the screen's predicate, and streams the rows.
import { catalogue, type EndpointId } from '@agro/contracts/catalogue/catalogue';
import { adviserListColumns, type AdviserListRow } from '@agro/contracts/columns/advisers';
import type { Column } from '@agro/contracts/columns/column';
import { shownValues } from '@agro/contracts/columns/column';
import { exportFileName } from '@agro/domain/dates';
import { canAccess } from '@agro/domain/rights';
import { matchesSearch } from '@agro/domain/search';
import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { API_ERROR_MESSAGE, BffError, FORBIDDEN_MESSAGE, UNAUTHORISED_MESSAGE } from '../errors.ts';
import { requireSession } from '../routes/auth.ts';
import type { SessionStore } from '../session.ts';
import type { Upstream } from '../upstream.ts';
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
  /** The screen's filter, from the query string. */
  keep(row: Row, query: Record<string, string | undefined>): boolean;
}

const adviserExport: ExportDefinition<AdviserListRow> = {
  name: 'conseillers',
  source: 'advisersList',
  suffix: '_conseillers.xlsx',
  sheetName: 'Conseillers',
  columns: adviserListColumns,
  keep: (row, query) => matchesSearch(shownValues(adviserListColumns, row), query.search),
};

export const EXPORTS: readonly ExportDefinition<never>[] = [
  adviserExport as ExportDefinition<never>,
];

export function registerExports(
  app: FastifyInstance,
  deps: { sessions: SessionStore; upstream: Upstream },
): void {
  for (const definition of EXPORTS as readonly ExportDefinition<unknown>[]) {
    const source = catalogue.find((entry) => entry.id === definition.source);
    if (!source || source.method !== 'GET')
      throw new Error(`export source ${definition.source} is not a GET call`);
    app.get(`/bff/exports/${definition.name}.xlsx`, async (request, reply) => {
      const session = requireSession(deps.sessions, request);
      if (!canAccess({ loggedIn: true, rights: session.rights }, source.rights)) {
        throw new BffError(403, FORBIDDEN_MESSAGE);
      }
      const answer = await deps.upstream.call({
        method: 'GET',
        path: source.path,
        token: session.upstreamToken,
        requestId: request.id,
      });
      if (answer.status === 401) {
        deps.sessions.clear(reply);
        throw new BffError(401, UNAUTHORISED_MESSAGE);
      }
      const parsed = source.answer.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) throw new BffError(502, API_ERROR_MESSAGE);
      const rows = ((parsed.data as { data: unknown[] }).data ?? []) as unknown[];
      const query = request.query as Record<string, string | undefined>;
      const kept = rows.filter((row) => definition.keep(row, query));

      const fileName = exportFileName(new Date(), definition.suffix);
      const body = new PassThrough();
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store');
      writeWorkbook(body, {
        sheetName: definition.sheetName,
        columns: definition.columns,
        rows: kept,
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'export failed while streaming');
        body.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(body);
    });
  }
}
