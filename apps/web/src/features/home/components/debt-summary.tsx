import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { useDebtorSummary } from '../api/get-debtor-summary.ts';
import { DebtTotalCard } from './debt-total-card.tsx';
import { DebtTotalSkeleton } from './debt-total-skeleton.tsx';

/** The total debt, one card per currency, or the empty state when there is nothing to pay. */
export function DebtSummary() {
  const { t } = useTranslation(['home', 'errors']);
  const summary = useDebtorSummary();

  if (summary.isPending) return <DebtTotalSkeleton />;
  if (summary.isError) {
    return (
      <LoadErrorNotice
        error={summary.error}
        message={(reason) => t('summary.loadError', { reason })}
        onRetry={() => void summary.refetch()}
      />
    );
  }

  const { totals } = summary.data;
  if (totals.length === 0) {
    return (
      <Card>
        <EmptyState icon={InboxOutlinedIcon} title={t('summary.emptyTitle')}>
          <Typography color="text.secondary">{t('summary.emptyBody')}</Typography>
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
