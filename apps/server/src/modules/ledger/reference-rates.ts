/**
 * The Riksbank's reference rates (`reference_rates`, a row each 1 January and 1 July), which late-payment
 * interest follows. Reads keep the table a minute per database handle, so a row added for a new half-year
 * is used by every running process within a minute, without a restart; the ledger's replay of a case reads
 * it fresh in its own transaction.
 */
import type { LateInterestRate, ReferenceRateTable } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { referenceRatesOldestFirst } from '../../db/repositories/reference-rates.ts';

/** How long, in milliseconds, a process uses the reference rates it read before reading them again. */
export const REFERENCE_RATES_MAX_AGE_MS = 60_000;

const cache = new WeakMap<Executor, { readAt: number; rates: Promise<ReferenceRateTable> }>();

/**
 * The reference rates as stored now, oldest first; `referenceRatesOf` through the same handle (a
 * transaction: the letter of a step whose case was just replayed) uses them for the next minute.
 */
export async function loadReferenceRates(db: Executor, now = performance.now()): Promise<ReferenceRateTable> {
  const rows = await referenceRatesOldestFirst(db);
  const rates = Object.freeze(rows);
  cache.set(db, { readAt: now, rates: Promise.resolve(rates) });
  return rates;
}

/**
 * The reference rates, read again once `REFERENCE_RATES_MAX_AGE_MS` has passed since the last read through
 * this handle; `now` is a monotonic time in milliseconds (`performance.now()`).
 */
export function referenceRatesOf(db: Executor, now = performance.now()): Promise<ReferenceRateTable> {
  const cached = cache.get(db);
  if (cached && now < cached.readAt + REFERENCE_RATES_MAX_AGE_MS) return cached.rates;
  const rates = loadReferenceRates(db, now);
  cache.set(db, { readAt: now, rates });
  // A failed read is not kept: the next call tries again.
  rates.catch(() => {
    if (cache.get(db)?.rates === rates) cache.delete(db);
  });
  return rates;
}

/** A case's late-payment rate: its fixed rate, or its margin over the reference rates when it has one. */
export function caseInterestRate(
  stored: { interestRateBp: number; interestMarginBp: number | null },
  rates: ReferenceRateTable,
): LateInterestRate {
  return stored.interestMarginBp === null
    ? stored.interestRateBp
    : { marginBp: stored.interestMarginBp, referenceRates: rates };
}
