/**
 * Calls per second of quoteInstalmentPlan (effective rate included) for a 24-month plan over 5 cases,
 * timed for about 2 s after a 0.5 s warm-up.
 * Run: npx node bench/quote-plan.ts
 */
import { type InstalmentPlanInput, quoteInstalmentPlan } from '@fordra/domain';

const input: InstalmentPlanInput = {
  cases: [
    { principal: 1_250_000, interest: 48_213, fees: 24_000, annualRateBasisPoints: 1_000 },
    { principal: 389_900, interest: 12_007, fees: 18_000, annualRateBasisPoints: 1_000 },
    { principal: 2_000_000, interest: 151_233, fees: 24_000, annualRateBasisPoints: 1_250 },
    { principal: 75_050, interest: 3_311, fees: 6_000, annualRateBasisPoints: 800 },
    { principal: 640_000, interest: 0, fees: 18_000, annualRateBasisPoints: 1_000 },
  ],
  currency: 'SEK',
  months: 24,
  firstDueDate: '2026-01-31',
};

/** Calls quoteInstalmentPlan for `milliseconds` (ms); returns the calls made, the time taken (ms) and a checksum. */
function run(milliseconds: number): { calls: number; elapsed: number; checksum: number } {
  let calls = 0;
  let checksum = 0;
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < milliseconds) {
    // Batches keep the clock out of the measurement; the checksum keeps the work from being optimised away.
    for (let i = 0; i < 100; i++) checksum += quoteInstalmentPlan(input).effectiveRateTenths;
    calls += 100;
    elapsed = performance.now() - started;
  }
  return { calls, elapsed, checksum };
}

run(500);
const { calls, elapsed, checksum } = run(2_000);
const quote = quoteInstalmentPlan(input);
console.log(
  `plan: ${quote.months} months, total ${quote.total} öre, ${quote.perMonth} öre a month, ` +
    `effective rate ${(quote.effectiveRateTenths / 10).toFixed(1)} % (checksum ${checksum})`,
);
console.log(
  `quoteInstalmentPlan: ${Math.round((calls / elapsed) * 1_000)} ops/s, ${((elapsed * 1_000) / calls).toFixed(2)} µs/op`,
);
