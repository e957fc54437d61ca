import { stockholmDateTime } from '@fordra/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { casesQueryOptions } from '../../../shared/debtor/debtor-cases.ts';
import {
  caseObjectionsQueryOptions,
  caseStanding,
  standingMark,
} from '../../../shared/debtor/debtor-objections.ts';
import { StandingChip } from '../../../shared/debtor/standing-chip.tsx';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import { InstalmentPaymentCard } from '../../../shared/payment/instalment-payment-card.tsx';
import {
  PaymentCardSkeleton,
  PaymentInfoError,
  PaymentOptions,
} from '../../../shared/payment/payment-options.tsx';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { caseQueryOptions } from '../api/get-case.ts';
import { CaseBalanceCard } from '../components/case-balance-card.tsx';
import { CaseDetailsSkeleton } from '../components/case-details-skeleton.tsx';
import { CasePaymentsCard } from '../components/case-payments-card.tsx';
import { CaseStanding } from '../components/case-standing.tsx';
import { DebtInformationCard } from '../components/debt-information-card.tsx';
import { DocumentsCard } from '../components/documents-card.tsx';
import { FeeDetailsCard } from '../components/fee-details-card.tsx';
import { ObjectionsCard } from '../components/objections-card.tsx';
import { StatusChip } from '../components/status-chip.tsx';
import { CHOSEN_CASE_PARAM } from '../most-relevant-case.ts';

function BackToCases() {
  const { t } = useTranslation('cases');
  return <BackLink to={paths.cases}>{t('details.back')}</BackLink>;
}

/**
 * The way to pay this case: its plan's next instalment while it is in one; nothing asked while it is
 * disputed (the details one tap away); a closed case has nothing to pay, so the server lists no way.
 */
function CasePayment({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('cases');
  const { data } = useSuspenseQuery(paymentInfoQueryOptions(caseGuid));
  const [shown, setShown] = useState(false);
  const [instalment] = data.instalments;
  if (instalment) {
    return (
      <Stack spacing={2}>
        <Typography>
          {t('details.inPlan')}{' '}
          <Link component={RouterLink} to={paths.plans}>
            {t('details.seePlan')}
          </Link>
        </Typography>
        <CopyFeedbackProvider>
          <InstalmentPaymentCard
            instalment={instalment}
            title={t('details.instalmentTitle')}
            headingComponent="h2"
          />
        </CopyFeedbackProvider>
      </Stack>
    );
  }
  const [info] = data.cases;
  if (!info) return null;
  if (info.disputed) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          color="inherit"
          aria-expanded={shown}
          onClick={() => setShown((open) => !open)}
        >
          {shown ? t('details.hidePayAnyway') : t('details.payAnyway')}
        </Button>
        {shown && (
          <Box sx={{ alignSelf: 'stretch' }}>
            <PaymentOptions
              paymentInfo={data}
              title={t('details.payTitle')}
              headingComponent="h2"
              includeDisputed
            />
          </Box>
        )}
      </Stack>
    );
  }
  return <PaymentOptions paymentInfo={data} title={t('details.payTitle')} headingComponent="h2" />;
}

/** Arrived from "Case details" in the menu: which case it chose, and why, when there are several. */
function ChosenCaseNote() {
  const { t } = useTranslation('cases');
  const [search] = useSearchParams();
  const cases = useQuery(casesQueryOptions).data?.cases ?? [];
  const active = cases.filter((item) => item.isActive).length;
  if (search.get(CHOSEN_CASE_PARAM) === null || active < 2) return null;
  return (
    <Typography color="textSecondary">
      {t('details.chosen')}{' '}
      <Link component={RouterLink} to={paths.cases}>
        {t('details.allCases')}
      </Link>
    </Typography>
  );
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
          <StatusChip status={item.status} />
          <CaseStandingChip caseGuid={item.caseGuid} />
          <Typography color="textSecondary">{t('case', { caseNumber: item.caseNumber })}</Typography>
        </Box>
        <ChosenCaseNote />
      </Stack>
      <CaseStanding item={item} />
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
