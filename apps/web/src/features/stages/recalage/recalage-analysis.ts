// The analysis calendar of 'Recalages en place' (spec 4 §2.6): for the montaison or the épiaison,
// per department and per sowing period (the periods requests start on: days 1, 6, 11, 16, 21 and
// 26 of a month), the recalages in production beside the requests entered.
import type { RecalageAnalysis, RecalageRequest } from '@agro/contracts/entities/recalage';
import type { RECALAGE_ANALYSIS_STAGES } from '@agro/contracts/entities/recalage';
import { SOWING_START_DAYS } from '@agro/domain/recalage';
import { cropValue } from './recalage-form';

export type AnalysisStage = (typeof RECALAGE_ANALYSIS_STAGES)[number];

/** Which of montaison and épiaison a stage or a recalage type names (épi 1 cm is the montaison). */
export function analysisStageOf(name: string | null | undefined): AnalysisStage | null {
  const folded = (name ?? '').toLowerCase();
  if (folded.includes('montaison') || folded.includes('epi1cm') || folded.includes('e1c')) {
    return 'montaison';
  }
  if (folded.includes('epiaison') || folded.includes('épiaison')) return 'epiaison';
  return null;
}

/** The first day of the sowing period a day falls in ('2025-10-13' → '2025-10-11'). */
export function sowingPeriodStart(iso: string): string {
  const day = Number(iso.slice(8, 10));
  const start = [...SOWING_START_DAYS].reverse().find((first) => first <= day) ?? 1;
  return `${iso.slice(0, 8)}${String(start).padStart(2, '0')}`;
}

/** The sowing periods from the one of `from` to the one of `to`, both included. */
export function sowingPeriods(from: string, to: string): string[] {
  const periods: string[] = [];
  let current = sowingPeriodStart(from);
  const last = sowingPeriodStart(to);
  while (current <= last && periods.length < 400) {
    periods.push(current);
    const [year, month, day] = current.split('-').map(Number) as [number, number, number];
    const next = SOWING_START_DAYS.find((first) => first > day);
    current =
      next !== undefined
        ? `${current.slice(0, 8)}${String(next).padStart(2, '0')}`
        : month === 12
          ? `${year + 1}-01-01`
          : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  return periods;
}

export interface AnalysisCell {
  production: number[];
  requests: number[];
}

export interface AnalysisGrid {
  periods: string[];
  departments: string[];
  cell(department: string, period: string): AnalysisCell | undefined;
}

const sameCrop = (a: string | number | null, crop: string | null) =>
  crop === null || String(a ?? '') === crop;

/**
 * The grid of one stage: the production's recalages (their sowing period) and the active requests
 * (every period of their sowing range, in each of their departments), for one crop or all.
 */
export function analysisGrid(
  production: readonly RecalageAnalysis[],
  requests: readonly RecalageRequest[],
  stage: AnalysisStage,
  crop: string | null,
): AnalysisGrid {
  const cells = new Map<string, AnalysisCell>();
  const departments = new Set<string>();
  const periods = new Set<string>();
  const cellOf = (department: string, period: string) => {
    const key = `${department}|${period}`;
    let cell = cells.get(key);
    if (!cell) {
      cell = { production: [], requests: [] };
      cells.set(key, cell);
    }
    departments.add(department);
    periods.add(period);
    return cell;
  };
  for (const row of production) {
    if (analysisStageOf(row.type_recalage) !== stage || !sameCrop(cropValue(row.culture), crop)) {
      continue;
    }
    if (!row.date_semis_debut) continue;
    cellOf(row.departement, sowingPeriodStart(row.date_semis_debut.slice(0, 10))).production.push(
      row.valeur_recalage,
    );
  }
  for (const request of requests) {
    if (analysisStageOf(request.stade) !== stage || !sameCrop(cropValue(request.culture), crop)) {
      continue;
    }
    if (!request.datedebut || !request.datefin || request.jourdecalage === null) continue;
    for (const period of sowingPeriods(
      request.datedebut.slice(0, 10),
      request.datefin.slice(0, 10),
    )) {
      for (const department of request.departements ?? []) {
        cellOf(department, period).requests.push(request.jourdecalage);
      }
    }
  }
  return {
    periods: [...periods].sort(),
    departments: [...departments].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })),
    cell: (department, period) => cells.get(`${department}|${period}`),
  };
}
