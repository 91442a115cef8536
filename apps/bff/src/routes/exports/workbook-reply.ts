// The download itself: a workbook streamed as the answer, under a name dated on the platform's day.
import type { Column } from '@agro/contracts/columns/column';
import { exportFileName } from '@agro/domain/dates';
import { platformNow } from '@agro/domain/platform-date';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PassThrough } from 'node:stream';
import type { ExportDependencies } from './definition.ts';
import { writeWorkbook } from './xlsx.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name of an export made now, dated on the platform's day like everything else. */
export function fileNameNow(deps: Pick<ExportDependencies, 'platform'>, suffix: string): string {
  return exportFileName(platformNow(deps.platform.platformDate, new Date()), suffix);
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

/** The rows again, with the first one, already read, in front. */
export async function* prepend<T>(
  first: IteratorResult<T>,
  rest: AsyncIterator<T>,
): AsyncGenerator<T, void, undefined> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}
