import type { StaffCaseView } from '@fordra/contract';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths, staffPath } from '../../../config/paths.ts';
import { DebtorCard } from '../../../shared/staff/debtor-card.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FormDialog } from '../../../shared/ui/form-dialog.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { staffCaseQueryOptions } from '../api/staff-case.ts';
import { availableActions } from '../case-view.ts';
import {
  type ActionBodyProps,
  ContactBody,
  DecisionBody,
  PauseBody,
  PaymentBody,
  ResumeBody,
} from '../components/action-dialogs.tsx';
import { CaseHeader } from '../components/case-header.tsx';
import { ConversationBody } from '../components/conversation-dialog.tsx';
import { LedgerCard } from '../components/ledger-card.tsx';
import { ClaimCard } from '../components/parties-cards.tsx';
import { ConversationsCard, DocumentsCard, PlanCard, TimelineCard } from '../components/records-cards.tsx';

type DialogName = 'payment' | 'pause' | 'resume' | 'decision' | 'contact' | 'debtor' | 'client';

const bodies: Record<Exclude<DialogName, 'debtor' | 'client'>, (props: ActionBodyProps) => ReactNode> = {
  payment: PaymentBody,
  pause: PauseBody,
  resume: ResumeBody,
  decision: DecisionBody,
  contact: ContactBody,
};

/** The case page with its actions: each a dialog; what the action answers is shown at once. */
function CasePage({ view }: { view: StaffCaseView }) {
  const { t } = useTranslation('staff-case');
  const [dialog, setDialog] = useState<{ name: DialogName | null; count: number }>({ name: null, count: 0 });
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const open = (name: DialogName) => setDialog((current) => ({ name, count: current.count + 1 }));
  const close = () => setDialog((current) => ({ ...current, name: null }));
  const done = (text: string) => {
    close();
    setConfirmation(text);
  };
  const can = availableActions(view);
  const name = dialog.name;

  const writeButtons = (
    <>
      <Button variant="outlined" startIcon={<ChatOutlinedIcon />} onClick={() => open('debtor')}>
        {t('actions.writeDebtor')}
      </Button>
      <Button variant="outlined" startIcon={<ChatOutlinedIcon />} onClick={() => open('client')}>
        {t('actions.writeClient')}
      </Button>
    </>
  );

  return (
    <Stack spacing={3}>
      <CaseHeader view={view} />
      <Box
        component="nav"
        aria-label={t('actions.label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {can.payment && (
          <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => open('payment')}>
            {t('actions.payment')}
          </Button>
        )}
        {can.pause && (
          <Button variant="outlined" startIcon={<PauseCircleOutlineIcon />} onClick={() => open('pause')}>
            {t('actions.pause')}
          </Button>
        )}
        {can.resume && (
          <Button variant="outlined" startIcon={<PlayCircleOutlineIcon />} onClick={() => open('resume')}>
            {t('actions.resume')}
          </Button>
        )}
        {can.enforcementDecision && (
          <Button variant="outlined" startIcon={<GavelOutlinedIcon />} onClick={() => open('decision')}>
            {t('actions.decision')}
          </Button>
        )}
      </Box>
      {started && (
        <Notice
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setStarted(null)}>
              {t('write.dismiss')}
            </Button>
          }
        >
          {t('write.started')}{' '}
          <Link component={RouterLink} to={staffPath('conversation', started)}>
            {t('write.open')}
          </Link>
        </Notice>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <DebtorCard debtor={view.debtor}>
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={() => open('contact')}
              sx={{ mt: 2 }}
            >
              {t('actions.contact')}
            </Button>
          </DebtorCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ClaimCard view={view} />
        </Grid>
        <Grid size={12}>
          <LedgerCard view={view} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DocumentsCard view={view} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanCard view={view} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ConversationsCard view={view} actions={writeButtons} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TimelineCard view={view} />
        </Grid>
      </Grid>
      <FormDialog open={name !== null} openCount={dialog.count} onClose={close}>
        {(titleId) => {
          if (name === 'debtor' || name === 'client')
            return (
              <ConversationBody
                view={view}
                party={name}
                titleId={titleId}
                onCancel={close}
                onStarted={(guid) => {
                  close();
                  setStarted(guid);
                }}
              />
            );
          const Body = name ? bodies[name] : null;
          return Body && <Body view={view} titleId={titleId} onCancel={close} onDone={done} />;
        }}
      </FormDialog>
      <Snackbar
        open={confirmation !== null}
        autoHideDuration={6000}
        onClose={(_, reason) => reason !== 'clickaway' && setConfirmation(null)}
        message={confirmation ?? ''}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Stack>
  );
}

function CaseSkeleton() {
  const { t } = useTranslation('staff-case');
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={t('loading')}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}

/** One case as a handler sees it (/staff/cases/:caseGuid). */
export function StaffCaseRoute() {
  const { t } = useTranslation('staff-case');
  const { caseGuid = '' } = useParams();
  return (
    <QueryBoundary
      pending={<CaseSkeleton />}
      failed={(error, retry) => {
        const missing = error.status === 404 || error.status === 400;
        return (
          <Stack spacing={3}>
            <PageHeading>{missing ? t('notFound.title') : t('loadFailed')}</PageHeading>
            {missing ? (
              <EmptyState icon={FolderOffOutlinedIcon} title={t('notFound.body')}>
                <Button component={RouterLink} to={paths.staff.search} variant="outlined">
                  {t('notFound.search')}
                </Button>
              </EmptyState>
            ) : (
              <LoadErrorNotice
                error={error}
                message={(reason) => t('loadError', { reason })}
                onRetry={retry}
              />
            )}
          </Stack>
        );
      }}
    >
      <FoundCase caseGuid={caseGuid} />
    </QueryBoundary>
  );
}

function FoundCase({ caseGuid }: { caseGuid: string }) {
  const { data } = useSuspenseQuery(staffCaseQueryOptions(caseGuid));
  return <CasePage view={data} />;
}
