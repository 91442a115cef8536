// Spec 2 §2 "CHN plot detail": the plot's Excel export (its daily data at the calculation date
// shown, from sowing on) and its validation history's, each read at the screen's date.
import { CHN_VIEW_PARAMS } from '@agro/contracts/columns/chn';
import {
  chnDailyColumns,
  chnDailyExportRows,
  chnPlotHistoryColumns,
} from '@agro/contracts/columns/chn-plot';
import type { ChnDailyResults, ChnPlotResult } from '@agro/contracts/entities/ferti';
import { resultDateParam } from '@agro/domain/chn';
import { fileNamePart } from '@agro/domain/dates';
import type { RecordExport } from './definitions.ts';

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

export const chnRecordExports = [plotDaily, plotHistory];
