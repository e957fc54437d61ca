import type { CHART_NAMES, chartResponse } from '@fordra/contract';
import type { Currency } from '@fordra/domain';
import type { z } from 'zod';

export type ChartName = (typeof CHART_NAMES)[number];
export type Chart = z.infer<typeof chartResponse>;
export type ChartPoint = { x: string; y: number };

/** The dashboard shows the last year, in kronor. */
export const DASHBOARD_MONTHS = 12;
export const DASHBOARD_CURRENCY: Currency = 'SEK';

/** The points of one of a chart's series; none when the chart has no such series. */
export function seriesPoints(chart: Chart, key: string): ChartPoint[] {
  return chart.series.find((series) => series.key === key)?.points ?? [];
}

/** The value of the series' last point (the current month of a monthly series), 0 when it has none. */
export function latestValue(chart: Chart, key: string): number {
  return seriesPoints(chart, key).at(-1)?.y ?? 0;
}

/** The sum of a series' values (e.g. outstanding over every stage), in the chart's unit. */
export function seriesTotal(chart: Chart, key: string): number {
  return seriesPoints(chart, key).reduce((sum, point) => sum + point.y, 0);
}

/** True when the chart has something to draw: a value other than 0 in any series. */
export function hasData(chart: Chart): boolean {
  return chart.series.some((series) => series.points.some((point) => point.y !== 0));
}

/** A month of a chart (`YYYY-MM`) as the first day of it, midnight UTC (to format in UTC). */
export function monthStart(month: string): Date {
  const [year = 1970, monthNumber = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber - 1, 1));
}

/** Formats a chart's month in `locale`: `short` for an axis ("nov. 2026"), `long` for a table ("november 2026"). */
export function formatMonth(month: string, locale: string, style: 'short' | 'long'): string {
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    monthStart(month),
  );
}

/**
 * A month under its bar: its abbreviation ("nov."), or on a phone, where twelve stand side by side
 * in little room, its letter ("N"); with the year on a second line under the first month and every January.
 */
export function formatAxisMonth(
  month: string,
  locale: string,
  first: boolean,
  style: 'short' | 'narrow' = 'short',
): string {
  const date = monthStart(month);
  const name = new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date);
  return first || date.getUTCMonth() === 0 ? `${name}\n${date.getUTCFullYear()}` : name;
}

/** Swedish's compact units as Swedish writes them with a currency: "tkr", "mnkr", "mdkr" (not "tn kr"). */
const SWEDISH_UNITS: Record<string, string> = { tn: 't', mn: 'mn', md: 'md' };

/** An amount of minor units rounded for an axis, e.g. "120 tkr" or "SEK 120K". */
export function formatCompactMoney(minor: number, currency: Currency, locale: string): string {
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(minor / 100);
  return text.replace(
    /(\s)(tn|mn|md)\s/u,
    (_match, space: string, unit: string) => `${space}${SWEDISH_UNITS[unit]}`,
  );
}

/** A ratio from 0 to 1 as a percentage in `locale`, e.g. "93,6 %". */
export function formatRatio(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/** The stages a case's outstanding amount is shown under, in the order a case goes through them. */
const STAGE_ORDER = [
  'reminder',
  'collection',
  'PaymentPlan',
  'Disputed',
  'monitoring',
  'ResidualCollection',
  'Legal',
  'Verdict',
  'Enforcement',
  'Eviction',
];

/** Orders the stages as a case moves through them; an unknown stage comes last. */
export function sortStages(points: ChartPoint[]): ChartPoint[] {
  const rank = (stage: string) => {
    const index = STAGE_ORDER.indexOf(stage);
    return index === -1 ? STAGE_ORDER.length : index;
  };
  return [...points].sort((a, b) => rank(a.x) - rank(b.x));
}

/** The age bands of the server (days past the due date), each with the key of its name in the dashboard's catalogue. */
export const AGE_BANDS = {
  '0-30': 'age.upTo30',
  '31-90': 'age.upTo90',
  '91-180': 'age.upTo180',
  '181-365': 'age.upTo365',
  '365+': 'age.over365',
} as const;

export type AgeBand = keyof typeof AGE_BANDS;

export function isAgeBand(band: string): band is AgeBand {
  return Object.hasOwn(AGE_BANDS, band);
}

/** The charts below the key figures: two by two on a wide screen, money first. */
export const DASHBOARD_CHARTS = [
  'collected-per-month',
  'outstanding-by-stage',
  'new-cases-per-month',
  'outstanding-by-age',
  'collection-rate',
] as const satisfies readonly ChartName[];
