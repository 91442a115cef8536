// Days as integers (days since 1970-01-01, UTC), so the daily balance of thousands of plots loops
// over numbers and builds date strings only for the rows it answers. The conversions are the
// proleptic Gregorian ones (H. Hinnant's days_from_civil), without Date objects: the world's build
// converts hundreds of thousands of dates.

const digit = (text: string, index: number): number => text.charCodeAt(index) - 48;

/** 'YYYY-MM-DD' (anything after the day is ignored) to a day number. */
export function dayOf(isoDate: string): number {
  let year =
    digit(isoDate, 0) * 1000 + digit(isoDate, 1) * 100 + digit(isoDate, 2) * 10 + digit(isoDate, 3);
  const month = digit(isoDate, 5) * 10 + digit(isoDate, 6);
  const day = digit(isoDate, 8) * 10 + digit(isoDate, 9);
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const two = (value: number): string => (value < 10 ? `0${value}` : String(value));

/** A day number to 'YYYY-MM-DD'. */
export function isoOf(dayNumber: number): string {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${two(month)}-${two(day)}`;
}

/** Day of the year, 1 to 366. */
export function dayOfYear(dayNumber: number): number {
  return dayNumber - dayOf(`${isoOf(dayNumber).slice(0, 4)}-01-01`) + 1;
}

/** Rounded to one decimal, the precision of every balance figure. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
