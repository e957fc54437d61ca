import { describe, expect, it } from 'vitest';
import {
  type Chart,
  formatAxisMonth,
  formatCompactMoney,
  formatMonth,
  formatRatio,
  hasData,
  isAgeBand,
  latestValue,
  monthStart,
  seriesPoints,
  seriesTotal,
  sortStages,
} from './chart-figures.ts';

const collected: Chart = {
  chart: 'collected-per-month',
  unit: 'minor',
  currency: 'SEK',
  series: [
    {
      key: 'collected',
      points: [
        { x: '2026-09', y: 100_000 },
        { x: '2026-10', y: 308_400 },
        { x: '2026-11', y: 258_400 },
      ],
    },
  ],
};

const space = (text: string) => text.replace(/\s/g, ' ');

describe('a chart of the dashboard', () => {
  it('gives the current month as the last point and the period as the sum of all', () => {
    expect(latestValue(collected, 'collected')).toBe(258_400);
    expect(seriesTotal(collected, 'collected')).toBe(666_800);
    expect(seriesPoints(collected, 'collected')).toHaveLength(3);
  });

  it('reads a series it does not have as empty', () => {
    expect(seriesPoints(collected, 'overall')).toEqual([]);
    expect(latestValue(collected, 'overall')).toBe(0);
    expect(seriesTotal(collected, 'overall')).toBe(0);
  });

  it('has data only when some value is not 0', () => {
    expect(hasData(collected)).toBe(true);
    const nothing: Chart = {
      ...collected,
      series: [{ key: 'collected', points: collected.series[0]?.points.map((p) => ({ ...p, y: 0 })) ?? [] }],
    };
    expect(hasData(nothing)).toBe(false);
    expect(hasData({ ...collected, series: [] })).toBe(false);
  });
});

describe('a chart month', () => {
  it('is the first day of the month at midnight UTC', () => {
    expect(monthStart('2026-01').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(monthStart('2025-12').toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('is written in the user’s language, whatever the time zone of the browser', () => {
    expect(formatMonth('2026-11', 'sv-SE', 'long')).toBe('november 2026');
    expect(formatMonth('2026-01', 'en-GB', 'long')).toBe('January 2026');
    expect(formatMonth('2026-11', 'en-GB', 'short')).toBe('Nov 2026');
  });

  it('names a month under its bar briefly, the year under the first month and every January', () => {
    expect(formatAxisMonth('2026-11', 'sv-SE', false)).toBe('nov.');
    expect(formatAxisMonth('2026-11', 'sv-SE', true)).toBe('nov.\n2026');
    expect(formatAxisMonth('2027-01', 'en-GB', false)).toBe('Jan\n2027');
    expect(formatAxisMonth('2026-11', 'en-GB', false, 'narrow')).toBe('N');
  });
});

describe('figures on an axis and as a rate', () => {
  it('rounds kronor from minor units', () => {
    expect(space(formatCompactMoney(12_518_059, 'SEK', 'sv-SE'))).toBe('125,2 tkr');
    expect(space(formatCompactMoney(125_000_000, 'SEK', 'sv-SE'))).toBe('1,3 mnkr');
    expect(space(formatCompactMoney(50_000, 'SEK', 'sv-SE'))).toBe('500 kr');
    expect(space(formatCompactMoney(100_000, 'SEK', 'en-GB'))).toBe('SEK 1k');
  });

  it('writes a ratio as a percentage with at most one decimal', () => {
    expect(space(formatRatio(0.9364, 'sv-SE'))).toBe('93,6 %');
    expect(formatRatio(1, 'en-GB')).toBe('100%');
  });
});

describe('stages and age bands', () => {
  it('orders the stages as a case goes through them, unknown ones last', () => {
    const points = ['Legal', 'monitoring', 'reminder', 'Unknown', 'PaymentPlan', 'collection'].map((x) => ({
      x,
      y: 1,
    }));
    expect(sortStages(points).map((point) => point.x)).toEqual([
      'reminder',
      'collection',
      'PaymentPlan',
      'monitoring',
      'Legal',
      'Unknown',
    ]);
  });

  it('knows the server’s age bands', () => {
    expect(['0-30', '31-90', '91-180', '181-365', '365+'].every(isAgeBand)).toBe(true);
    expect(isAgeBand('366+')).toBe(false);
  });
});
