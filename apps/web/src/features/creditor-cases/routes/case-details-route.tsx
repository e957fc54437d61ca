import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { creditorPath, paths } from '../../../config/paths.ts';
import { CaseStatusChip } from '../../../shared/creditor/case-status-chip.tsx';
import { useCurrentClientUser } from '../../../shared/creditor/current-user.ts';
import { ReadOnlyNotice } from '../../../shared/creditor/read-only-notice.tsx';
import { useMoneyFormatter } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { CaseUnavailable } from '../../../shared/ui/case-unavailable.tsx';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import type { CaseAction } from '../api/case-objections.ts';
import { type CreditorCaseDetails, caseDetailsQueryOptions } from '../api/get-case-details.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { CaseActionDialog } from '../components/case-action-dialog.tsx';
import { CaseDetailsSkeleton } from '../components/case-details-skeleton.tsx';
import { CaseReferences } from '../components/case-references.tsx';
import { ClaimCard } from '../components/claim-card.tsx';
import { ConversationDialog } from '../components/conversation-dialog.tsx';
import { DebtorCard } from '../components/debtor-card.tsx';
import { DirectPaymentDialog } from '../components/direct-payment-dialog.tsx';
import { DocumentsCard } from '../components/documents-card.tsx';
import { ObjectionsCard } from '../components/objections-card.tsx';
import { PaymentsCard } from '../components/payments-card.tsx';
import { TimelineCard } from '../components/timeline-card.tsx';

function BackToCases() {
  const { t } = useTranslation('creditor-cases');
  return <BackLink to={paths.creditor.cases}>{t('details.back')}</BackLink>;
}

type Dialogs = { payment: boolean; conversation: boolean; count: number };

const caseActions: readonly CaseAction[] = ['pause', 'resume', 'recall', 'credit'];

/**
 * What a client's user who may change data can do on an open case: report a direct payment, write to
 * us; and pause, resume, recall or credit it, each with a reason.
 */
function CaseActions({ details }: { details: CreditorCaseDetails }) {
  const { t } = useTranslation('creditor-cases');
  const money = useMoneyFormatter();
  const item = details.case;
  const [dialogs, setDialogs] = useState<Dialogs>({ payment: false, conversation: false, count: 0 });
  const [registered, setRegistered] = useState<string | null>(null);
  const [conversationGuid, setConversationGuid] = useState<string | null>(null);
  const [action, setAction] = useState<CaseAction | null>(null);
  const { say, snackbar } = useDoneMessage();
  const open = (dialog: 'payment' | 'conversation') =>
    setDialogs((current) => ({ ...current, [dialog]: true, count: current.count + 1 }));
  const close = () => setDialogs((current) => ({ ...current, payment: false, conversation: false }));

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => open('payment')}>
          {t('actions.registerPayment')}
        </Button>
        <Button variant="outlined" startIcon={<ChatOutlinedIcon />} onClick={() => open('conversation')}>
          {t('actions.writeToUs')}
        </Button>
        {caseActions.map((next) => (
          <Button
            key={next}
            variant="outlined"
            color="inherit"
            onClick={() => {
              setAction(next);
              setDialogs((current) => ({ ...current, count: current.count + 1 }));
            }}
          >
            {t(`caseActions.${next}.open`)}
          </Button>
        ))}
      </Box>
      {conversationGuid && (
        <Notice
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setConversationGuid(null)}>
              {t('conversation.dismiss')}
            </Button>
          }
        >
          {t('conversation.started')}{' '}
          <Link component={RouterLink} to={creditorPath('conversation', conversationGuid)}>
            {t('conversation.open')}
          </Link>
        </Notice>
      )}
      <DirectPaymentDialog
        item={item}
        open={dialogs.payment}
        openCount={dialogs.count}
        onClose={close}
        onRegistered={(amount) => {
          close();
          setRegistered(money(amount, item.currency));
        }}
      />
      <ConversationDialog
        caseGuid={item.caseGuid}
        caseNumber={item.caseNumber}
        open={dialogs.conversation}
        openCount={dialogs.count}
        onClose={close}
        onStarted={(guid) => {
          close();
          setConversationGuid(guid);
        }}
      />
      <CaseActionDialog
        item={item}
        action={action}
        openCount={dialogs.count}
        onClose={() => setAction(null)}
        onDone={(done) => {
          setAction(null);
          say(t(`caseActions.${done}.done`));
        }}
      />
      {snackbar}
      <Snackbar
        open={registered !== null}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setRegistered(null)}
        message={t('payment.registered', { amount: registered ?? '' })}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}

/** One of the client's cases: who owes what and why, what is left, what happened, and what the client can do. */
export function CreditorCaseDetailsRoute() {
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      key={caseGuid}
      pending={<CaseDetailsSkeleton />}
      failed={(error, retry) => (
        <CaseUnavailable
          error={error}
          onRetry={retry}
          listPath={paths.creditor.cases}
          namespace="creditor-cases"
        />
      )}
    >
      <CaseDetails caseGuid={caseGuid} />
    </QueryBoundary>
  );
}

function CaseDetails({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation('creditor-cases');
  const { canWrite } = useCurrentClientUser();
  const { data: details } = useSuspenseQuery(caseDetailsQueryOptions(caseGuid));
  const item = details.case;
  return (
    <CopyFeedbackProvider>
      <Stack spacing={3}>
        <Stack spacing={1.5}>
          <BackToCases />
          <PageHeading>{t('details.title', { caseNumber: item.caseNumber })}</PageHeading>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <CaseStatusChip status={item.status} />
            <Typography color="textSecondary">
              {t('details.subtitle', { debtor: details.debtor.name, creditor: item.creditorName })}
            </Typography>
          </Box>
        </Stack>
        {canWrite && item.isActive && <CaseActions details={details} />}
        {!canWrite && <ReadOnlyNotice />}
        <ObjectionsCard caseGuid={item.caseGuid} canWrite={canWrite} />
        <CaseReferences item={item} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <BalanceCard item={item} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ClaimCard details={details} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DebtorCard debtor={details.debtor} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TimelineCard details={details} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PaymentsCard payments={details.payments} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DocumentsCard documents={details.documents} />
          </Grid>
        </Grid>
      </Stack>
    </CopyFeedbackProvider>
  );
}
