// Calendar dates as `YYYY-MM-DD` strings, counted in whole UTC days so no time zone ever applies.

const ISO_DATE = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Returns the day number (days since 1970-01-01) of a real date `YYYY-MM-DD` (years 1000–9999), else undefined. */
function tryDayNumber(iso: string): number | undefined {
  const match = ISO_DATE.exec(iso);
  if (match === null) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over to March; a real date survives the round trip unchanged.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.getTime() / MS_PER_DAY;
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
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
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
