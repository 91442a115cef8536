// The one way the platform writes numbers (issue 41, finding 12): a decimal comma, a narrow
// no-break space between thousands and before a percent sign, a no-break space before a unit.
// Tables, cards, charts and the export headers all go through these, so no screen shows '4.25'.
import { LOCALE } from './dates.ts';

/**
 * A number as the API gave it, the French way: '24,46', '-0,5', '12345' (no thousands separator:
 * plot and station ids are numbers too, and '12 345' would not be an id any more).
 */
export function decimalText(value: number): string {
  return String(value).replace('.', ',');
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * A measure the French way ('1 234,5', the thousands apart by a narrow no-break space), with at
 * most `fractionDigits` decimals; '' for null, undefined or NaN, so that a missing measure shows
 * as nothing rather than as '0'.
 */
export function formatNumberFr(value: number | null | undefined, fractionDigits = 1): string {
  if (value == null || !Number.isFinite(value)) return '';
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: fractionDigits });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** '12,5 mm': the number and its unit, joined by a no-break space; '' when there is no number. */
export function formatMeasure(
  value: number | null | undefined,
  unit: string | undefined,
  fractionDigits = 1,
): string {
  const number = formatNumberFr(value, fractionDigits);
  return number === '' || !unit ? number : `${number}\u00a0${unit}`;
}

/** '12,5 %': a percentage, the sign after a narrow no-break space; '' when there is no number. */
export function formatPercent(value: number | null | undefined, fractionDigits = 1): string {
  const number = formatNumberFr(value, fractionDigits);
  return number === '' ? '' : `${number}\u202f%`;
}
