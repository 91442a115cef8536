// A screen's list as a file: GET /bff/exports/<name>.xlsx?<table query>. The list is read from the
// upstream with the session's token as it arrives, filtered with the screen's predicate, and
// streamed: neither the answer nor the workbook is ever whole in memory. The query is the table's
// (search=…&filter.<key>=…, @agro/contracts/columns/table-query), read with the same predicate the
// table uses, so the file holds the rows on screen.
import { readTableQuery } from '@agro/contracts/columns/table-query';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { FastifyInstance } from 'fastify';
import { requireRights } from '../../plugins/app/authorization.ts';
import type { ExportDependencies, ListExport } from './definition.ts';
import {
  authorise,
  gathered,
  keptRows,
  listRowSchema,
  listSourcePath,
  openSource,
  readSource,
  sourceCall,
} from './sources.ts';
import { fileNameNow, prepend, sendWorkbook } from './workbook-reply.ts';

export function registerListExport(
  app: FastifyInstance,
  deps: ExportDependencies,
  definition: ListExport<unknown>,
): void {
  const post = definition.sourceBody === undefined ? undefined : { body: definition.sourceBody };
  const source = sourceCall(definition.source, post ? 'POST' : 'GET');
  const rowSchema = listRowSchema(source.answer);
  app.get(`/bff/exports/${definition.name}.xlsx`, async (request, reply) => {
    const session = await authorise(deps, request, reply, source);
    if (definition.rights) requireRights(session, definition.rights);
    const today = platformTodayIso(deps.platform.platformDate, new Date());
    const path = listSourcePath(source, definition, today);
    const requestQuery = request.query as Record<string, unknown>;
    const keep = definition.keep(readTableQuery(requestQuery), requestQuery, today, {
      login: session.login,
      instituteName: deps.platform.instituteKeyword,
    });
    const answer = await openSource(deps, request, reply, session, path, post);
    const rows = keptRows(answer.body, rowSchema, keep);
    const sheet = {
      sheetName: definition.sheetName,
      columns: definition.columnsFor?.(session.rights, today) ?? definition.columns,
    };
    const { countedSuffix } = definition;
    if (countedSuffix) {
      // The name, sent first, says how many rows the file holds: they are all read before it.
      const all = await readSource(request, () => gathered(rows));
      const fileName = fileNameNow(deps, countedSuffix(all.length));
      return sendWorkbook(request, reply, fileName, { ...sheet, rows: all });
    }
    // Until the first kept row is read, a malformed answer can still be a JSON error; after
    // the workbook has started, it can only end the download.
    const first = await readSource(request, () => rows.next());
    return sendWorkbook(request, reply, fileNameNow(deps, definition.suffix), {
      ...sheet,
      rows: prepend(first, rows),
    });
  });
}
