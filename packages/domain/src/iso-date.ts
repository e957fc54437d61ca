// Calendar dates as `YYYY-MM-DD` strings, counted in whole UTC days so no time zone ever applies.

const MS_PER_DAY = 86_400_000;
/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const EPOCH_FROM_MARCH_0000 = 719_468;
/** Days in a 400-year cycle of the Gregorian calendar. */
const DAYS_PER_400_YEARS = 146_097;

/** The number written by the `length` ASCII digits of `text` from `start`; -1 if any is not a digit. */
function digitsAt(text: string, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/** The days of a month (1 for January) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Returns the day number (days since 1970-01-01) of a real date `YYYY-MM-DD` (years 1000–9999), else
 * undefined. Reckoned in whole numbers, years counted from March so that the leap day ends a year (the
 * "days from civil" method): the balances and the engine ask it for every day they reckon with, and a
 * `Date` and a regular expression a call cost several times as much.
 */
function tryDayNumber(iso: string): number | undefined {
  // A value that is not a string at all (a null from a form or a row) is no date either, and no error.
  if (typeof iso !== 'string' || iso.length !== 10 || iso.charCodeAt(4) !== 45 || iso.charCodeAt(7) !== 45)
    return undefined;
  const year = digitsAt(iso, 0, 4);
  const month = digitsAt(iso, 5, 2);
  const day = digitsAt(iso, 8, 2);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const marchYear = month > 2 ? year : year - 1;
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_400_YEARS + dayOfEra - EPOCH_FROM_MARCH_0000;
}

/** Tells whether `iso` is a real calendar date written `YYYY-MM-DD` with a year from 1000 to 9999. */
export function isValidIsoDate(iso: string): boolean {
  return tryDayNumber(iso) !== undefined;
}

/** Returns the day number (whole days since 1970-01-01) of a date `YYYY-MM-DD`; a RangeError if it is not real. */
export function isoDateToDayNumber(iso: string): number {
  const dayNumber = tryDayNumber(iso);
  if (dayNumber === undefined) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${iso}"`);
  return dayNumber;
}

/** Returns the date `YYYY-MM-DD` of a day number (whole days since 1970-01-01). */
export function dayNumberToIsoDate(dayNumber: number): string {
  if (!Number.isSafeInteger(dayNumber)) {
    throw new RangeError(`Day number must be an integer, got ${dayNumber}`);
  }
  // The inverse of `tryDayNumber`'s reckoning, for the years it reads; other years as `Date` writes them.
  const fromMarch0000 = dayNumber + EPOCH_FROM_MARCH_0000;
  const era = Math.floor(fromMarch0000 / DAYS_PER_400_YEARS);
  const dayOfEra = fromMarch0000 - era * DAYS_PER_400_YEARS;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
  return `${year}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

/** Returns the date `days` (whole days, may be negative) after the date `iso`. */
export function addDays(iso: string, days: number): string {
  return dayNumberToIsoDate(isoDateToDayNumber(iso) + days);
}

/** Returns the number of days from date `from` to date `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return isoDateToDayNumber(to) - isoDateToDayNumber(from);
}

/** Returns the ISO weekday of a date: 1 for Monday up to 7 for Sunday. */
export function isoWeekday(iso: string): number {
  // Day 0, 1970-01-01, was a Thursday (ISO weekday 4).
  return ((((isoDateToDayNumber(iso) + 3) % 7) + 7) % 7) + 1;
}
