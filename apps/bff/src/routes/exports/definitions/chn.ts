// Spec 2 §2: the CHN module's files. The follow-up's list, GET /bff/exports/chn.xlsx with the
// screen's calculation date, delta-N switches, search and filters (CHN_VIEW_PARAMS, table query):
// the rows are the screen's, each result marked in error when chns/results/errors names it, its
// inputs around the platform's day, and the file has a column group per fertilisation
// intervention and per planned input, as many as the most any row kept has. Then the plot detail's
// files: its daily data at the calculation date shown, from sowing on, and its validation history.
import {
  CHN_VIEW_PARAMS,
  chnExportColumns,
  chnExportWidth,
  chnListRowOf,
  chnRowFilter,
  readChnView,
} from '@agro/contracts/columns/chn';
import {
  chnDailyColumns,
  chnDailyExportRows,
  chnPlotHistoryColumns,
} from '@agro/contracts/columns/chn-plot';
import { readTableQuery } from '@agro/contracts/columns/table-query';
import type { ChnDailyResults, ChnListRow, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { resultDateParam } from '@agro/domain/chn';
import { fileNamePart } from '@agro/domain/dates';
import { platformTodayIso } from '@agro/domain/platform-date';
import type { CustomExport, ExportDefinition, RecordExport } from '../definition.ts';
import {
  authorise,
  gathered,
  keptRows,
  listRowSchema,
  openSource,
  readSource,
  sourceCall,
} from '../sources.ts';
import { fileNameNow, sendWorkbook } from '../workbook-reply.ts';

/** Named like the QN export of spec 2 §9 ({yyyymmdd}_parcellesQN), as an .xlsx file. */
export const CHN_EXPORT_SUFFIX = '_parcellesCHN.xlsx';

const followUp: CustomExport = {
  kind: 'custom',
  name: 'chn',
  handler(deps) {
    const results = sourceCall('chnResults');
    const errors = sourceCall('chnResultErrors');
    const resultSchema = listRowSchema(results.answer);
    const errorSchema = listRowSchema(errors.answer);
    const everyRow = () => true;

    return async (request, reply) => {
      // Both sources need the same right (CHN): checked once, on the list.
      const session = await authorise(deps, request, reply, results);
      const raw = request.query as Record<string, unknown>;
      const view = readChnView(raw);
      const today = platformTodayIso(deps.platform.platformDate, new Date());
      // The platform's day, never the caller's: 'À apporter maintenant' is the screen's as of it.
      const keep = chnRowFilter(view, readTableQuery(raw), today);
      // The screen's rule: a date is sent only when it holds the current year (spec 2 §4).
      const date = resultDateParam(view.date, Number(today.slice(0, 4)));
      const query = date === undefined ? '' : `?date_calcul=${encodeURIComponent(date)}`;
      const open = (path: string) => openSource(deps, request, reply, session, `${path}${query}`);

      const errorAnswer = await open(errors.path);
      const failed = new Set(
        (
          await readSource(request, () =>
            gathered(keptRows(errorAnswer.body, errorSchema, everyRow)),
          )
        ).map((row) => String((row as { uuid_plot: string | number }).uuid_plot)),
      );

      // The columns depend on every row kept: the rows are gathered before the file starts.
      const answer = await open(results.path);
      const rows = await readSource(request, async () => {
        const kept: ChnListRow[] = [];
        for await (const result of keptRows(answer.body, resultSchema, everyRow)) {
          const row = chnListRowOf(result as ChnPlotResult, failed, today);
          if (keep(row)) kept.push(row);
        }
        return kept;
      });
      return sendWorkbook(request, reply, fileNameNow(deps, CHN_EXPORT_SUFFIX), {
        sheetName: 'Parcelles CHN',
        columns: chnExportColumns(chnExportWidth(rows), today),
        rows,
      });
    };
  },
};

/** `?date_calcul=` of the download, sent on only as the screen sends it (spec 2 §4). */
function calculationDate(
  query: Readonly<Record<string, unknown>>,
  today: string,
): Record<string, string> {
  const asked = query[CHN_VIEW_PARAMS.date];
  const date =
    typeof asked === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asked)
      ? resultDateParam(asked, Number(today.slice(0, 4)))
      : undefined;
  return date === undefined ? {} : { [CHN_VIEW_PARAMS.date]: date };
}

type Daily = ChnDailyResults['daily'][number];
type History = NonNullable<ChnPlotResult['tab_historique']>[number];

const plotDaily: RecordExport<{ data: ChnDailyResults }, Daily> = {
  kind: 'record',
  name: 'chn-parcelle',
  source: 'chnPlotDailyResults',
  sheetName: 'Parcelle CHN',
  columns: chnDailyColumns,
  sourceQuery: calculationDate,
  // The second read gives the sowing date, from which the rows start as the charts do.
  namedBy: {
    source: 'chnPlotResults',
    part: ({ data }: { data: ChnPlotResult[] }) => data[0]?.semis_date ?? null,
  } as RecordExport<{ data: ChnDailyResults }, Daily>['namedBy'],
  read: ({ data }, id, sowing) => ({
    rows: chnDailyExportRows(data.daily, sowing ?? null),
    suffix: `_CHN_parcelle_${fileNamePart(id)}.xlsx`,
  }),
};

const plotHistory: RecordExport<{ data: ChnPlotResult[] }, History> = {
  kind: 'record',
  name: 'chn-historique',
  source: 'chnPlotResults',
  sheetName: 'Historique CHN',
  columns: chnPlotHistoryColumns,
  sourceQuery: calculationDate,
  read: ({ data }, id) => {
    const [result] = data;
    if (!result) return null;
    return {
      rows: result.tab_historique ?? [],
      suffix: `_CHN_historique_${fileNamePart(id)}.xlsx`,
    };
  },
};

export const chnExports: readonly ExportDefinition[] = [
  followUp,
  plotDaily as RecordExport<never, never>,
  plotHistory as RecordExport<never, never>,
];
