/** The Riksbank's reference rates, a row each 1 January and 1 July. */
import { asc, desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../executor.ts';
import { referenceRates } from '../schema.ts';

/** The reference rates as stored, oldest first. */
export async function referenceRatesOldestFirst(db: Executor) {
  return db
    .select({ validFrom: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .orderBy(asc(referenceRates.validFrom));
}

/** The rates with their sources, newest first. */
export async function referenceRatesNewestFirst(db: Executor) {
  return db
    .select({
      validFrom: referenceRates.validFrom,
      rateBp: referenceRates.rateBp,
      source: referenceRates.source,
    })
    .from(referenceRates)
    .orderBy(desc(referenceRates.validFrom));
}

/** The rate of the half-year beginning ISO day `validFrom`, locked for a change; none when there is none. */
export async function lockReferenceRate(tx: Transaction, validFrom: string) {
  const [before] = await tx
    .select({ rateBp: referenceRates.rateBp, source: referenceRates.source })
    .from(referenceRates)
    .where(eq(referenceRates.validFrom, validFrom))
    .for('update');
  return before ?? null;
}

/** Stores the rate of a half-year, replacing the one on file. */
export async function upsertReferenceRate(
  tx: Transaction,
  rate: { validFrom: string; rateBp: number; source: string },
) {
  await tx
    .insert(referenceRates)
    .values(rate)
    .onConflictDoUpdate({
      target: referenceRates.validFrom,
      set: { rateBp: rate.rateBp, source: rate.source },
    });
}

/** Every rate on file (half-year and rate), locked for a change. */
export async function lockReferenceRates(tx: Transaction) {
  return tx
    .select({ validFrom: referenceRates.validFrom, rateBp: referenceRates.rateBp })
    .from(referenceRates)
    .for('update');
}

export async function insertReferenceRates(
  tx: Transaction,
  rates: { validFrom: string; rateBp: number; source: string }[],
) {
  await tx.insert(referenceRates).values(rates);
}
