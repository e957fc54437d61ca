// Effective annual rate (effektiv ränta) by directive 2008/48/EC Annex I, applied in Sweden by förordning 2010:1855.
import { assertMinor } from './money.ts';

/** An amount in minor units (öre) paid `years` (years, a month being 1/12) after the first drawdown. */
export type CashFlow = { readonly amount: number; readonly years: number };

/** The lowest rate returned, as a fraction: −99 %. */
const MIN_RATE = -0.99;
const MIN_LOG_GROWTH = Math.log1p(MIN_RATE);
/** The highest log growth searched; expm1(700) ≈ 1e304 is still a finite rate. */
const MAX_LOG_GROWTH = 700;
/** The first step of the outward scan for a bracket, in log growth (about 1.6 %); each later step doubles. */
const FIRST_SCAN_STEP = 1 / 64;
const MAX_REFINE_STEPS = 200;

/** A flow as log-amount and time, so discounting is a subtraction and never overflows. */
type LogFlow = { logAmount: number; years: number };

function toLogFlows(flows: readonly CashFlow[], label: string): { logFlows: LogFlow[]; total: number } {
  if (flows.length === 0) throw new RangeError(`${label} must not be empty`);
  const logFlows: LogFlow[] = [];
  let total = 0;
  for (const { amount, years } of flows) {
    assertMinor(amount, `${label} amount`);
    if (amount < 0) throw new RangeError(`${label} amount must not be negative, got ${amount}`);
    if (!Number.isFinite(years) || years < 0) {
      throw new RangeError(`${label} time must be a finite, non-negative number of years, got ${years}`);
    }
    total += amount;
    assertMinor(total, `${label} total`);
    if (amount > 0) logFlows.push({ logAmount: Math.log(amount), years });
  }
  if (total === 0) throw new RangeError(`${label} must add up to more than 0`);
  return { logFlows, total };
}

/**
 * Returns ln Σ amount·e^(−r·years) and its derivative in r, the negated weighted mean time, with the largest
 * term factored out (log-sum-exp) so no exponential overflows.
 */
function logPresentValue(flows: readonly LogFlow[], r: number): { value: number; slope: number } {
  let largest = Number.NEGATIVE_INFINITY;
  for (const flow of flows) largest = Math.max(largest, flow.logAmount - r * flow.years);
  let weights = 0;
  let weightedYears = 0;
  for (const flow of flows) {
    const weight = Math.exp(flow.logAmount - r * flow.years - largest);
    weights += weight;
    weightedYears += weight * flow.years;
  }
  return { value: largest + Math.log(weights), slope: -weightedYears / weights };
}

/** ln PV of drawdowns − ln PV of repayments, and its slope, at log growth r = ln(1+X). */
type Gap = (r: number) => { value: number; slope: number };

/** Finds a root of `gap` in [MIN_LOG_GROWTH, MAX_LOG_GROWTH]: scan out from 0 for a sign change, then refine. */
function solveLogGrowth(gap: Gap): number | undefined {
  const atZero = gap(0);
  if (atZero.value === 0) return 0;
  // For ordinary credit (drawdowns before repayments) gap rises with r, so the root lies where Newton points.
  const upFirst = atZero.slope === 0 || -atZero.value / atZero.slope > 0;
  const directions = upFirst ? [1, -1] : [-1, 1];
  for (const direction of directions) {
    const limit = direction > 0 ? MAX_LOG_GROWTH : MIN_LOG_GROWTH;
    let previous = 0;
    let previousValue = atZero.value;
    for (let step = FIRST_SCAN_STEP; previous !== limit; step *= 2) {
      const r = direction > 0 ? Math.min(step, limit) : Math.max(-step, limit);
      const value = gap(r).value;
      if (value === 0) return r;
      if (Math.sign(value) !== Math.sign(previousValue)) {
        return direction > 0 ? refine(gap, previous, r, previousValue) : refine(gap, r, previous, value);
      }
      previous = r;
      previousValue = value;
    }
  }
  return undefined;
}

/** Narrows a bracket [low, high] around a sign change of `gap`, taking Newton steps that stay inside it. */
function refine(gap: Gap, low: number, high: number, valueAtLow: number): number {
  const lowSign = Math.sign(valueAtLow);
  let r = (low + high) / 2;
  for (let step = 0; step < MAX_REFINE_STEPS; step++) {
    const { value, slope } = gap(r);
    if (value === 0) return r;
    if (Math.sign(value) === lowSign) low = r;
    else high = r;
    const newton = r - value / slope;
    const next = Number.isFinite(newton) && newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - r) <= Number.EPSILON * Math.max(1, Math.abs(r))) return next;
    r = next;
  }
  return r;
}

/**
 * Returns the effective annual rate X as a fraction (0.1296 for 12.96 %) solving
 * Σ drawdown·(1+X)^(−years) = Σ repayment·(1+X)^(−years), amounts in öre and times in years from the first
 * drawdown; a RangeError when no X from −99 % upwards solves it.
 */
export function effectiveAnnualRate(drawdowns: readonly CashFlow[], repayments: readonly CashFlow[]): number {
  const drawn = toLogFlows(drawdowns, 'Drawdowns');
  const repaid = toLogFlows(repayments, 'Repayments');
  // Equal totals make X = 0 an exact root; catching it here keeps float noise out of a zero-cost plan.
  if (drawn.total === repaid.total) return 0;
  const logGrowth = solveLogGrowth((r) => {
    const d = logPresentValue(drawn.logFlows, r);
    const p = logPresentValue(repaid.logFlows, r);
    return { value: d.value - p.value, slope: d.slope - p.slope };
  });
  if (logGrowth === undefined) {
    throw new RangeError('No effective rate of −99 % or more makes the repayments worth the drawdowns');
  }
  // expm1 keeps full precision for rates near 0; `|| 0` turns −0 into 0.
  return Math.expm1(logGrowth) || 0;
}

/** Returns `rate` (a fraction) in whole tenths of a percent for display, rounded half up: 0.1296 → 130 (13,0 %). */
export function roundRateToTenthPercent(rate: number): number {
  if (!Number.isFinite(rate)) throw new RangeError(`Rate must be a finite fraction, got ${rate}`);
  // 12 significant digits undo the binary error of products such as 0.5005 × 1000 = 500.49999999999994.
  const tenths = Math.round(Number((rate * 1_000).toPrecision(12))) || 0;
  if (!Number.isSafeInteger(tenths)) throw new RangeError(`Rate is too large to show, got ${rate}`);
  return tenths;
}
