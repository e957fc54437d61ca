import { type Currency, isCaseStatus, STATUS_GROUPS, type StatusGroup } from '@fordra/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import {
  AGE_BANDS,
  type Chart,
  DASHBOARD_CURRENCY,
  formatAxisMonth,
  formatCompactMoney,
  formatMonth,
  formatRatio,
  isAgeBand,
  seriesPoints,
  sortStages,
} from '../chart-figures.ts';
import type { ChartModel, ChartRow } from './chart-model.ts';

const isStatusGroup = (stage: string): stage is StatusGroup =>
  (STATUS_GROUPS as readonly string[]).includes(stage);

/** Turns a chart of the server into what its section draws and tabulates, in the user's language. */
export function useChartModel(): (chart: Chart) => ChartModel {
  const { t } = useTranslation(['creditor-dashboard', 'creditor']);
  const locale = useFormattingLocale();
  const formatMoney = useMoneyFormatter();

  return useCallback(
    (chart: Chart): ChartModel => {
      const currency: Currency = chart.currency ?? DASHBOARD_CURRENCY;
      const money = (minor: number) => formatMoney(minor, currency);
      const compactMoney = (minor: number) => formatCompactMoney(minor, currency, locale);
      const count = (value: number) => new Intl.NumberFormat(locale).format(value);
      const monthRows = (key: string, format: (value: number) => string): ChartRow[] =>
        seriesPoints(chart, key).map((point, index) => ({
          key: point.x,
          label: formatMonth(point.x, locale, 'long'),
          shortLabel: formatAxisMonth(point.x, locale, index === 0),
          narrowLabel: formatAxisMonth(point.x, locale, index === 0, 'narrow'),
          value: point.y,
          formatted: format(point.y),
        }));
      const bars = { kind: 'bars', layout: 'vertical' } as const;

      switch (chart.chart) {
        case 'collected-per-month':
          return {
            ...bars,
            categoryHeader: t('table.month'),
            valueHeader: t('charts.collected-per-month.value'),
            rows: monthRows('collected', money),
            format: money,
            axisFormat: compactMoney,
          };
        case 'new-cases-per-month':
          return {
            ...bars,
            categoryHeader: t('table.month'),
            valueHeader: t('charts.new-cases-per-month.value'),
            rows: monthRows('newCases', count),
            format: count,
            axisFormat: count,
          };
        case 'outstanding-by-stage': {
          const stageName = (stage: string) =>
            isStatusGroup(stage)
              ? t(`creditor:statusGroup.${stage}`)
              : isCaseStatus(stage)
                ? t(`creditor:status.${stage}`)
                : stage;
          return {
            kind: 'bars',
            layout: 'horizontal',
            categoryHeader: t('table.stage'),
            valueHeader: t('charts.outstanding-by-stage.value'),
            rows: sortStages(seriesPoints(chart, 'outstanding')).map((point) => ({
              key: point.x,
              label: stageName(point.x),
              shortLabel: stageName(point.x),
              value: point.y,
              formatted: money(point.y),
            })),
            format: money,
            axisFormat: compactMoney,
          };
        }
        case 'outstanding-by-age': {
          const bandName = (band: string) => (isAgeBand(band) ? t(AGE_BANDS[band]) : band);
          return {
            kind: 'bars',
            layout: 'horizontal',
            categoryHeader: t('table.age'),
            valueHeader: t('charts.outstanding-by-age.value'),
            rows: seriesPoints(chart, 'outstanding').map((point) => ({
              key: point.x,
              label: bandName(point.x),
              shortLabel: bandName(point.x),
              value: point.y,
              formatted: money(point.y),
            })),
            format: money,
            axisFormat: compactMoney,
          };
        }
        case 'collection-rate': {
          const ratio = (value: number) => formatRatio(value, locale);
          return {
            kind: 'gauge',
            layout: 'vertical',
            categoryHeader: t('table.cases'),
            valueHeader: t('charts.collection-rate.value'),
            rows: seriesPoints(chart, 'overall').map((point) => ({
              key: point.x,
              label: t('charts.collection-rate.allClosed'),
              shortLabel: t('charts.collection-rate.allClosed'),
              value: point.y,
              formatted: ratio(point.y),
            })),
            format: ratio,
            axisFormat: ratio,
          };
        }
      }
    },
    [t, locale, formatMoney],
  );
}
