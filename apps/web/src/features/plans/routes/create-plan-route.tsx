import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { usePaymentPlans } from '../api/get-payment-plans.ts';
import { PlanWizard } from '../components/plan-wizard.tsx';

function WizardSkeleton() {
  const { t } = useTranslation('plans');
  return (
    <Card role="status" aria-busy="true" aria-label={t('new.loading')}>
      <CardContent>
        <Skeleton variant="text" width="60%" />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={88} sx={{ mt: 1.5 }} />
        ))}
      </CardContent>
    </Card>
  );
}

/** Create payment plan: the five-step proposal over the debtor's active cases. */
export function CreatePlanRoute() {
  const { t } = useTranslation(['plans', 'errors']);
  const details = usePaymentPlans();
  // Following a link here again (the menu, after a success) starts over, or continues the stored proposal.
  const { key } = useLocation();

  let body: ReactNode;
  if (details.data) {
    body = <PlanWizard key={key} details={details.data} />;
  } else if (details.isError) {
    body = (
      <LoadErrorNotice
        error={details.error}
        message={(reason) => t('loadError', { reason })}
        onRetry={() => void details.refetch()}
      />
    );
  } else {
    body = <WizardSkeleton />;
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('new.title')}</PageHeading>
        <Typography color="text.secondary">{t('new.intro')}</Typography>
      </Stack>
      {body}
    </Stack>
  );
}
