import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginErrorPath } from '../../../config/paths.ts';
import { errorMessageKey } from '../../../shared/api/api-error.ts';
import { Notice } from '../../../shared/ui/notice.tsx';
import { QrCodeCanvas } from '../../../shared/ui/qr-code-canvas.tsx';
import { autoStartLink, failureMessage, isMobileDevice, pendingMessage } from '../bankid-messages.ts';
import { safeCallbackPath } from '../callback-url.ts';
import { type BankidLoginState, useBankidLogin } from '../use-bankid-login.ts';

type Pending = Extract<BankidLoginState, { phase: 'pending' }>;

/**
 * The e-ID tab of the sign-in page: BankID on this device (the app opened by its autostart link)
 * or on another device (the animated QR code), the time left, cancel, and BankID's own messages.
 * Loaded only when the tab is chosen.
 */
export function BankidPanel({ callbackUrl }: { callbackUrl: string }) {
  const { t } = useTranslation(['bankid', 'errors']);
  const navigate = useNavigate();
  const onMobile = isMobileDevice(navigator.userAgent);
  const login = useBankidLogin({
    callbackUrl,
    onSignedIn: (url) =>
      navigate(url ? safeCallbackPath(url, window.location.origin) : callbackUrl, { replace: true }),
    onUnknownUser: () => navigate(loginErrorPath('UnknownUser')),
  });
  const { state } = login;

  const startButton = (label: string) => (
    <Button variant="contained" size="large" fullWidth onClick={() => void login.start()}>
      {label}
    </Button>
  );

  if (state.phase === 'pending') return <PendingOrder order={state} login={login} onMobile={onMobile} />;

  if (state.phase === 'starting' || state.phase === 'signingIn') {
    return (
      <Stack spacing={2} role="status">
        <Typography>{t(state.phase === 'starting' ? 'starting' : 'signingIn')}</Typography>
        <LinearProgress />
      </Stack>
    );
  }

  if (state.phase === 'failed') {
    return (
      <Stack spacing={2.5}>
        <Notice severity="error">
          <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
            {t('failed')}
          </Box>
          {state.errorCode
            ? t(errorMessageKey(state.errorCode))
            : t(`rfa.${failureMessage(state.hintCode, login.device)}`)}
        </Notice>
        {startButton(t('tryAgain'))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5}>
      {state.phase === 'expired' && <Notice severity="info">{t('expired')}</Notice>}
      {state.phase === 'cancelled' && <Notice severity="info">{t('cancelled')}</Notice>}
      {state.phase === 'idle' && <Typography color="textSecondary">{t('intro')}</Typography>}
      {startButton(state.phase === 'idle' ? t('start') : t('tryAgain'))}
    </Stack>
  );
}

function PendingOrder({
  order,
  login,
  onMobile,
}: {
  order: Pending;
  login: ReturnType<typeof useBankidLogin>;
  onMobile: boolean;
}) {
  const { t } = useTranslation('bankid');
  return (
    <Stack spacing={2.5}>
      <Typography role="status" aria-live="polite" sx={{ fontWeight: 500 }}>
        {t(`rfa.${pendingMessage(order.hintCode, login.device, onMobile)}`)}
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        href={autoStartLink(order.autoStartToken)}
        onClick={login.openOnThisDevice}
      >
        {t('openOnThisDevice')}
      </Button>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <Typography color="textSecondary" sx={{ alignSelf: 'stretch' }}>
          {t('otherDevice')}
        </Typography>
        <QrCodeCanvas data={order.qrData} label={t('qrLabel')} size={200} errorCorrectionLevel="L" />
      </Stack>
      <Stack spacing={0.75}>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, (login.secondsLeft / Math.max(1, order.timeoutSeconds)) * 100)}
          aria-hidden="true"
        />
        <Typography variant="body2" color="textSecondary">
          {t('secondsLeft', { count: login.secondsLeft })}
        </Typography>
      </Stack>
      <Button variant="outlined" size="large" fullWidth onClick={login.cancel}>
        {t('cancel')}
      </Button>
      {order.testAppUrl && (
        <Typography variant="body2" color="textSecondary">
          <Trans
            t={t}
            i18nKey="testApp"
            components={{
              testAppLink: <Link href={order.testAppUrl} target="_blank" rel="noopener" />,
            }}
          />
          <OpenInNewIcon sx={{ fontSize: '1em', verticalAlign: 'middle', ml: 0.5 }} aria-hidden="true" />
        </Typography>
      )}
    </Stack>
  );
}
