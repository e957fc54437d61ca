/**
 * `getchartdata/{chartName}`: the figures of a client's dashboard, each chart one series shape
 * (`contract/creditor-payments.ts`). Months are `YYYY-MM` on the Swedish calendar, oldest first,
 * the current month last, every month present even when nothing happened in it.
 */
import { type Currency, daysBetween, INACTIVE_STATUSES, statusDisplayGroup } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  closedPrincipal,
  closedPrincipalPerMonth,
  newCasesPerMonth,
  openCasesOfClient,
} from '../../db/repositories/cases.ts';
import { collectedPerMonth } from '../../db/repositories/payments.ts';
import { ApiError } from '../../http/api-error.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

export const CHARTS = [
  'collected-per-month',
  'new-cases-per-month',
  'outstanding-by-stage',
  'outstanding-by-age',
  'collection-rate',
] as const;
type ChartName = (typeof CHARTS)[number];
type Options = { months: number; currency: Currency; today: string };
type Point = { x: string; y: number };

/** The last `count` months up to the one of `today`, oldest first. */
export function monthsUpTo(today: string, count: number): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

const perMonth = (months: string[], values: Map<string, number>): Point[] =>
  months.map((x) => ({ x, y: values.get(x) ?? 0 }));

export const AGE_BANDS = [
  { x: '0-30', upTo: 30 },
  { x: '31-90', upTo: 90 },
  { x: '91-180', upTo: 180 },
  { x: '181-365', upTo: 365 },
  { x: '365+', upTo: Number.POSITIVE_INFINITY },
] as const;

export async function chartData(db: Executor, clientId: string, name: string, options: Options) {
  if (!(CHARTS as readonly string[]).includes(name)) {
    throw new ApiError(
      404,
      'UnknownChart',
      `There is no chart "${name}". The charts are: ${CHARTS.join(', ')}.`,
    );
  }
  const chart = name as ChartName;
  const months = monthsUpTo(options.today, options.months);
  const firstDay = `${months[0]}-01`;

  if (chart === 'collected-per-month') {
    const rows = await collectedPerMonth(db, clientId, options.currency, firstDay);
    return {
      chart,
      unit: 'minor' as const,
      currency: options.currency,
      series: [{ key: 'collected', points: perMonth(months, new Map(rows.map((r) => [r.x, r.y]))) }],
    };
  }

  if (chart === 'new-cases-per-month') {
    const rows = await newCasesPerMonth(db, clientId, firstDay);
    return {
      chart,
      unit: 'count' as const,
      currency: null,
      series: [{ key: 'newCases', points: perMonth(months, new Map(rows.map((r) => [r.x, r.y]))) }],
    };
  }

  if (chart === 'outstanding-by-stage' || chart === 'outstanding-by-age') {
    const [rows, rates] = await Promise.all([
      openCasesOfClient(db, clientId, options.currency, INACTIVE_STATUSES),
      referenceRatesOf(db),
    ]);
    const sums = new Map<string, number>();
    for (const row of rows) {
      const remaining = balanceOn(row, options.today, rates).remainingAmount;
      const key =
        chart === 'outstanding-by-stage'
          ? statusDisplayGroup(row.status)
          : (AGE_BANDS.find((band) => daysBetween(row.dueDate, options.today) <= band.upTo)?.x ?? '365+');
      sums.set(key, (sums.get(key) ?? 0) + remaining);
    }
    const points =
      chart === 'outstanding-by-age'
        ? AGE_BANDS.map((band) => ({ x: band.x, y: sums.get(band.x) ?? 0 }))
        : [...sums].map(([x, y]) => ({ x, y })).sort((a, b) => a.x.localeCompare(b.x));
    return {
      chart,
      unit: 'minor' as const,
      currency: options.currency,
      series: [{ key: 'outstanding', points }],
    };
  }

  // collection-rate: of the principal handed over in closed cases, the share that was collected.
  const rows = await closedPrincipalPerMonth(db, clientId, options.currency, INACTIVE_STATUSES, firstDay);
  const overall = await closedPrincipal(db, clientId, options.currency, INACTIVE_STATUSES);
  const ratio = (collected: number, handedOver: number) =>
    handedOver > 0 ? Math.round((collected / handedOver) * 10_000) / 10_000 : 0;
  const byMonth = new Map(rows.map((row) => [row.x, ratio(row.collected, row.handedOver)]));
  return {
    chart,
    unit: 'ratio' as const,
    currency: options.currency,
    series: [
      { key: 'byRegistrationMonth', points: perMonth(months, byMonth) },
      { key: 'overall', points: [{ x: 'all', y: ratio(overall?.collected ?? 0, overall?.handedOver ?? 0) }] },
    ],
  };
}
