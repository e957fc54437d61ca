import { addDays, isoDateToDayNumber } from './iso-date.ts';

/** The Riksbank's reference rate, `rateBp` basis points a year, in force from ISO day `validFrom` until the next row's. */
export type ReferenceRate = { validFrom: string; rateBp: number };

/**
 * The reference rates as published (riksbank.se), one row per day a rate took effect: each 1 January
 * and 1 July, since räntelagen 9 § applies the rate of those days to the half-year that follows.
 * Rows may come in any order.
 */
export type ReferenceRateTable = readonly ReferenceRate[];

/** Days after ISO day `from` through ISO day `to` charged at one reference rate, `rateBp` basis points a year. */
export type ReferenceRatePeriod = { from: string; to: string; rateBp: number };

function assertRow(row: ReferenceRate): void {
  isoDateToDayNumber(row.validFrom);
  if (!Number.isSafeInteger(row.rateBp)) {
    throw new RangeError(
      `A reference rate must be whole basis points, got ${row.rateBp} from ${row.validFrom}`,
    );
  }
}

/** Returns the row of `table` in force on ISO day `day` (the latest to take effect on or before it), if any. */
function rowInForce(table: ReferenceRateTable, day: string): ReferenceRate | undefined {
  isoDateToDayNumber(day);
  let found: ReferenceRate | undefined;
  for (const row of table) {
    if (row.validFrom <= day && (found === undefined || row.validFrom > found.validFrom)) found = row;
  }
  if (found !== undefined) assertRow(found);
  return found;
}

/** Tells whether `table` has a reference rate in force on ISO day `day`. */
export function hasReferenceRateOn(table: ReferenceRateTable, day: string): boolean {
  return rowInForce(table, day) !== undefined;
}

/** Returns the reference rate in basis points a year in force on ISO day `day`; a RangeError when `table` starts later. */
export function referenceRateOn(table: ReferenceRateTable, day: string): number {
  const row = rowInForce(table, day);
  if (row === undefined) throw new RangeError(`No reference rate is in force on ${day}`);
  return row.rateBp;
}

/**
 * Splits the days after ISO day `from` through ISO day `to` where the reference rate (basis points a year)
 * changes, oldest first, each period with the rate in force on its days; none when `to` is not after `from`.
 */
export function referenceRatePeriods(
  table: ReferenceRateTable,
  from: string,
  to: string,
): ReferenceRatePeriod[] {
  if (isoDateToDayNumber(to) <= isoDateToDayNumber(from)) return [];
  const firstDay = addDays(from, 1);
  let rateBp = referenceRateOn(table, firstDay);
  const changes = table
    .filter((row) => row.validFrom > firstDay && row.validFrom <= to)
    .sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  const periods: ReferenceRatePeriod[] = [];
  let start = from;
  for (const change of changes) {
    assertRow(change);
    // The day a rate takes effect is the first day charged at it.
    const end = addDays(change.validFrom, -1);
    if (end !== start) periods.push({ from: start, to: end, rateBp });
    start = end;
    rateBp = change.rateBp;
  }
  periods.push({ from: start, to, rateBp });
  return periods;
}
