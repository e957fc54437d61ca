import { isValidIsoDate } from '@fordra/domain';
import { listStateOf } from '../../shared/creditor/use-list-params.ts';

/** A period of the payment journal: ISO days, both included. */
export type Period = { from: string; to: string };

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The first and last day of month `month` (1–12) of `year`; a month outside 1–12 rolls over the year. */
function monthPeriod(year: number, month: number): Period {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(year, month, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The period a quick choice stands for, seen from `today` (an ISO day in Stockholm). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'thisMonth':
      return monthPeriod(year, month);
    case 'lastMonth':
      return monthPeriod(year, month - 1);
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
  }
}

/** The quick choice that `period` is, if it is one. */
export function presetOf(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/**
 * The period the address asks for: each day that is missing or not a real day is the current
 * month's (what the server answers without one). Without either, none: the server then answers the
 * month of the latest payment, so the journal does not open on an empty month.
 */
export function periodFromAddress(
  from: string | undefined,
  to: string | undefined,
  today: string,
): Period | null {
  const valid = (day: string | undefined) => day !== undefined && isValidIsoDate(day);
  if (!valid(from) && !valid(to)) return null;
  const month = presetPeriod('thisMonth', today);
  return {
    from: from && isValidIsoDate(from) ? from : month.from,
    to: to && isValidIsoDate(to) ? to : month.to,
  };
}

/** A period whose end is not before its start (ISO days compare as text). */
export function isOrdered(period: Period): boolean {
  return period.from <= period.to;
}

/** The order of the journal when the address names none: the newest payment first. */
export const journalListDefaults = { sort: 'paymentDate', order: 'desc' } as const;

/** The journal's filters as they stand in the address, beside page and sort. */
export const JOURNAL_FILTERS = ['creditor', 'from', 'to'] as const;

/**
 * What the journal's address asks for: the creditor (null, all of them, when it names none of the
 * client's), the period (null when it names none: the server's choice) and the page of payments; the
 * page and its loader read it alike.
 */
export function journalOf<Creditor extends { creditorGuid: string }>(
  search: URLSearchParams,
  creditors: readonly Creditor[],
  today: string,
) {
  const { page, pageSize, sort, order, filters } = listStateOf(search, JOURNAL_FILTERS, journalListDefaults);
  const creditor = creditors.find((c) => c.creditorGuid === filters.creditor) ?? null;
  const period = periodFromAddress(filters.from, filters.to, today);
  return { creditor, period, query: { page, pageSize, sort, order, ...period } };
}
