/**
 * Reference rates as staff enter them: one half-year's rate from the Riksbank's publication, or the
 * Riksbank's published series as a file (docs/domain.md, late-payment interest).
 */
import { addDays, isValidIsoDate } from './iso-date.ts';
import {
  halfYearOf,
  missingReferenceRateHalfYears,
  type ReferenceRate,
  type ReferenceRateTable,
} from './reference-rates.ts';

/** The lowest and highest reference rate taken, in basis points a year (−5,00 % and 30,00 %). */
export const REFERENCE_RATE_BOUNDS_BP = { min: -500, max: 3_000 } as const;

/** Tells whether `validFrom` (ISO day) begins a half-year and `rateBp` is whole basis points within the bounds. */
export function isValidReferenceRate(row: ReferenceRate): boolean {
  return (
    isValidIsoDate(row.validFrom) &&
    halfYearOf(row.validFrom) === row.validFrom &&
    Number.isSafeInteger(row.rateBp) &&
    row.rateBp >= REFERENCE_RATE_BOUNDS_BP.min &&
    row.rateBp <= REFERENCE_RATE_BOUNDS_BP.max
  );
}

const PERCENT = /^([-−]?)(\d{1,2})(?:[,.](\d{1,2}))?$/;

/**
 * Returns the basis points of a rate written in percent as the Riksbank writes it ("1,75", "−0,50", "2"; a
 * decimal comma or point, at most two decimals), or null when `text` is not such a rate.
 */
export function parseRatePercent(text: string): number | null {
  const match = PERCENT.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const bp = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return sign ? -bp : bp;
}

/** Why a file of rates was refused: `line` is the first line (from 1) that is not as the format says. */
export type ReferenceRateFileProblem = { code: 'ReferenceRateFileRefused'; line: number; reason: string };

/**
 * Reads the Riksbank's series of the reference rate as its site exports it (CSV, "Referensränta"): one
 * `YYYY-MM-DD;rate` line per half-year, the rate in percent with a decimal comma, an optional header line
 * first (any first line that does not begin with a date), blank lines ignored. Returns the rows in basis
 * points, or the first problem; a file with no row, a day that does not begin a half-year, a rate out of
 * bounds or a half-year given twice is refused whole.
 */
export function parseReferenceRateFile(
  text: string,
): { ok: true; rows: ReferenceRate[] } | { ok: false; problem: ReferenceRateFileProblem } {
  const refuse = (line: number, reason: string) => ({
    ok: false as const,
    problem: { code: 'ReferenceRateFileRefused' as const, line, reason },
  });
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rows: ReferenceRate[] = [];
  const seen = new Set<string>();
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') continue;
    if (index === 0 && !/^\d{4}-/.test(line)) continue;
    const fields = line.split(';').map((field) => field.trim());
    if (fields.length !== 2)
      return refuse(index + 1, 'A line must be a date and a rate separated by one semicolon');
    const [validFrom = '', percent = ''] = fields;
    const rateBp = parseRatePercent(percent);
    if (!isValidIsoDate(validFrom) || rateBp === null)
      return refuse(
        index + 1,
        'A line must be a date (YYYY-MM-DD) and a rate in percent with a decimal comma',
      );
    if (!isValidReferenceRate({ validFrom, rateBp }))
      return refuse(index + 1, 'A rate must take effect on 1 January or 1 July and lie from −5 % to 30 %');
    if (seen.has(validFrom)) return refuse(index + 1, `The half-year beginning ${validFrom} is given twice`);
    seen.add(validFrom);
    rows.push({ validFrom, rateBp });
  }
  if (rows.length === 0) return refuse(1, 'The file holds no rate');
  return { ok: true, rows };
}

/**
 * Returns the ISO first day of each half-year, from the first row of `table` up to the half-year of ISO day
 * `today`, that has no rate: what staff must enter, oldest first.
 */
export function referenceRatesToEnter(table: ReferenceRateTable, today: string): string[] {
  const first = table.reduce<string | undefined>(
    (earliest, row) => (earliest === undefined || row.validFrom < earliest ? row.validFrom : earliest),
    undefined,
  );
  if (first === undefined) return [halfYearOf(today)];
  return missingReferenceRateHalfYears(table, addDays(first, -1), today);
}
