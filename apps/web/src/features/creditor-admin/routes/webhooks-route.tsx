import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useReplayWebhooks,
  useRotateWebhookSecret,
  useSendTestWebhook,
} from '../api/create-webhook-endpoint.ts';
import {
  type WebhookEndpoint,
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
} from '../api/list-webhook-endpoints.ts';
import { AdminPage, useDoneMessage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Moment } from '../components/moment.tsx';
import { SecretField } from '../components/secret-field.tsx';
import { WebhookEndpointDialog } from '../components/webhook-endpoint-dialog.tsx';
import { WordChip } from '../components/word-chip.tsx';

/**
 * Webhooks (/creditor/webhooks, admins): endpoints, their secret shown once, the events each is sent, on or
 * off, a test event, and the delivery log, from which one event or all since a time are sent again.
 */
export function WebhooksRoute() {
  const { t } = useTranslation('creditor-admin');
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      title={t('webhooks.title')}
      intro={t('webhooks.intro')}
      action={{ label: t('webhooks.add'), icon: <AddIcon />, onClick: () => setAdding(true) }}
    >
      <WebhooksAdministration adding={adding} />
    </AdminPage>
  );
}

function WebhooksAdministration({ adding }: { adding: boolean }) {
  const { t } = useTranslation('creditor-admin');
  const endpoints = useQuery(webhookEndpointsQueryOptions);
  const create = useCreateWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ url }, { onSuccess: (created) => setSecret(created.secret) });
  };
  const error = create.error ?? rotate.error;
  return (
    <Stack spacing={3}>
      {adding && (
        <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <OutlinedTextField
              label={t('webhooks.url')}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" disabled={create.isPending} sx={{ flexShrink: 0 }}>
              {t('webhooks.add')}
            </Button>
          </Stack>
        </Paper>
      )}
      {error && <Alert severity="error">{t(`errors:${errorCode(error)}`, { defaultValue: '' })}</Alert>}
      {secret && (
        <Alert severity="info">
          <Stack spacing={1.5}>
            <span>{t('webhooks.secretOnce')}</span>
            <SecretField label={t('webhooks.title')} copyLabel={t('webhooks.title')} value={secret} />
          </Stack>
        </Alert>
      )}
      {endpoints.data?.items.length === 0 && <Typography>{t('webhooks.empty')}</Typography>}
      {endpoints.data?.items.map((endpoint) => (
        <EndpointCard
          key={endpoint.endpointGuid}
          endpoint={endpoint}
          onRotate={() => rotate.mutate(endpoint.endpointGuid, { onSuccess: (r) => setSecret(r.secret) })}
        />
      ))}
    </Stack>
  );
}

const errorCode = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : 'Unexpected';

function EndpointCard({ endpoint, onRotate }: { endpoint: WebhookEndpoint; onRotate: () => void }) {
  const { t } = useTranslation('creditor-admin');
  const deliveries = useQuery(webhookDeliveriesQueryOptions(endpoint.endpointGuid));
  const test = useSendTestWebhook();
  const remove = useDeleteWebhookEndpoint();
  const replay = useReplayWebhooks();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [since, setSince] = useState('');
  const { say, snackbar } = useDoneMessage();
  const sendAgain = (what: { eventId: string } | { since: string }) =>
    replay.mutate(
      { endpointGuid: endpoint.endpointGuid, ...what },
      { onSuccess: ({ queued }) => say(t('webhooks.replayQueued', { count: queued })) },
    );
  return (
    <Paper component="section" aria-label={endpoint.url} variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'center' } }}>
          <Box component="code" dir="ltr" sx={{ wordBreak: 'break-all', flexGrow: 1 }}>
            {endpoint.url}
          </Box>
          <Box sx={{ alignSelf: { xs: 'flex-start', md: 'center' } }}>
            <WordChip
              label={
                endpoint.enabled
                  ? t('webhooks.enabled')
                  : t(`webhooks.disabledReason.${endpoint.disabledReason ?? 'byUser'}`)
              }
              muted={!endpoint.enabled}
            />
          </Box>
        </Stack>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              test.mutate(endpoint.endpointGuid, { onSuccess: () => say(t('webhooks.testQueued')) })
            }
          >
            {t('webhooks.sendTest')}
          </Button>
          <Button size="small" variant="outlined" color="inherit" onClick={onRotate}>
            {t('webhooks.rotate')}
          </Button>
          <Button size="small" variant="outlined" color="inherit" onClick={() => setEditing(true)}>
            {t('webhooks.edit')}
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => setRemoving(true)}>
            {t('webhooks.delete')}
          </Button>
        </Stack>
        {endpoint.description && <Typography>{endpoint.description}</Typography>}
        <Typography variant="body2" color="textSecondary">
          {endpoint.eventTypes.length === 0 ? t('webhooks.allEvents') : endpoint.eventTypes.join(', ')}
        </Typography>
        {/* On a phone the log scrolls sideways within the card, not the page. */}
        <Box sx={{ overflowX: 'auto', position: 'relative' }}>
          <Table size="small" aria-label={t('webhooks.log', { url: endpoint.url })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('webhooks.columns.event')}</TableCell>
                <TableCell>{t('webhooks.columns.status')}</TableCell>
                <TableCell>{t('webhooks.columns.attempt')}</TableCell>
                <TableCell>{t('webhooks.columns.duration')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('webhooks.columns.action')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {deliveries.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{t('webhooks.noDeliveries')}</TableCell>
                </TableRow>
              )}
              {deliveries.data?.items.map((delivery) => {
                const last = delivery.attempts.at(-1);
                return (
                  <TableRow key={delivery.deliveryId}>
                    <TableCell>
                      <Box component="code" dir="ltr">
                        {delivery.eventType}
                      </Box>
                    </TableCell>
                    <TableCell>
                      {t(`webhooks.status.${delivery.status}`)}
                      {last?.statusCode ? ` (${last.statusCode})` : ''}
                    </TableCell>
                    <TableCell>{last ? <Moment iso={last.attemptedAt} /> : '–'}</TableCell>
                    <TableCell>{last ? `${last.durationMs} ms` : '–'}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        disabled={replay.isPending}
                        aria-label={t('webhooks.replayEvent', { event: delivery.eventType })}
                        onClick={() => sendAgain({ eventId: delivery.eventId })}
                      >
                        {t('webhooks.replay')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
        <Stack
          component="form"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
          onSubmit={(event) => {
            event.preventDefault();
            if (since) sendAgain({ since: new Date(since).toISOString() });
          }}
        >
          <OutlinedTextField
            label={t('webhooks.replaySince')}
            type="datetime-local"
            value={since}
            onChange={(event) => setSince(event.target.value)}
            required
          />
          <Button type="submit" variant="outlined" disabled={replay.isPending || !since}>
            {t('webhooks.replaySinceSubmit')}
          </Button>
        </Stack>
        {replay.error && (
          <Alert severity="error">{t(`errors:${errorCode(replay.error)}`, { defaultValue: '' })}</Alert>
        )}
      </Stack>
      {editing && (
        <WebhookEndpointDialog
          endpoint={endpoint}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            say(t('webhooks.saved'));
          }}
        />
      )}
      <ConfirmDialog
        open={removing}
        title={t('webhooks.deleteTitle')}
        body={t('webhooks.deleteBody', { url: endpoint.url })}
        confirmLabel={t('webhooks.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => remove.mutate(endpoint.endpointGuid, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      />
      {snackbar}
    </Paper>
  );
}
