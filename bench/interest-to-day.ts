/**
 * Calls per second of accruedInterest at a margin over the reference rate for a case three years overdue
 * (seven half-years of reference rates, each period's days reckoned from its dates): the work a list does
 * for each case it shows, to give its balance to the day. Timed for about 2 s after a 0.5 s warm-up.
 * Run: npx node bench/interest-to-day.ts
 */
import { accruedInterest, type ReferenceRateTable } from '@fordra/domain';
import { callsPerSecond } from './calls-per-second.ts';

const referenceRates: ReferenceRateTable = [
  { validFrom: '2023-07-01', rateBp: 375 },
  { validFrom: '2024-01-01', rateBp: 400 },
  { validFrom: '2024-07-01', rateBp: 375 },
  { validFrom: '2025-01-01', rateBp: 275 },
  { validFrom: '2025-07-01', rateBp: 200 },
  { validFrom: '2026-01-01', rateBp: 175 },
  { validFrom: '2026-07-01', rateBp: 175 },
];
const input = {
  principal: 1_250_000,
  annualRateBasisPoints: { marginBp: 800, referenceRates },
  from: '2023-11-30',
  to: '2026-12-07',
};

console.log(`interest on 12 500.00 kr from ${input.from} to ${input.to}: ${accruedInterest(input)} öre`);
console.log(callsPerSecond('accruedInterest', () => accruedInterest(input)));
