// The cereal and maize stage rules of spec 4 (§2.2, §2.3, §2.4, §4, §5.1, §8, §9): the current and
// next stage, the date-window indicator, the diseases a species shows, the detail's weather
// window, the sowing year and E1C band of the disease graphs, the own-plot CSV checks and
// guidance, and the module's messages. The stage and fusarium risk colours and the calculation
// state's are in status-colours.ts; the year bounds, CSV splitting and chips in dates.ts.
import { addDays } from './calendar-days.ts';
import { displayLogin } from './session.ts';
import { stageCalculationColour, type StatusColour } from './status-colours.ts';
import { calculationBadgeOfColour, type StatusBadge } from './water-balance.ts';

const NNBSP = '\u202f';

// ---------------------------------------------------------------------------------------------
// Stages

export interface DatedStage<Code extends string = string> {
  code: Code;
  /** 'YYYY-MM-DD', or null when the model gives none. */
  date: string | null;
}

/**
 * Spec 4 §4: the current stage is the latest one whose date is not in the future (today
 * included), the next stage the first one whose date is. Stages without a date are skipped; the
 * stages are read in the order given (the crop's).
 */
export function currentAndNextStage<Code extends string>(
  stages: readonly DatedStage<Code>[],
  today: string,
): { current: DatedStage<Code> | null; next: DatedStage<Code> | null } {
  let current: DatedStage<Code> | null = null;
  let next: DatedStage<Code> | null = null;
  for (const stage of stages) {
    if (stage.date === null) continue;
    if (stage.date <= today) {
      if (current === null || stage.date >= (current.date as string)) current = stage;
    } else if (next === null || stage.date < (next.date as string)) {
      next = stage;
    }
  }
  return { current, next };
}

/**
 * Spec 4 §2.1, §4: the calculation-state badge of etat_calcul: 'ok' green 'Calcul à jour', 'ko'
 * red 'Calcul en erreur', anything else orange 'Calcul en attente' (the water balance's texts).
 */
export function stageCalculationBadge(etatCalcul: string | null | undefined): StatusBadge {
  return calculationBadgeOfColour(stageCalculationColour(etatCalcul));
}

export type WindowPosition = 'before' | 'inside' | 'after';

/**
 * Spec 4 §2.2: where a day stands against a date window (both bounds included): before it green
 * '--', inside it orange '++', after it red '+++'. A window without a start opens at once; without
 * an end it never closes; with neither, every day is before it.
 */
export function dateWindowIndicator(
  day: string,
  start: string | null | undefined,
  end: string | null | undefined,
): { position: WindowPosition; sign: '--' | '++' | '+++'; colour: StatusColour } {
  let position: WindowPosition;
  if (!start && !end) position = 'before';
  else if (start && day < start) position = 'before';
  else if (end && day > end) position = 'after';
  else position = 'inside';
  return WINDOW_INDICATORS[position];
}

const WINDOW_INDICATORS = {
  before: { position: 'before', sign: '--', colour: 'green' },
  inside: { position: 'inside', sign: '++', colour: 'orange' },
  after: { position: 'after', sign: '+++', colour: 'red' },
} as const;

// ---------------------------------------------------------------------------------------------
// Diseases

/** The cereal species of the module (spec 4 §9): soft wheat, durum wheat, barley, triticale. */
export const CEREAL_SPECIES_CODES = ['17', '40', '27', '19'] as const;
export const BARLEY_CODE = '27';

export const CEREAL_DISEASES = {
  pietin_verse: 'Piétin-verse',
  fusariose: 'Fusariose',
  rouille_jaune: 'Rouille jaune',
  rouille_brune: 'Rouille brune',
  septoriose: 'Septoriose',
  helminthosporiose: 'Helminthosporiose',
  rhynchosporiose: 'Rhynchosporiose',
} as const;
export type CerealDisease = keyof typeof CEREAL_DISEASES;

/**
 * Spec 4 §2.4: barley (27) shows helminthosporiosis and rhynchosporiosis; the other cereals
 * eyespot, fusarium, yellow rust, brown rust and septoria.
 */
