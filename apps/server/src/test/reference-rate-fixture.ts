/**
 * Tests run on the real date, which in time lies in half-years whose reference rate the migrations do not
 * hold: a test app enters each missing half-year up to today at the latest published rate, as an admin
 * would, unless the test is about a missing rate.
 */
import { latestReferenceRate, missingReferenceRateHalfYears } from '@fordra/domain';
import type { Db } from '../db/client.ts';
import { referenceRates } from '../db/schema.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';

/** The source a test's stand-in rate is entered with. */
export const TEST_REFERENCE_RATE_SOURCE = 'Test: the latest published rate, standing in';

/** Enters every half-year missing up to ISO day `today`, after the last on file, at the last rate on file. */
export async function enterReferenceRatesUpTo(db: Db, today: string): Promise<void> {
  const rates = await loadReferenceRates(db);
  const latest = latestReferenceRate(rates, today);
  if (latest === undefined) return;
  const missing = missingReferenceRateHalfYears(rates, latest.validFrom, today);
  if (missing.length === 0) return;
  await db
    .insert(referenceRates)
    .values(
      missing.map((validFrom) => ({ validFrom, rateBp: latest.rateBp, source: TEST_REFERENCE_RATE_SOURCE })),
    );
}
