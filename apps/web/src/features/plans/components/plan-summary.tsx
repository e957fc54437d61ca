import type { Currency, InstalmentPlanQuote } from '@fordra/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { PlanFigures } from './plan-figures.tsx';

type Props = { quote: InstalmentPlanQuote | null; currency: Currency | null; firstDueDate: string };

/** The plan's figures beside the steps on a computer; it stays in view while the page scrolls. */
export function PlanSummaryCard({ quote, currency, firstDueDate }: Props) {
  const { t } = useTranslation('plans');
  const formatDay = useDayFormatter();
  const headingId = useId();
  return (
    <Card component="aside" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
          {t('summary.title')}
        </Typography>
        {quote && currency ? (
          <>
            <PlanFigures quote={quote} currency={currency} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
              {/* The first instalment's own day: a chosen day that is no bank day moves to the next one. */}
              {t('summary.firstDue', { date: formatDay(quote.instalments[0]?.dueDate ?? firstDueDate) })}
            </Typography>
          </>
        ) : (
          <Typography color="textSecondary">{t('summary.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The plan in one line at the bottom of a phone's screen, in view on every step after the calculator. */
export function PlanSummaryBar({ quote, currency }: { quote: InstalmentPlanQuote; currency: Currency }) {
  const { t } = useTranslation('plans');
  const money = useMoneyFormatter();
  return (
    <Paper
      component="aside"
      aria-label={t('summary.title')}
      square
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        mx: -2,
        px: 2,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <Trans
          t={t}
          i18nKey="summary.compact"
          count={quote.months}
          values={{ perMonth: money(quote.perMonth, currency), total: money(quote.total, currency) }}
          components={{ strong: <strong /> }}
        />
      </Typography>
    </Paper>
  );
}
