import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type QueryKey, type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useFormattingLocale } from '../../../i18n/use-language.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { amountSx } from '../../../shared/ui/amount.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import { chartQueryOptions } from '../api/get-chart.ts';
import { WAITING_STATUS, waitingCaseCountQueryOptions } from '../api/get-waiting-cases.ts';
import { DASHBOARD_CURRENCY, formatRatio, latestValue, seriesPoints, seriesTotal } from '../chart-figures.ts';

/** One key figure in its card: a skeleton while it loads, "could not be fetched" with "try again" on failure. */
function KeyFigure<T, Key extends QueryKey>({
  label,
  query,
  value,
  detail,
  action,
}: {
  label: string;
  query: UseSuspenseQueryOptions<T, Error, T, Key>;
  value: (data: T) => string;
  detail: (data: T) => string;
  /** A link to what the figure counts, shown once the figure is there. */
  action?: ReactNode;
}) {
  const { t } = useTranslation(['creditor-dashboard', 'common']);
  return (
    <Card component="li" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { lg: 2 }, '&:last-child': { pb: { lg: 2 } } }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
        <QueryBoundary
          pending={
            <Box aria-busy="true">
              <Skeleton variant="text" width="70%" sx={{ fontSize: '1.75rem' }} />
              <Skeleton variant="text" width="90%" />
            </Box>
          }
          failed={(_error, retry) => (
            <>
              <Typography sx={{ mt: 0.5 }}>{t('figures.unavailable')}</Typography>
              <Button size="small" onClick={retry} sx={{ ml: -1.5 }}>
                {t('common:retry')}
              </Button>
            </>
          )}
        >
          <KeyFigureValue query={query} value={value} detail={detail} action={action} />
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}

function KeyFigureValue<T, Key extends QueryKey>({
  query,
  value,
  detail,
  action,
}: {
  query: UseSuspenseQueryOptions<T, Error, T, Key>;
  value: (data: T) => string;
  detail: (data: T) => string;
  action?: ReactNode;
}) {
  const { data } = useSuspenseQuery(query);
  return (
    <>
      <Typography
        component="p"
        sx={[
          amountSx,
          { fontSize: { xs: '1.75rem', lg: '1.25rem' }, fontWeight: 650, lineHeight: 1.3, mt: 0.5 },
        ]}
      >
        <bdi>{value(data)}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {detail(data)}
      </Typography>
      {action}
    </>
  );
}

/** The figures a client looks at first, as cards above the charts: one column on a phone, one row on a wide screen. */
export function KeyFigures() {
  const { t } = useTranslation('creditor-dashboard');
  const locale = useFormattingLocale();
  const formatMoney = useMoneyFormatter();
  const money = (minor: number) => formatMoney(minor, DASHBOARD_CURRENCY);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const headingId = useId();
  const waitingPath = `${paths.creditor.cases}?${new URLSearchParams({ status: WAITING_STATUS })}`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} sx={visuallyHidden}>
        {t('figures.heading')}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <KeyFigure
          label={t('figures.outstanding.label')}
          query={chartQueryOptions('outstanding-by-stage')}
          value={(chart) => money(seriesTotal(chart, 'outstanding'))}
          detail={() => t('figures.outstanding.detail')}
        />
        <KeyFigure
          label={t('figures.collectedThisMonth.label')}
          query={chartQueryOptions('collected-per-month')}
          value={(chart) => money(latestValue(chart, 'collected'))}
          detail={(chart) =>
            t('figures.collectedThisMonth.detail', {
              amount: money(seriesTotal(chart, 'collected')),
              months: seriesPoints(chart, 'collected').length,
            })
          }
        />
        <KeyFigure
          label={t('figures.newCasesThisMonth.label')}
          query={chartQueryOptions('new-cases-per-month')}
          value={(chart) => count(latestValue(chart, 'newCases'))}
          detail={(chart) =>
            t('figures.newCasesThisMonth.detail', {
              count: seriesTotal(chart, 'newCases'),
              months: seriesPoints(chart, 'newCases').length,
            })
          }
        />
        <KeyFigure
          label={t('figures.collectionRate.label')}
          query={chartQueryOptions('collection-rate')}
          value={(chart) => formatRatio(latestValue(chart, 'overall'), locale)}
          detail={() => t('figures.collectionRate.detail')}
        />
        <KeyFigure
          label={t('figures.waiting.label')}
          query={waitingCaseCountQueryOptions}
          value={count}
          detail={(total) => t('figures.waiting.detail', { count: total })}
          action={
            <Link
              component={RouterLink}
              to={waitingPath}
              variant="body2"
              sx={{ display: 'inline-block', mt: 0.5, fontWeight: 600 }}
            >
              {t('figures.waiting.link')}
            </Link>
          }
        />
      </Box>
    </Box>
  );
}
