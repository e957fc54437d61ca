import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { paymentPlansQueryOptions } from '../api/get-payment-plans.ts';
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
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('new.title')}</PageHeading>
        <Typography color="textSecondary">{t('new.intro')}</Typography>
      </Stack>
      <QueryBoundary pending={<WizardSkeleton />} loadError={(reason) => t('loadError', { reason })}>
        <Wizard />
      </QueryBoundary>
    </Stack>
  );
}

function Wizard() {
  const { data } = useSuspenseQuery(paymentPlansQueryOptions);
  // Following a link here again (the menu, after a success) starts over, or continues the stored proposal.
  const { key } = useLocation();
  return <PlanWizard key={key} details={data} />;
}
