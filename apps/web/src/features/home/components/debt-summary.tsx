import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { debtorSummaryQueryOptions } from '../api/get-debtor-summary.ts';
import { DebtTotalCard } from './debt-total-card.tsx';
import { DebtTotalSkeleton } from './debt-total-skeleton.tsx';

/** The total debt, one card per currency, or the empty state when there is nothing to pay. */
export function DebtSummary() {
  const { t } = useTranslation(['home', 'errors']);
  return (
    <QueryBoundary pending={<DebtTotalSkeleton />} loadError={(reason) => t('summary.loadError', { reason })}>
      <DebtTotals />
    </QueryBoundary>
  );
}

function DebtTotals() {
  const { t } = useTranslation('home');
  const { totals } = useSuspenseQuery(debtorSummaryQueryOptions).data;
  if (totals.length === 0) {
    return (
      <Card>
        <EmptyState icon={InboxOutlinedIcon} title={t('summary.emptyTitle')}>
          <Typography color="textSecondary">{t('summary.emptyBody')}</Typography>
        </EmptyState>
      </Card>
    );
  }

  return (
    <Stack spacing={3}>
      {totals.map((total) => (
        <DebtTotalCard key={total.currency} total={total} showCurrency={totals.length > 1} />
      ))}
    </Stack>
  );
}
