import { addDays, isoDateToDayNumber } from './iso-date.ts';

/** The Riksbank's reference rate, `rateBp` basis points a year, in force from ISO day `validFrom` until the next row's. */
export type ReferenceRate = { validFrom: string; rateBp: number };

/**
 * The reference rates as published (riksbank.se), one row per day a rate took effect: each 1 January
 * and 1 July, since räntelagen 9 § applies the rate of those days to the half-year that follows.
 * Rows may come in any order.
 */
export type ReferenceRateTable = readonly ReferenceRate[];

/**
 * Days after ISO day `from` through ISO day `to` charged at one reference rate, `rateBp` basis points a year;
 * null when their half-year has no row yet (its rate is not known, so nothing is computed at it).
 */
export type ReferenceRatePeriod = { from: string; to: string; rateBp: number | null };

/** Thrown when a half-year has no reference rate; `halfYear` is the ISO day it begins (1 January or 1 July). */
export class MissingReferenceRate extends RangeError {
  readonly code = 'ReferenceRateMissing';
  readonly halfYear: string;
  constructor(halfYear: string) {
    super(`No reference rate is on file for the half-year beginning ${halfYear}`);
    this.halfYear = halfYear;
  }
}

function assertRow(row: ReferenceRate): void {
  isoDateToDayNumber(row.validFrom);
  if (!Number.isSafeInteger(row.rateBp)) {
    throw new RangeError(
      `A reference rate must be whole basis points, got ${row.rateBp} from ${row.validFrom}`,
    );
  }
}

/** The tables whose every row has been checked: a table is read-only, so each is checked once. */
const checkedTables = new WeakSet<ReferenceRateTable>();

function assertTable(table: ReferenceRateTable): void {
  if (checkedTables.has(table)) return;
  for (const row of table) assertRow(row);
  checkedTables.add(table);
}

/** Returns the ISO day the half-year of ISO day `day` begins: its 1 January or its 1 July. */
export function halfYearOf(day: string): string {
  isoDateToDayNumber(day);
  return `${day.slice(0, 4)}-${day.slice(5, 7) < '07' ? '01' : '07'}-01`;
}

/** Returns the ISO first day of the half-year after the one beginning ISO day `start`. */
export function nextHalfYear(start: string): string {
  const year = Number(halfYearOf(start).slice(0, 4));
  return start.slice(5) === '01-01' ? `${year}-07-01` : `${year + 1}-01-01`;
}

/** Returns the latest row of `table` to take effect on or before ISO day `day`, whatever its half-year, if any. */
export function latestReferenceRate(table: ReferenceRateTable, day: string): ReferenceRate | undefined {
  isoDateToDayNumber(day);
  let found: ReferenceRate | undefined;
  for (const row of table) {
    if (row.validFrom <= day && (found === undefined || row.validFrom > found.validFrom)) found = row;
  }
  if (found !== undefined) assertRow(found);
  return found;
}

/** Returns the row in force on ISO day `day`: one taking effect in the day's own half-year, never an earlier one's. */
function rowInForce(table: ReferenceRateTable, day: string): ReferenceRate | undefined {
  const row = latestReferenceRate(table, day);
  return row !== undefined && row.validFrom >= halfYearOf(day) ? row : undefined;
}

/** Tells whether `table` has a reference rate for the half-year of ISO day `day`. */
export function hasReferenceRateOn(table: ReferenceRateTable, day: string): boolean {
  return rowInForce(table, day) !== undefined;
}

/**
 * Returns the reference rate in basis points a year in force on ISO day `day`; a `MissingReferenceRate` naming
 * the half-year when `table` has no row for it (the rate of an earlier half-year is never carried forward).
 */
export function referenceRateOn(table: ReferenceRateTable, day: string): number {
  const row = rowInForce(table, day);
  if (row === undefined) throw new MissingReferenceRate(halfYearOf(day));
  return row.rateBp;
}

/** Returns the ISO first day of each half-year holding a day after ISO day `from` through ISO day `to`, oldest first. */
function halfYearsBetween(from: string, to: string): string[] {
  const halfYears: string[] = [];
  if (isoDateToDayNumber(to) <= isoDateToDayNumber(from)) return halfYears;
  for (let start = halfYearOf(addDays(from, 1)); start <= to; ) {
    halfYears.push(start);
    start =
      start.slice(5) === '01-01' ? `${start.slice(0, 4)}-07-01` : `${Number(start.slice(0, 4)) + 1}-01-01`;
  }
  return halfYears;
}

/**
 * Returns the ISO first day of each half-year with a day after ISO day `from` through ISO day `to` for which
 * `table` has no reference rate, oldest first: interest on those days cannot be computed until it is entered.
 */
export function missingReferenceRateHalfYears(table: ReferenceRateTable, from: string, to: string): string[] {
  return halfYearsBetween(from, to).filter((start) => !hasReferenceRateOn(table, start));
}

/**
 * Splits the days after ISO day `from` through ISO day `to` where the reference rate (basis points a year)
 * changes or a half-year begins, oldest first, each period with the rate in force on its days, or null for
 * the days of a half-year that has no rate in `table`; none when `to` is not after `from`.
 */
export function referenceRatePeriods(
  table: ReferenceRateTable,
  from: string,
  to: string,
): ReferenceRatePeriod[] {
  const bounds = new Set(halfYearsBetween(from, to).slice(1));
  assertTable(table);
  const firstDay = addDays(from, 1);
  for (const row of table) {
    if (row.validFrom > firstDay && row.validFrom <= to) bounds.add(row.validFrom);
  }
  const periods: ReferenceRatePeriod[] = [];
  if (isoDateToDayNumber(to) <= isoDateToDayNumber(from)) return periods;
  const rateOf = (day: string) => rowInForce(table, day)?.rateBp ?? null;
  let start = from;
  let rateBp = rateOf(addDays(from, 1));
  for (const bound of [...bounds].sort()) {
    const next = rateOf(bound);
    if (next === rateBp) continue;
    // The day a rate takes effect is the first day charged at it.
    const end = addDays(bound, -1);
    periods.push({ from: start, to: end, rateBp });
    start = end;
    rateBp = next;
  }
  periods.push({ from: start, to, rateBp });
  return periods;
}