export function diseasesOfSpecies(codeespece: string | number | null | undefined): CerealDisease[] {
  return String(codeespece ?? '').trim() === BARLEY_CODE
    ? ['helminthosporiose', 'rhynchosporiose']
    : ['pietin_verse', 'fusariose', 'rouille_jaune', 'rouille_brune', 'septoriose'];
}

/** Spec 4 §9: the plot detail shows the risk forecast of up to 8 days per disease. */
export const RISK_FORECAST_DAYS_MAX = 8;
/** Spec 4 §9: the detail lists the last 20 computations. */
export const COMPUTATIONS_SHOWN = 20;

// ---------------------------------------------------------------------------------------------
// Dates of the detail and of the disease graphs

/** The ISO day `months` calendar months after `iso`, the day kept or, past a month's end, its last day. */
export function addMonthsIso(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(targetYear).padStart(4, '0')}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Spec 4 §9: the detail's weather runs from the sowing date to the earlier of 11 months after
 * sowing and 6 days from today (the forecasts' end).
 */
export function stageDetailWeatherWindow(
  sowing: string,
  today: string,
): { start: string; end: string } {
  const elevenMonths = addMonthsIso(sowing, 11);
  const forecastEnd = addDays(today, 6);
  return { start: sowing, end: elevenMonths < forecastEnd ? elevenMonths : forecastEnd };
}

/** Spec 4 §2.3: sowings from September on belong to the previous year's autumn. */
export const SOWING_PREVIOUS_YEAR_FROM_MONTH = 9;

/**
 * Spec 4 §2.3: the year a sowing day (its month and day, from a list that gives no year) is charted
 * in: before September the current year, from September the previous one.
 */
export function sowingDateInCampaign(month: number, day: number, currentYear: number): string {
  const year = month < SOWING_PREVIOUS_YEAR_FROM_MONTH ? currentYear : currentYear - 1;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Spec 4 §2.3: the disease graphs show a band of 5 days either side of the E1C prediction. */
export const E1C_BAND_DAYS = 5;

export function e1cBand(e1c: string): { from: string; to: string } {
  return { from: addDays(e1c, -E1C_BAND_DAYS), to: addDays(e1c, E1C_BAND_DAYS) };
}

/** Spec 4 §2.3: only plots whose retained E1C falls in the current year or later are charted. */
export function isChartedE1c(retainedE1c: string | null | undefined, currentYear: number): boolean {
  return typeof retainedE1c === 'string' && Number(retainedE1c.slice(0, 4)) >= currentYear;
}

/** Spec 4 §2.3: the disease graphs' default years, high and low, per disease. */
export const DISEASE_GRAPH_DEFAULT_YEARS = {
  rouille_jaune: { high: 2014, low: 2006 },
  pietin_verse: { high: 2001, low: 1996 },
  rouille_brune: { high: 2007, low: 2003 },
} as const;

// ---------------------------------------------------------------------------------------------
// Own plots

/** Spec 4 §5.1, §6: a plot is the user's own when its code begins with the user's login. */
export function isOwnPlot(
  codeParcelle: string | null | undefined,
  login: string | null | undefined,
  instituteName?: string,
): boolean {
  const own = displayLogin(login, instituteName);
  return own !== '' && typeof codeParcelle === 'string' && codeParcelle.startsWith(own);
}

/** The own-plot CSV columns the checks read (spec 4 §3, §5.1). */
export const OWN_PLOT_CSV_CHECKED = {
  dates: ['date_semis', 'date_mesure'],
  code: 'code_parcelle',
  station: 'code_station',
  insee: 'code_insee',
} as const;

const DD_MM_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isFrenchDate(text: string): boolean {
  const match = DD_MM_YYYY.exec(text);
  if (!match) return false;
  const [, day, month, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Spec 4 §5.1: the cells the preview shows in red, as 'row:column' (0-based data rows, the
 * header's column names): a non-empty sowing or measure date not dd/mm/yyyy (an impossible day
 * included), a code_parcelle found twice in the file (both cells), a non-empty code_station not 4
 * characters long, a non-empty code_insee not 5. Cells are trimmed before they are checked.
 */
export function ownPlotCsvErrors(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Set<string> {
  const columns = new Map(header.map((name, index) => [name.trim(), index]));
  const errors = new Set<string>();
  const cell = (row: readonly string[], name: string) => {
    const index = columns.get(name);
    return index === undefined ? '' : (row[index] ?? '').trim();
  };
  const codes = new Map<string, number[]>();
  rows.forEach((row, r) => {
    for (const name of OWN_PLOT_CSV_CHECKED.dates) {
      const value = cell(row, name);
      if (value !== '' && !isFrenchDate(value)) errors.add(`${r}:${name}`);
    }
    const station = cell(row, OWN_PLOT_CSV_CHECKED.station);
    if (station !== '' && station.length !== 4) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.station}`);
    const insee = cell(row, OWN_PLOT_CSV_CHECKED.insee);
    if (insee !== '' && insee.length !== 5) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.insee}`);
    const code = cell(row, OWN_PLOT_CSV_CHECKED.code);
    if (code !== '') codes.set(code, [...(codes.get(code) ?? []), r]);
  });
  for (const found of codes.values()) {
    if (found.length > 1) for (const r of found) errors.add(`${r}:${OWN_PLOT_CSV_CHECKED.code}`);
  }
  return errors;
}

/** Spec 4 §5.1: the guidance shown with the own-plot import (accents restored). */
export const OWN_PLOT_IMPORT_GUIDANCE = [
  'Ne modifiez pas les en-têtes des colonnes.',
  'castype\u202f: 1 pour un cas type, 0 pour une parcelle réelle.',
  "Cultures\u202f: blé tendre d'hiver, blé dur d'hiver, orge d'hiver, triticale.",
  'Renseignez le code station, ou le code INSEE, ou la latitude et la longitude.',
  'Précédents admis\u202f: blé tendre, blé dur, orge hiver, triticale, maïs grain, maïs fourrage, maïs doux.',
  "Une observation demande une date de mesure et une mesure d'épi (10 si la date exacte a été observée).",
  'Une parcelle dont le code_parcelle existe déjà remplace les informations de cette parcelle (modification).',
].map((text) => text.replace(/\u202f:/g, `${NNBSP}:`));

// ---------------------------------------------------------------------------------------------
// Messages (spec 4 §8, spelling corrected: docs/spec-deviations.md)

export const STATION_CODE_INVALID = 'Code Station non conforme';
export const DISEASE_GRAPHS_FAILED = 'Erreur dans la génération des graphiques maladies';
export const FILE_UNREADABLE = `Le fichier ne peut pas être lu${NNBSP}!`;
export const PLOT_DELETED = { title: 'Suppression', message: 'Parcelle supprimée' } as const;
export const PLOT_DELETE_FAILED = 'Une erreur est survenue';
export const IMPORT_SUCCEEDED = 'Import réalisé avec succès';
export const IMPORT_FAILED = 'Import avec erreur';

/** Spec 4 §5.1: a disease graph needs the plot's station code; the alert otherwise, or null. */
export function stationCodeError(codeStation: string | null | undefined): string | null {
  return codeStation == null || codeStation.trim() === '' ? STATION_CODE_INVALID : null;
}

/** Spec 4 §9: the cap list's export, named yyyymmdd_previlis (written as .xlsx: spec-deviations). */
export const PREVILIS_EXPORT_SUFFIX = '_previlis.xlsx';

// ---------------------------------------------------------------------------------------------
// The plot detail's stages and diseases (spec 4 §2.4, §3)

/** Cereal stages of the detail, in the crop's order: field, name and the chart's short label. */
export const CEREAL_STAGES = [
  { field: 'stade_levee', label: 'Levée', short: 'Lev' },
  { field: 'stade_debuttallage', label: 'Début tallage', short: 'DT' },
  { field: 'stade_epi1cm', label: 'Épi 1 cm', short: 'E1C' },
  { field: 'stade_1n', label: '1 nœud', short: '1N' },
  { field: 'stade_2n', label: '2 nœuds', short: '2N' },
  { field: 'stade_dfp', label: 'Dernière feuille pointante', short: 'DFP' },
  { field: 'stade_meiose', label: 'Méiose', short: 'Méi' },
  { field: 'stade_epiaison', label: 'Épiaison', short: 'Épi' },
  { field: 'stade_floraison', label: 'Floraison', short: 'Flo' },
  { field: 'stade_maturite', label: 'Maturité', short: 'Mat' },
  { field: 'stade_recolte', label: 'Récolte', short: 'Réc' },
] as const;
export type CerealStageField = (typeof CEREAL_STAGES)[number]['field'];

/** The alert and treatment dates of each disease (spec 4 §3 disease dates), in order. */
export const DISEASE_DATE_FIELDS: Readonly<
  Record<CerealDisease, readonly { field: string; label: string }[]>
> = {
  pietin_verse: [
    { field: 'pv_datealerte', label: 'Alerte' },
    { field: 'pv_datet1', label: 'T1' },
  ],
  fusariose: [
    { field: 'fusa_datealerte', label: 'Alerte' },
    { field: 'fusa_datet1', label: 'T1' },
  ],
  rouille_jaune: [
    { field: 'rouillejaune_crusty_date1', label: 'Date 1' },
    { field: 'rouillejaune_crusty_date2', label: 'Date 2' },
    { field: 'rouillejaune_crusty_date3', label: 'Date 3' },
  ],
  rouille_brune: [
    { field: 'rouillebrune_datealerte', label: 'Alerte' },
    { field: 'rouillebrune_datet1', label: 'T1' },
  ],
  septoriose: [
    { field: 'septo_datealerte', label: 'Alerte' },
    { field: 'septo_datet1', label: 'T1' },
    { field: 'septo_datealerte2', label: 'Alerte 2' },
    { field: 'septo_datet2', label: 'T2' },
  ],
  helminthosporiose: [
    { field: 'helmintho_date1', label: 'Date 1' },
    { field: 'helmintho_date2', label: 'Date 2' },
  ],
  rhynchosporiose: [
    { field: 'rhyncho_date1', label: 'Date 1' },
    { field: 'rhyncho_date2', label: 'Date 2' },
  ],
};

/** Each disease's abbreviation on the detail chart's markers ('Sep T1'), explained beside it. */
export const DISEASE_SHORT: Readonly<Record<CerealDisease, string>> = {
  pietin_verse: 'PV',
  fusariose: 'Fus',
  rouille_jaune: 'RJ',
  rouille_brune: 'RB',
  septoriose: 'Sep',
  helminthosporiose: 'Hel',
  rhynchosporiose: 'Rhy',
};

/** The field of each disease's risk: fusarium's is its faible/moyen/élevé text. */
export const DISEASE_RISK_FIELDS: Readonly<Record<CerealDisease, string>> = {
  pietin_verse: 'pv_risque',
  fusariose: 'risque_fusa',
  rouille_jaune: 'rouillejaune_risque',
  rouille_brune: 'rouillebrune_risque',
  septoriose: 'septo_risque',
  helminthosporiose: 'helmintho_risque',
  rhynchosporiose: 'rhyncho_risque',
};

/** The dated values of a plot's fields, in the order given, leaving out those without a day. */
export function datedFields<Item extends { field: string }>(
  plot: Readonly<Record<string, unknown>>,
  items: readonly Item[],
): (Item & { date: string })[] {
  return items.flatMap((item) => {
    const value = plot[item.field];
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? [{ ...item, date: value.slice(0, 10) }]
      : [];
  });
}

/**
 * Spec 4 §2.4: the words of a risk code's dot: 10 'Risque faible', 20 'Risque modéré', 30 'Risque
 * fort', anything else (the disease is not followed that day) 'Non évalué'. The colours are
 * stageRiskColour's.
 */
export function stageRiskLabel(risk: number | string | null | undefined): string {
  const code = Number(risk);
  if (risk === null || risk === undefined || risk === '') return 'Non évalué';
  if (code === 10) return 'Risque faible';
  if (code === 20) return 'Risque modéré';
  if (code === 30) return 'Risque fort';
  return 'Non évalué';
}

/**
 * Spec 4 §2.4: the detail chart's days, from sowing to maturity (to the weather's last day when
 * maturity is not predicted).
 */
export function stageChartSpan(
  sowing: string,
  maturity: string | null | undefined,
  lastWeatherDay: string | null | undefined,
): { from: string; to: string } {
  const to = maturity ?? lastWeatherDay ?? sowing;
  return { from: sowing, to: to < sowing ? sowing : to };
}

/** Names of the observed stage codes (the stage-code-to-name resource of spec 4 §7). */
export const OBSERVED_STAGE_NAMES: Readonly<Record<string, string>> = {
  '30': 'Épi 1 cm',
  '31': '1 nœud',
  '32': '2 nœuds',
  '39': 'Dernière feuille pointante',
  '55': 'Épiaison',
  '65': 'Floraison',
};

/** An observed stage's name, or its code when the resource does not know it. */
export function observedStageName(code: string): string {
  return OBSERVED_STAGE_NAMES[code] ?? `Stade ${code}`;
}

// ---------------------------------------------------------------------------------------------
// The client plot list (spec 4 §2.2)

/** Spec 4 §2.2 'Variété modifiée': the plot's variety was changed from the one declared. */
export function isVarietyChanged(
  variete: string | null | undefined,
  varOrigine: string | null | undefined,
): boolean {
  const origin = (varOrigine ?? '').trim();
  return origin !== '' && origin !== (variete ?? '').trim();
}

/** Spec 4 §2.2: the sowing start and end filters, both days included; an open bound keeps all. */
export function sowingInRange(
  sowing: string | null | undefined,
  from: string | null | undefined,
  to: string | null | undefined,
): boolean {
  if (!from && !to) return true;
  if (!sowing) return false;
  const day = sowing.slice(0, 10);
  return (!from || day >= from) && (!to || day <= to);
}

/**
 * The date window of each disease the list's indicator reads (spec 4 §2.2): from its first alert
 * to its first treatment (yellow rust: its first to its third date; barley's: first to second).
 */
export const DISEASE_WINDOWS: Readonly<Record<CerealDisease, readonly [string, string]>> = {
  pietin_verse: ['pv_datealerte', 'pv_datet1'],
  fusariose: ['fusa_datealerte', 'fusa_datet1'],
  rouille_jaune: ['rouillejaune_crusty_date1', 'rouillejaune_crusty_date3'],
  rouille_brune: ['rouillebrune_datealerte', 'rouillebrune_datet1'],
  septoriose: ['septo_datealerte', 'septo_datet1'],
  helminthosporiose: ['helmintho_date1', 'helmintho_date2'],
  rhynchosporiose: ['rhyncho_date1', 'rhyncho_date2'],
};

/**
 * A disease's indicator for a plot on a day: where the day stands against the disease's window
 * ('--', '++', '+++'); null when the disease has no date (or is not the species').
 */
export function diseaseWindowIndicator(
  plot: Readonly<Record<string, unknown>>,
  disease: CerealDisease,
  day: string,
): ReturnType<typeof dateWindowIndicator> | null {
  if (!diseasesOfSpecies(plot['codeespece'] as string | number | null).includes(disease)) {
    return null;
  }
  const [startField, endField] = DISEASE_WINDOWS[disease];
  const dayOf = (value: unknown) =>
    typeof value === 'string' && value.length >= 10 ? value.slice(0, 10) : null;
  const start = dayOf(plot[startField]);
  const end = dayOf(plot[endField]);
  if (start === null && end === null) return null;
  return dateWindowIndicator(day, start, end);
}

/**
 * Spec 4 §2.2: the share of plots (%) that have reached a stage on each day, from the first day
 * one reaches it to the last; plots without the stage's date count in the whole and never reach
 * it. Empty when no plot has a date.
 */
export function stageShareByDay(dates: readonly (string | null | undefined)[]): {
  date: string;
  share: number;
}[] {
  const days = dates
    .filter((d): d is string => typeof d === 'string' && d.length >= 10)
    .map((d) => d.slice(0, 10))
    .sort();
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined || dates.length === 0) return [];
  const shares: { date: string; share: number }[] = [];
  let reached = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    while (reached < days.length && (days[reached] as string) <= day) reached += 1;
    shares.push({ date: day, share: Math.round((reached / dates.length) * 1000) / 10 });
  }
  return shares;
}

// ---------------------------------------------------------------------------------------------
// The own-plot page's septoria table, precocity scale and E1C analysis (spec 4 §2.3)

export type SeptoriaRisk = 'fort' | 'modere' | 'faible';

/** Spec 4 §2.3 legend: Risque Fort +++ red, Modéré ++ orange, Faible -- green. */
export const SEPTORIA_RISK_LEGEND: Readonly<
  Record<SeptoriaRisk, { label: string; sign: string; colour: StatusColour }>
> = {
  fort: { label: 'Risque Fort', sign: '+++', colour: 'red' },
  modere: { label: 'Modéré', sign: '++', colour: 'orange' },
  faible: { label: 'Faible', sign: '--', colour: 'green' },
};

/**
 * A variety's septoria risk from its sensitivity score (1 very sensitive to 9 resistant): up to 4
 * strong, 5 and 6 moderate, from 7 low; no score is no risk said (null).
 */
export function septoriaRiskOfNote(note: number | null | undefined): SeptoriaRisk | null {
  if (typeof note !== 'number' || !Number.isFinite(note)) return null;
  if (note <= 4) return 'fort';
  if (note <= 6) return 'modere';
  return 'faible';
}

/**
 * Spec 4 §2.3: varieties from the least to the most sensitive to septoria (highest score first),
 * each once with its score; a variety without a score comes last.
 */
export function varietiesBySensitivity(
  plots: readonly { variete: string | null; note_septo?: number | null }[],
): { variete: string; note: number | null }[] {
  const notes = new Map<string, number | null>();
  for (const plot of plots) {
    if (!plot.variete) continue;
    const note = typeof plot.note_septo === 'number' ? plot.note_septo : null;
    if (!notes.has(plot.variete) || notes.get(plot.variete) === null) notes.set(plot.variete, note);
  }
  return [...notes]
    .map(([variete, note]) => ({ variete, note }))
    .sort(
      (a, b) =>
        (b.note ?? -Infinity) - (a.note ?? -Infinity) || a.variete.localeCompare(b.variete, 'fr'),
    );
}

/** Spec 4 §2.3: the montaison precocity colour scale, 1 (late, light) to 9 (early, dark). */
export const MONTAISON_SCALE = [
  '#f1f8e9',
  '#dcedc8',
  '#c5e1a5',
  '#aed581',
  '#9ccc65',
  '#7cb342',
  '#558b2f',
  '#33691e',
  '#1b5e20',
] as const;

/** A precocity's colour on the scale; null outside 1 to 9. */
export function montaisonColour(precocity: number | null | undefined): string | null {
  if (typeof precocity !== 'number' || !Number.isInteger(precocity)) return null;
  return MONTAISON_SCALE[precocity - 1] ?? null;
}

/**
 * Spec 4 §2.3 'Analyse': the calculated E1C against the observed one, per plot in days (observed
 * minus calculated: positive when the model was early), and their summary: the count, the mean
 * gap, the mean absolute gap and how many within the ±5-day band.
 */
export function e1cAnalysis(
  plots: readonly { calculated: string | null | undefined; observed: string | null | undefined }[],
): {
  gaps: number[];
  count: number;
  mean: number | null;
  meanAbsolute: number | null;
  withinBand: number;
} {
  const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  const gaps = plots.flatMap((plot) =>
    plot.calculated && plot.observed ? [Math.round(day(plot.observed) - day(plot.calculated))] : [],
  );
  const count = gaps.length;
  const round1 = (value: number) => Math.round(value * 10) / 10;
  return {
    gaps,
    count,
    mean: count === 0 ? null : round1(gaps.reduce((a, b) => a + b, 0) / count),
    meanAbsolute: count === 0 ? null : round1(gaps.reduce((a, b) => a + Math.abs(b), 0) / count),
    withinBand: gaps.filter((gap) => Math.abs(gap) <= E1C_BAND_DAYS).length,
  };
}
