/** The Riksbank's reference rates, a row each 1 January and 1 July. */
import { asc } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { referenceRates } from '../schema.ts';

/** The reference rates as stored, oldest first. */
export async function referenceRatesOldestFirst(db: Executor) {
  return db
    .select({ validFrom: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .orderBy(asc(referenceRates.validFrom));
}
