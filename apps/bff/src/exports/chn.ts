// Spec 2 §2: the CHN follow-up's Excel export, GET /bff/exports/chn.xlsx with the screen's
// calculation date, delta-N switches, search and filters (CHN_VIEW_PARAMS, table query). The rows
// are the screen's: each result marked in error when chns/results/errors names it, its inputs
// around the platform's day. The file has a column group per fertilisation intervention and per
// planned input, as many as the most any row kept has: the results are read twice, once to
// count them, once to stream the rows, so the workbook is never whole in memory.
import {
  chnExportColumns,
  chnListRowOf,
  chnRowFilter,
  readChnView,
  widenChnExport,
  type ChnExportWidth,
} from '@agro/contracts/columns/chn';
import { readTableQuery } from '@agro/contracts/columns/table-query';
import type { ChnListRow, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { resultDateParam } from '@agro/domain/chn';
import { todayIso } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_MESSAGE, BffError } from '../errors.ts';
import {
  authorise,
  fileNameNow,
  keptRows,
  listRowSchema,
  openSource,
  prepend,
  sendWorkbook,
  sourceCall,
  type ExportDependencies,
} from './routes.ts';

export const CHN_EXPORT_NAME = 'chn';
/** Named like the QN export of spec 2 §9 ({yyyymmdd}_parcellesQN), as an .xlsx file. */
export const CHN_EXPORT_SUFFIX = '_parcellesCHN.xlsx';

/** Reads a whole source, turning an unreadable answer into the BFF's 502. */
async function consume<T>(request: FastifyRequest, rows: AsyncIterable<T>, each: (row: T) => void) {
  try {
    for await (const row of rows) each(row);
  } catch (error) {
    request.log.warn({ err: error }, 'export source unreadable');
    throw new BffError(502, API_ERROR_MESSAGE);
  }
}

export function registerChnExport(app: FastifyInstance, deps: ExportDependencies): void {
  const results = sourceCall('chnResults');
  const errors = sourceCall('chnResultErrors');
  const resultSchema = listRowSchema(results.answer);
  const errorSchema = listRowSchema(errors.answer);
  const everyRow = () => true;

  app.get(`/bff/exports/${CHN_EXPORT_NAME}.xlsx`, async (request, reply: FastifyReply) => {
    // Both sources need the same right (CHN): checked once, on the list.
    const session = await authorise(deps, request, reply, results);
    const raw = request.query as Record<string, unknown>;
    const view = readChnView(raw);
    const keep = chnRowFilter(view, readTableQuery(raw));
    const today = todayIso(platformNow(deps.platform.platformDate, new Date()));
    // The screen's rule: a date is sent only when it holds the current year (spec 2 §4).
    const date = resultDateParam(view.date, Number(today.slice(0, 4)));
    const query = date === undefined ? '' : `?date_calcul=${encodeURIComponent(date)}`;
    const open = (path: string) => openSource(deps, request, reply, session, `${path}${query}`);

    const failed = new Set<string>();
    const errorAnswer = await open(errors.path);
    await consume(request, keptRows(errorAnswer.body, errorSchema, everyRow), (row) =>
      failed.add(String((row as { uuid_plot: string | number }).uuid_plot)),
    );
    const rowOf = (result: unknown): ChnListRow =>
      chnListRowOf(result as ChnPlotResult, failed, today);

    let width: ChnExportWidth = { interventions: 0, plannedInputs: 0 };
    const counted = await open(results.path);
    await consume(request, keptRows(counted.body, resultSchema, everyRow), (result) => {
      const row = rowOf(result);
      if (keep(row)) width = widenChnExport(width, row);
    });

    const answer = await open(results.path);
    async function* kept(): AsyncGenerator<ChnListRow, void, undefined> {
      for await (const result of keptRows(answer.body, resultSchema, everyRow)) {
        const row = rowOf(result);
        if (keep(row)) yield row;
      }
    }
    const rows = kept();
    let first: IteratorResult<ChnListRow>;
    try {
      first = await rows.next();
    } catch (error) {
      request.log.warn({ err: error }, 'export source unreadable');
      throw new BffError(502, API_ERROR_MESSAGE);
    }
    return sendWorkbook(request, reply, fileNameNow(deps, CHN_EXPORT_SUFFIX), {
      sheetName: 'Parcelles CHN',
      columns: chnExportColumns(width),
      rows: prepend(first, rows),
    });
  });
}
