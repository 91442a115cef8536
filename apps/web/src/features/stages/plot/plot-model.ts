// What the stage plot detail reads from a plot (spec 4 §2.4, §3): its treatments and observed
// stages, which the service sends parsed or as JSON text, its stages with the current and next
// one, and the chart's rows from sowing to maturity.
import type { PlotDetail, WeatherRow } from '@agro/contracts/entities/stages';
import { addDays } from '@agro/domain/calendar-days';
import {
  CEREAL_STAGES,
  currentAndNextStage,
  datedFields,
  stageChartSpan,
} from '@agro/domain/stages';

export interface Treatment {
  maladie: string;
  traitements: { date: string; dose: number | string | null; produit: string | null }[];
}

function jsonList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The plot's treatments by disease; entries of another shape are left out. */
export function treatmentsOf(plot: PlotDetail): Treatment[] {
  return jsonList(plot.traitements).flatMap((entry) =>
    isObject(entry) && typeof entry.maladie === 'string' && Array.isArray(entry.traitements)
      ? [
          {
            maladie: entry.maladie,
            traitements: entry.traitements.filter(
              (t): t is Treatment['traitements'][number] =>
                isObject(t) && typeof t.date === 'string',
            ),
          },
        ]
      : [],
  );
}

/** The observed stages: code and day. */
export function observedStagesOf(plot: PlotDetail): { code: string; date: string }[] {
  return jsonList(plot.stades_obs).flatMap((entry) =>
    isObject(entry) && typeof entry.date === 'string' && entry.code_arvalis != null
      ? [{ code: String(entry.code_arvalis), date: entry.date.slice(0, 10) }]
      : [],
  );
}

/** The plot's dated stages, with which is current and which next on `today`. */
export function stagesOf(plot: PlotDetail, today: string) {
  const dated = datedFields(plot, CEREAL_STAGES);
  const { current, next } = currentAndNextStage(
    dated.map((stage) => ({ code: stage.field, date: stage.date })),
    today,
  );
  return dated.map((stage) => ({
    ...stage,
    current: stage.field === current?.code,
    next: stage.field === next?.code,
  }));
}

/**
 * The chart's rows: every day from sowing to maturity (spec 4 §2.4), the weather where the
 * window has it (minimum and maximum temperature, rain), nothing after.
 */
export function chartRows(plot: PlotDetail, weather: readonly WeatherRow[]) {
  const byDay = new Map(weather.map((row) => [row.DateDebut, row]));
  const span = stageChartSpan(plot.date_semis, plot.stade_maturite, weather.at(-1)?.DateDebut);
  const rows: { date: string; tmin: number | null; tmax: number | null; pluie: number | null }[] =
    [];
  for (let day = span.from; day <= span.to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    rows.push({
      date: day,
      tmin: row?.TMini ?? null,
      tmax: row?.TMaxi ?? null,
      pluie: row?.Pluie ?? null,
    });
  }
  return rows;
}
