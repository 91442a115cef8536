// A table inside one record as a file: GET /bff/exports/<name>/<id>.xlsx. The record is small (one
// plot), so its answer is read whole and checked against the contract before its rows are written,
// with the table's period, search and filters as on screen.
import type { CatalogueEntry } from '@agro/contracts/catalogue/catalogue';
import { readTableQuery, tableRowFilter } from '@agro/contracts/columns/table-query';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { upstreamFailure } from '../../lib/errors.ts';
import { parseInput } from '../../lib/input.ts';
import { requireRights } from '../../plugins/app/authorization.ts';
import type { ExportDependencies, RecordExport } from './definition.ts';
import { MalformedListError } from './list-stream.ts';
import { authorise, openSource, readSource, sourceCall } from './sources.ts';
import { fileNameNow, sendWorkbook } from './workbook-reply.ts';

/** `?debut=&fin=`: the days of a record's table the screen shows (both included). */
const periodQuery = z
  .object({
    debut: z.iso.date().optional(),
    fin: z.iso.date().optional(),
  })
  .loose();

/** A record export reads one plot's answer whole; far more than any plot, far less than a list. */
const MAX_RECORD_BYTES = 16 * 1024 * 1024;

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

export function registerRecordExport(
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
      if (definition.rights) requireRights(session, definition.rights);
      const { id: rawId } = request.params;
      const id = String(
        (parseInput(params, { [parameter]: rawId }, 'chemin') as Record<string, unknown>)[
          parameter
        ],
      );
      const today = platformTodayIso(deps.platform.platformDate, new Date());
      const extra = definition.sourceQuery?.(request.query as Record<string, unknown>, today);
      const extraQuery =
        extra && Object.keys(extra).length > 0 ? `?${new URLSearchParams(extra).toString()}` : '';
      // The naming read is a second upstream call: it needs its own rights too.
      if (naming) requireRights(session, naming.entry.rights);
      const period = definition.dayOf
        ? (parseInput(periodQuery, request.query, 'requête') as z.infer<typeof periodQuery>)
        : {};
      const readRecord = async (call: CatalogueEntry) => {
        const own = /\{(\w+)\}/.exec(call.path)?.[1] ?? parameter;
        const path = `${call.path.replace(`{${own}}`, encodeURIComponent(id))}${call === source ? extraQuery : ''}`;
        const answer = await openSource(deps, request, reply, session, path);
        return readSource(request, async () => {
          const parsed = call.answer.safeParse(await readWhole(answer.body));
          if (!parsed.success) throw new MalformedListError('réponse hors contrat');
          return parsed.data as never;
        });
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
