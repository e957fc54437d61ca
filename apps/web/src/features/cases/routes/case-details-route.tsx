import { stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import {
  caseObjectionsQueryOptions,
  caseStanding,
  standingMark,
} from '../../../shared/debtor/debtor-objections.ts';
import { StandingChip } from '../../../shared/debtor/standing-chip.tsx';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import {
  PaymentCardSkeleton,
  PaymentInfoError,
  PaymentOptions,
} from '../../../shared/payment/payment-options.tsx';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { caseQueryOptions } from '../api/get-case.ts';
import { CaseBalanceCard } from '../components/case-balance-card.tsx';
import { CaseDetailsSkeleton } from '../components/case-details-skeleton.tsx';
import { CasePaymentsCard } from '../components/case-payments-card.tsx';
import { DebtInformationCard } from '../components/debt-information-card.tsx';
import { DocumentsCard } from '../components/documents-card.tsx';
import { FeeDetailsCard } from '../components/fee-details-card.tsx';
import { ObjectionsCard } from '../components/objections-card.tsx';
import { StatusChip } from '../components/status-chip.tsx';

function BackToCases() {
  const { t } = useTranslation('cases');
  return <BackLink to={paths.cases}>{t('details.back')}</BackLink>;
}

/** The way to pay this case; a closed case has nothing to pay, so the server lists no way. */
function CasePayment({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('cases');
  const { data } = useSuspenseQuery(paymentInfoQueryOptions(caseGuid));
  if (data.cases.length === 0) return null;
  return <PaymentOptions paymentInfo={data} title={t('details.payTitle')} headingComponent="h2" />;
}

/** Case details: what is owed and why, how to pay it, its fees, letters and payments. */
export function CaseDetailsRoute() {
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={caseGuid}
      pending={<CaseDetailsSkeleton />}
      failed={(error, retry) => (
        <CaseUnavailable error={error} onRetry={retry} listPath={paths.cases} namespace="cases" />
      )}
    >
      <CaseDetails caseGuid={caseGuid} />
    </QueryBoundary>
  );
}

/** What holds the case ("Disputed — collection paused", more time), once its objections are read. */
function CaseStandingChip({ caseGuid }: { caseGuid: string }) {
  const { data } = useQuery(caseObjectionsQueryOptions(caseGuid));
  if (!data) return null;
  return (
    <StandingChip mark={standingMark(caseStanding(caseGuid, data), stockholmDateTime(new Date()).date)} />
  );
}

function CaseDetails({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('cases');
  const { data: item } = useSuspenseQuery(caseQueryOptions(caseGuid));
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1.5}>
        <BackToCases />
        <PageHeading>{item.creditorName}</PageHeading>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <StatusChip statusGroup={item.statusGroup} />
          <CaseStandingChip caseGuid={item.caseGuid} />
          <Typography color="textSecondary">{t('case', { caseNumber: item.caseNumber })}</Typography>
        </Box>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <CaseBalanceCard item={item} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 3, md: 2 } }}>
          <DebtInformationCard item={item} />
        </Grid>
        <Grid size={12} sx={{ order: { xs: 2, md: 3 }, '&:empty': { display: 'none' } }}>
          <ObjectionsCard caseGuid={item.caseGuid} creditor={item.creditorName} isActive={item.isActive} />
        </Grid>
        <Grid size={12} sx={{ order: { xs: 2, md: 3 }, '&:empty': { display: 'none' } }}>
          {item.isActive && (
            <QueryBoundary
              pending={<PaymentCardSkeleton />}
              failed={(error, retry) => <PaymentInfoError error={error} onRetry={retry} />}
            >
              <CasePayment caseGuid={item.caseGuid} />
            </QueryBoundary>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: 4 }}>
          <FeeDetailsCard item={item} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }} sx={{ order: 5 }}>
          <DocumentsCard caseGuid={item.caseGuid} />
        </Grid>
        <Grid size={12} sx={{ order: 6 }}>
          <CasePaymentsCard caseGuid={item.caseGuid} isActive={item.isActive} />
        </Grid>
      </Grid>
    </Stack>
  );
}
