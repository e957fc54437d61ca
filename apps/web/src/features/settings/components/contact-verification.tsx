import { formatPhoneNumber, type NotificationChannel } from '@fordra/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { useConfirmCode, useSendCode } from '../api/notification-settings.ts';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'Unknown');

/** An address as people write it: a phone number grouped (domain `formatPhoneNumber`), an e-mail as it is. */
export const shownAddress = (channel: NotificationChannel, address: string) =>
  channel === 'sms' ? formatPhoneNumber(address) : address;

/**
 * One channel's address from the contact details, whether it is verified, and its verification: send a
 * code, type it, confirm. A missing address is to be added in the contact details first.
 */
export function ContactVerification({
  channel,
  contact,
}: {
  channel: NotificationChannel;
  contact: { address: string | null; verified: boolean };
}) {
  const { t } = useTranslation(['settings', 'errors']);
  const send = useSendCode();
  const confirm = useConfirmCode();
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = useId();
  const label = t(`notifications.channel.${channel}`);
  // A code sent to an address the debtor has since changed is of no use: the form starts again.
  const waiting = sentTo !== null && sentTo === contact.address && !contact.verified;

  const sendCode = async () => {
    setFailure(null);
    setCode('');
    try {
      const sent = await send.mutateAsync(channel);
      setSentTo(sent.address);
    } catch (error) {
      setFailure(codeOf(error));
    }
  };
  const confirmCode = async () => {
    setFailure(null);
    try {
      // People copy a code with spaces or type it in groups: only its digits are sent.
      await confirm.mutateAsync({ channel, code: code.replace(/\s/g, '') });
      setSentTo(null);
    } catch (error) {
      setFailure(codeOf(error));
    }
  };

  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="textSecondary" sx={{ minWidth: '8rem' }}>
          {label}
        </Typography>
        {contact.address ? (
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{shownAddress(channel, contact.address)}</bdi>
          </Typography>
        ) : null}
        {contact.address === null ? (
          <Chip label={t('missing')} size="small" variant="outlined" />
        ) : contact.verified ? (
          <Chip
            icon={<CheckCircleOutlineIcon />}
            label={t('notifications.verified')}
            size="small"
            color="success"
            variant="outlined"
          />
        ) : (
          // Neutral text: the warning palette's orange is too faint on white for a label (axe, 4.5:1).
          <Chip
            icon={<ErrorOutlineIcon />}
            label={t('notifications.notVerified')}
            size="small"
            variant="outlined"
          />
        )}
      </Stack>
      {contact.address === null ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('notifications.addAddress')}
        </Typography>
      ) : null}
      {contact.address !== null && !contact.verified && !waiting ? (
        <Button variant="outlined" sx={{ mt: 1.5 }} onClick={() => void sendCode()} disabled={send.isPending}>
          {t('notifications.verify')}
        </Button>
      ) : null}
      {waiting ? (
        <Stack spacing={1.5} sx={{ mt: 1.5, maxWidth: 420 }}>
          <Typography role="status">
            {t('notifications.codeSent', { address: shownAddress(channel, sentTo) })}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <OutlinedTextField
              id={fieldId}
              label={t('notifications.codeLabel')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 9, dir: 'ltr' }}
              sx={{ width: '10rem' }}
            />
            <Button
              variant="contained"
              onClick={() => void confirmCode()}
              disabled={confirm.isPending || code.trim() === ''}
            >
              {t('notifications.confirm')}
            </Button>
          </Stack>
          <Box>
            <Button variant="text" onClick={() => void sendCode()} disabled={send.isPending}>
              {t('notifications.resend')}
            </Button>
          </Box>
        </Stack>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t(errorMessageKey(failure))}
        </Alert>
      ) : null}
    </Box>
  );
}
