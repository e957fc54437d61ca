import type { journalTotal } from '@fordra/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import type { Period } from '../journal-period.ts';

type JournalTotal = z.infer<typeof journalTotal>;

const MONEY_FIGURES = ['dueToClient', 'keptByProvider', 'credit'] as const;

const figureGrid = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: { xs: 1.5, md: 2 },
  m: 0,
} as const;

/**
 * The period's totals per currency as figure cards (a list of terms, so each figure is read with its
 * name), and how the amount paid divides between the client and the provider.
 */
export function JournalTotals({
  totals,
  scopeName,
  period,
}: {
  totals: JournalTotal[] | undefined;
  /** Whose payments: a creditor's name, or all the client's creditors. */
  scopeName: string;
  period: Period;
}) {
  const { t } = useTranslation('creditor-payments');
  const day = useDayFormatter();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId}>
        {t('totals.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('totals.scope', {
          creditor: scopeName,
          from: day(period.from, 'medium'),
          to: day(period.to, 'medium'),
        })}
      </Typography>
      {totals === undefined ? (
        <Box sx={figureGrid} role="status" aria-busy="true" aria-label={t('totals.loading')}>
          {[0, 1, 2, 3, 4].map((figure) => (
            <Skeleton key={figure} variant="rounded" height={88} />
          ))}
        </Box>
      ) : (
        <Stack spacing={2}>
          {totals.map((total) => (
            <CurrencyTotals key={total.currency} total={total} showCurrency={totals.length > 1} />
          ))}
          {totals.length > 0 && (
            <Typography variant="body2" color="textSecondary">
              {t('totals.explanation')}
            </Typography>
          )}
        </Stack>
      )}
    </Box>
  );
}

function CurrencyTotals({ total, showCurrency }: { total: JournalTotal; showCurrency: boolean }) {
  const { t } = useTranslation('creditor-payments');
  const money = useMoneyFormatter();
  return (
    <Box>
      {showCurrency && (
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('totals.inCurrency', { currency: total.currency })}
        </Typography>
      )}
      <Box component="dl" sx={figureGrid}>
        <Figure label={t('totals.amount')} value={money(total.amount, total.currency)} wide />
        {MONEY_FIGURES.map((figure) => (
          <Figure key={figure} label={t(`totals.${figure}`)} value={money(total[figure], total.currency)} />
        ))}
        <Figure label={t('totals.payments')} value={String(total.payments)} />
      </Box>
    </Box>
  );
}

/** One figure; `wide` spans both columns on phones (the sum the others divide). */
function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <Card
      component="div"
      sx={{ px: 2, py: 1.5, minWidth: 0, gridColumn: { xs: wide ? 'span 2' : 'auto', md: 'auto' } }}
    >
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, mt: 0.5, fontSize: { xs: '1.125rem', md: '1.25rem' }, fontWeight: 500 }}
      >
        <Amount>{value}</Amount>
      </Typography>
    </Card>
  );
}
