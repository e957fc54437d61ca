/**
 * Calls per second of quoteInstalmentPlan (effective rate included) for a 24-month plan over 5 cases,
 * timed for about 2 s after a 0.5 s warm-up.
 * Run: npx node bench/quote-plan.ts
 */
import { type InstalmentPlanInput, quoteInstalmentPlan } from '@fordra/domain';
import { callsPerSecond } from './calls-per-second.ts';

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

const quote = quoteInstalmentPlan(input);
console.log(
  `plan: ${quote.months} months, total ${quote.total} öre, ${quote.perMonth} öre a month, ` +
    `effective rate ${(quote.effectiveRateTenths / 10).toFixed(1)} %`,
);
console.log(callsPerSecond('quoteInstalmentPlan', () => quoteInstalmentPlan(input).effectiveRateTenths));
