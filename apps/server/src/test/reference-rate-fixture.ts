/**
 * Tests run on the real date, which in time lies in half-years whose reference rate the migrations do not
 * hold: a test database gets each missing half-year up to the last day it runs at the latest published
 * rate, as an admin would enter it, unless the test is about a missing rate.
 */
import { latestReferenceRate, missingReferenceRateHalfYears } from '@fordra/domain';
import type { Executor } from '../db/executor.ts';
import { referenceRates } from '../db/schema.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';

/** The source a test's stand-in rate is entered with. */
export const TEST_REFERENCE_RATE_SOURCE = 'Test: the latest published rate, standing in';

/** Enters every half-year missing up to ISO day `lastDay`, after the last on file, at the last rate on file. */
export async function enterReferenceRatesUpTo(db: Executor, lastDay: string): Promise<void> {
  const rates = await loadReferenceRates(db);
  const latest = latestReferenceRate(rates, lastDay);
  if (latest === undefined) return;
  const missing = missingReferenceRateHalfYears(rates, latest.validFrom, lastDay);
  if (missing.length === 0) return;
  await db
    .insert(referenceRates)
    .values(
      missing.map((validFrom) => ({ validFrom, rateBp: latest.rateBp, source: TEST_REFERENCE_RATE_SOURCE })),
    );
}
