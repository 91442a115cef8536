// Dates: the shared CSV helper, fr-FR 24-hour display in Europe/Paris, campaign year, export file
// names, default comment date and chip labels (spec 1 §9, spec 3 §9, spec 4 §2.2, §5.2, §9).
import { keptAnswers } from './kept-answers.ts';

export const TIME_ZONE = 'Europe/Paris';
export const LOCALE = 'fr-FR';

/** Year sanity bounds for dates typed or imported (spec 4 §5.2 and §9), both inclusive. */
export const YEAR_MIN = 1950;
export const YEAR_MAX = 2050;

/** The campaign starts on 1 March (month 3), Paris time. */
export const CAMPAIGN_START_MONTH = 3;

/** Chips show this many values, then an overflow label (spec 3 §9, spec 4 §2.2). */
export const CHIPS_MAX = 5;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids any time-zone shift.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The message for a year outside 1950..2050, or null: spec 4 §5.2's "Vous avez saisie l'année : …
 * ,celle-ci est incorrecte." with its spelling and spacing corrected (docs/spec-deviations.md).
 */
export function yearOutOfBounds(year: number): string | null {
  if (Number.isInteger(year) && year >= YEAR_MIN && year <= YEAR_MAX) return null;
  return `Vous avez saisi l'année\u202f: ${year}, celle-ci est incorrecte.`;
}

const CSV_DATE_FORMATS: readonly RegExp[] = [
  /^(?<day>\d{2})\/(?<month>\d{2})\/(?<year>\d{4})$/,
  /^(?<year>\d{4})(?<month>\d{2})(?<day>\d{2})$/,
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
];

interface DateFields {
  year: number;
  month: number;
  day: number;
}

/** The day, month and year of a CSV date in one of the three shapes, before any calendar check. */
function readCsvDateFields(text: string): DateFields | null {
  const trimmed = text.trim();
  for (const format of CSV_DATE_FORMATS) {
    const groups = format.exec(trimmed)?.groups;
    if (groups?.['year'] && groups['month'] && groups['day']) {
      return {
        year: Number(groups['year']),
        month: Number(groups['month']),
        day: Number(groups['day']),
      };
    }
  }
  return null;
}

/**
 * A CSV date as ISO 'YYYY-MM-DD', or null. Accepted shapes are exactly dd/mm/yyyy, yyyymmdd and
 * yyyy-mm-dd with two-digit days and months; surrounding spaces from the cell are ignored.
 * Impossible calendar dates and years outside 1950..2050 give null.
 */
export function parseCsvDate(text: string | null | undefined): string | null {
  if (text == null) return null;
  const fields = readCsvDateFields(text);
  if (fields === null) return null;
  const { year, month, day } = fields;
  if (yearOutOfBounds(year) !== null || !isCalendarDate(year, month, day)) return null;
  return isoDate(year, month, day);
}

/**
 * The year message for a CSV date that is well shaped but whose year is out of bounds, so the
 * user is told why the date was refused; null otherwise.
 */
export function csvDateYearError(text: string | null | undefined): string | null {
  if (text == null) return null;
  const fields = readCsvDateFields(text);
  return fields === null ? null : yearOutOfBounds(fields.year);
}

/**
 * Splits CSV text into lines of fields: fields on semicolons, lines on CRLF or LF (spec 1 §9).
 * A leading byte-order mark (spreadsheets add one) is dropped, and so is the empty line left by a
 * final line break; a last line with content is kept (spec 4 §5.1 drops the last line
 * unconditionally, which loses data from files without a final break). Quotes are not
 * interpreted: the spec's files have none.
 */
export function splitCsvFields(text: string | null | undefined): string[][] {
  if (text == null) return [];
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (content === '') return [];
  const lines = content.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split(';'));
}

export interface ParisParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const parisFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Calendar fields of an instant on the Paris wall clock. */
export function parisParts(instant: Date): ParisParts {
  const parts: Record<string, number> = {};
  for (const part of parisFormatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? Number.NaN,
    month: parts['month'] ?? Number.NaN,
    day: parts['day'] ?? Number.NaN,
    // Some ICU versions print midnight as 24 even with h23.
    hour: (parts['hour'] ?? Number.NaN) % 24,
    minute: parts['minute'] ?? Number.NaN,
  };
}

const ISO_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Wall-clock fields to display for a value. A Date, or text with a UTC offset or Z, is an instant
 * shown in Paris time. Text without an offset ('2026-05-10' or '2026-05-10 14:00') is taken as
 * already being Paris wall-clock time and shown as written, so the result does not depend on the
 * machine's time zone.
 */
function displayParts(value: string | Date | null | undefined): ParisParts | null {
  if (value == null) return null;
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : parisParts(value);
  }
  const match = ISO_TEXT.exec(value.trim());
  if (match === null) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', offset] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59 || Number(s) > 59) return null;
  if (offset === undefined) return { year, month, day, hour, minute };
  // Date.parse only promises the ISO shape: 'T' separator and an offset written with a colon.
  const normalised = `${y}-${mo}-${d}T${h}:${mi}:${s}${offset === 'Z' ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(-2)}`}`;
  const instant = new Date(normalised);
  return Number.isNaN(instant.getTime()) ? null : parisParts(instant);
}

/** 'dd/mm/yyyy' in Paris time; '' for null or anything unreadable. */
const dateTextOf = keptAnswers(50_000, (value: string) => {
  const parts = displayParts(value);
  return parts === null ? '' : `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
});

