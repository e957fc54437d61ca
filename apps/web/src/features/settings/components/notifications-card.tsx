import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '@fordra/domain';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notificationSettingsQueryOptions, useSavePreference } from '../api/notification-settings.ts';
import { ContactVerification } from './contact-verification.tsx';

/** Where the debtor stands: nothing verified yet, verified but all off, or told of something. */
function standingOf(settings: {
  contacts: Record<NotificationChannel, { verified: boolean }>;
  preferences: { enabled: boolean }[];
}) {
  if (settings.preferences.some((row) => row.enabled)) return 'on';
  return NOTIFICATION_CHANNELS.some((channel) => settings.contacts[channel].verified) ? 'off' : 'unverified';
}

function NotificationSettings() {
  const { t } = useTranslation(['settings', 'errors']);
  const { data: settings } = useSuspenseQuery(notificationSettingsQueryOptions);
  const save = useSavePreference();
  const [failure, setFailure] = useState<string | null>(null);
  const enabled = (event: NotificationEvent, channel: NotificationChannel) =>
    settings.preferences.some((row) => row.event === event && row.channel === channel && row.enabled);
  const toggle = async (event: NotificationEvent, channel: NotificationChannel, on: boolean) => {
    setFailure(null);
    try {
      await save.mutateAsync({ event, channel, enabled: on });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.code : 'Unknown');
    }
  };
  const standing = standingOf(settings);
  const unverified = NOTIFICATION_CHANNELS.filter((channel) => !settings.contacts[channel].verified);

  return (
    <>
      <Alert severity={standing === 'on' ? 'success' : 'info'} sx={{ mb: 2 }} role="status">
        {t(`notifications.standing.${standing}`)}
      </Alert>
      {NOTIFICATION_CHANNELS.map((channel) => (
        <ContactVerification key={channel} channel={channel} contact={settings.contacts[channel]} />
      ))}
      <Table size="small" sx={{ mt: 2 }} aria-describedby="notification-switch-hints">
        <TableHead>
          <TableRow>
            <TableCell>{t('notifications.event')}</TableCell>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <TableCell key={channel} align="center" sx={{ px: { xs: 0.5, sm: 2 } }}>
                {t(`notifications.channel.${channel}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {NOTIFICATION_EVENTS.map((event) => (
            <TableRow key={event}>
              <TableCell component="th" scope="row" sx={{ px: { xs: 1, sm: 2 } }}>
                {t(`notifications.events.${event}`)}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const on = enabled(event, channel);
                return (
                  <TableCell key={channel} align="center" sx={{ py: 0, px: { xs: 0.5, sm: 2 } }}>
                    <Switch
                      checked={on}
                      // Turning off is always allowed; turning on waits for a verified address.
                      disabled={save.isPending || (!on && !settings.contacts[channel].verified)}
                      onChange={(_, next) => void toggle(event, channel, next)}
                      slotProps={{
                        input: {
                          'aria-label': t('notifications.switchLabel', {
                            event: t(`notifications.events.${event}`),
                            channel: t(`notifications.channel.${channel}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div id="notification-switch-hints">
        {unverified.map((channel) => (
          <Typography key={channel} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {t(`notifications.disabled.${channel}`)}
          </Typography>
        ))}
      </div>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t(errorMessageKey(failure))}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * Notifications by e-mail and SMS: the addresses from the contact details and their verification, and a
 * switch per event and channel, off until the debtor turns it on (docs/delivery.md#notifications).
 */
export function NotificationsCard() {
  const { t } = useTranslation('settings');
  return (
    <SectionCard title={t('notifications.title')}>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('notifications.intro')}
      </Typography>
      <QueryBoundary
        pending={<Skeleton variant="rounded" height={320} />}
        loadError={(reason) => t('notifications.loadError', { reason })}
      >
        <NotificationSettings />
      </QueryBoundary>
    </SectionCard>
  );
}
