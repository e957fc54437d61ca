import EditIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useStaffMe } from '../../../shared/staff/staff-me.ts';
import { DetailItem, DetailList } from '../../../shared/ui/detail-list.tsx';
import { useDoneMessage } from '../../../shared/ui/done-message.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { TitledPage } from '../../../shared/ui/titled-page.tsx';
import { clientQueryOptions } from '../api/clients.ts';
import { PolicyForm } from '../components/policy-form.tsx';
import { CreditorLimitsView, PolicyView } from '../components/policy-view.tsx';

/**
 * A client (/staff/clients/:clientGuid): contact details, the policy its cases follow and each
 * creditor's limits for approving a plan; an admin changes them with a reason, a handler reads them.
 */
export function ClientRoute() {
  const { t } = useTranslation('staff-admin');
  const { clientGuid = '' } = useParams();
  return (
    <QueryBoundary
      pending={
        <TitledPage title={t('client.loading')}>
          <Grid container spacing={3} role="status" aria-busy="true" aria-label={t('client.loading')}>
            <Grid size={{ xs: 12, lg: 4 }}>
              <Skeleton variant="rounded" height={260} />
            </Grid>
            <Grid size={{ xs: 12, lg: 8 }}>
              <Skeleton variant="rounded" height={420} />
            </Grid>
          </Grid>
        </TitledPage>
      }
      failed={(error, retry) => (
        <TitledPage title={t('client.unknownTitle')}>
          {error.status === 404 ? (
            <Notice severity="info">{t('client.notFound')}</Notice>
          ) : (
            <LoadErrorNotice
              error={error}
              message={(reason) => t('client.loadError', { reason })}
              onRetry={retry}
            />
          )}
        </TitledPage>
      )}
    >
      <Client clientGuid={clientGuid} />
    </QueryBoundary>
  );
}

function Client({ clientGuid }: { clientGuid: string }) {
  const { t } = useTranslation('staff-admin');
  const me = useStaffMe();
  const { data: details } = useSuspenseQuery(clientQueryOptions(clientGuid));
  const [editing, setEditing] = useState(false);
  const { say, snackbar } = useDoneMessage();
  const isAdmin = me.staffRole === 'admin';
  return (
    <TitledPage
      title={details.name}
      intro={t('client.intro', { number: details.clientNumber, org: details.orgNumber })}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <SectionCard title={t('client.contact')}>
            <DetailList>
              <DetailItem label={t('client.clientNumber')}>{details.clientNumber}</DetailItem>
              <DetailItem label={t('client.orgNumber')}>{details.orgNumber}</DetailItem>
              <DetailItem label={t('client.email')}>{details.email ?? t('client.none')}</DetailItem>
              <DetailItem label={t('client.phone')}>{details.phone ?? t('client.none')}</DetailItem>
              <DetailItem label={t('client.activeCases')}>{String(details.activeCases)}</DetailItem>
            </DetailList>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <SectionCard title={t('client.policy')}>
            {editing ? (
              <PolicyForm
                details={details}
                onCancel={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  say(t('client.saved', { client: details.name }));
                }}
              />
            ) : (
              <Stack spacing={3}>
                {!isAdmin && <Notice severity="info">{t('client.readOnly')}</Notice>}
                <PolicyView details={details} />
                <CreditorLimitsView details={details} />
                {isAdmin && (
                  <Button
                    variant="contained"
                    startIcon={<EditIcon />}
                    onClick={() => setEditing(true)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('client.edit')}
                  </Button>
                )}
              </Stack>
            )}
          </SectionCard>
        </Grid>
      </Grid>
      {snackbar}
    </TitledPage>
  );
}