export function formatDateFr(value: string | Date | null | undefined): string {
  // A text's answer is kept: a list of 20,000 plots shows the same few hundred days.
  if (typeof value === 'string') return dateTextOf(value);
  const parts = displayParts(value);
  return parts === null ? '' : `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
}

/** 'dd/mm/yyyy HH:MM' on the 24-hour clock in Paris time; '' for null or anything unreadable. */
function dateTimeText(value: string | Date | null | undefined): string {
  const parts = displayParts(value);
  if (parts === null) return '';
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

const dateTimeTextOf = keptAnswers(50_000, (value: string) => dateTimeText(value));

export function formatDateTimeFr(value: string | Date | null | undefined): string {
  // A text's answer is kept; Paris time of an instant goes through Intl, costly per cell.
  return typeof value === 'string' ? dateTimeTextOf(value) : dateTimeText(value);
}

/**
 * An instant as its UTC wall clock, 'dd/mm/yyyy hh:mm', where the spec shows times in UTC (the
 * blight plot's treatments and irrigations, a station's last reception); null for nothing or
 * anything unreadable. Whoever shows it says 'UTC' (a header, or after the time).
 */
export function formatUtcDateTime(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return `${pad(instant.getUTCDate())}/${pad(instant.getUTCMonth() + 1)}/${pad(instant.getUTCFullYear(), 4)} ${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}`;
}

/**
 * An instant where the spec shows it in UTC (a treatment's date, an irrigation's start and end),
 * with the Paris time its user typed and thinks in (issue 41): '01/06/2026 06:00 (08:00 heure
 * locale)', the Paris date added when it is another day; '' for null or anything unreadable.
 */
export function utcWithParisTime(value: string | Date | null | undefined): string {
  const utc = formatUtcDateTime(value);
  if (utc === null || value == null) return '';
  const paris = formatDateTimeFr(value instanceof Date ? value : new Date(value));
  const [parisDay, parisTime] = paris.split(' ');
  return `${utc} (${parisDay === utc.slice(0, 10) ? parisTime : paris} heure locale)`;
}

/** The calendar year in Paris (e.g. the consent advisers' campagne query, spec 1 §9). */
export function currentYear(now: Date): number {
  return parisParts(now).year;
}

/** The campaign year: the current year from 1 March on (Paris time), otherwise the previous one. */
export function campaignYear(now: Date): number {
  const { year, month } = parisParts(now);
  return month >= CAMPAIGN_START_MONTH ? year : year - 1;
}

/**
 * The harvest year of the winter cereals sown around a day: from September the coming harvest
 * (sowings start in September), before it the current year's. The Mycolis sowing window and the
 * recalage sowing window are that campaign's; the old product took the calendar year, which from
 * September on checked the autumn's sowings against the previous campaign.
 */
export function cerealHarvestYear(todayIso: string): number {
  const year = Number(todayIso.slice(0, 4));
  const month = Number(todayIso.slice(5, 7));
  return month >= 9 ? year + 1 : year;
}

/** Excel export name: the Paris date as yyyymmdd followed by the suffix, e.g. '20261121_parcellesQN.xls'. */
export function exportFileName(now: Date, suffix: string): string {
  const { year, month, day } = parisParts(now);
  return `${pad(year, 4)}${pad(month)}${pad(day)}${suffix}`;
}

/**
 * A name or code made fit for a file name: accents dropped, every run of other characters than
 * letters, digits and '-' turned into one '_', none at either end ('Lefèvre Zoé' → 'Lefevre_Zoe').
 */
export function fileNamePart(text: string | number | null | undefined): string {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/**
 * Today as 'YYYY-MM-DD', the default comment date. The spec's source takes the first 10
 * characters of the UTC ISO string, which gives yesterday between midnight and 1 or 2 a.m. in
 * France; we use the Paris calendar date, the day the user sees (docs/spec-deviations.md).
 */
export function todayIso(now: Date): string {
  const { year, month, day } = parisParts(now);
  return isoDate(year, month, day);
}

/**
 * Chip labels: the first `max` values, then '(+n autres)' when there are more. The spec writes
 * '(+n others)' in English; the product is French-only, so the label is translated, with the
 * singular '(+1 autre)' (recorded in docs/spec-deviations.md).
 */
export function chipsLabel(
  values: readonly (string | number)[] | null | undefined,
  max: number = CHIPS_MAX,
): string[] {
  const list = (values ?? []).map(String);
  const shown = Math.max(0, Math.floor(Number.isNaN(max) ? CHIPS_MAX : max));
  const hidden = list.length - shown;
  if (hidden <= 0) return list;
  return [...list.slice(0, shown), hidden === 1 ? '(+1 autre)' : `(+${hidden} autres)`];
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant (ISO, UTC) of a Paris wall-clock time as a 'datetime-local' field gives it
 * ('2026-06-10T08:00' → '2026-06-10T06:00:00.000Z'), whatever the browser's own time zone; null
 * when unreadable. A time skipped by the spring change is read one hour later, as clocks do; a
 * time the autumn change gives twice is read as the second one, in winter time. The forms say
 * 'heure locale' and the lists show this time back beside the UTC the spec lists (issue 41).
 */
export function parisWallToIso(wall: string | null | undefined): string | null {
  const match = WALL_CLOCK.exec((wall ?? '').trim());
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(year, month, day) || hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Paris is UTC+1 or UTC+2: the offset read at a guess is right once the guess is near enough.
  let instant = asUtc;
  for (let step = 0; step < 2; step += 1) {
    const seen = parisParts(new Date(instant));
    const seenUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    instant = asUtc - (seenUtc - instant);
  }
  return new Date(instant).toISOString();
}

/** The Paris wall-clock time of an instant as a 'datetime-local' field shows it; '' if unreadable. */
export function isoToParisWall(value: string | null | undefined): string {
  const parts = displayParts(value);
  if (parts === null) return '';
  return `${isoDate(parts.year, parts.month, parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}
