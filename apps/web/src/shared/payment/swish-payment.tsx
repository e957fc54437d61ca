import { formatSwishNumber, groupForReading, kronorString, swishAppLink } from '@fordra/domain';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../format/money.ts';
import { CopyableValue } from '../ui/copyable-value.tsx';
import { QrCodeCanvas } from '../ui/qr-code-canvas.tsx';
import { useHandheldDevice } from '../ui/use-wide-layout.ts';
import type { Payable } from './payable.ts';

/**
 * Paying one case with Swish: on a computer the QR code to scan with the phone, on a phone a button
 * that opens the Swish app; on both the details to type in by hand, each copyable.
 */
export function SwishPayment({ info, headingComponent }: { info: Payable; headingComponent: 'h3' | 'h4' }) {
  const { t } = useTranslation('payment');
  const money = useMoneyFormatter();
  const handheld = useHandheldDevice();
  const amount = money(info.amountToPay, info.currency);

  if (info.swishPayload === null || info.swishPayee === null) {
    return (
      <Box>
        <Typography variant="h3" component={headingComponent} sx={{ mb: 1 }}>
          {t('swish.title')}
        </Typography>
        <Typography color="textSecondary">{t('swish.notAvailable')}</Typography>
      </Box>
    );
  }

  const payee = info.swishPayee;
  return (
    <Box>
      <Typography variant="h3" component={headingComponent} sx={{ mb: 1.5 }}>
        {t('swish.title')}
      </Typography>
      {handheld ? (
        <Stack spacing={1}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            href={swishAppLink({ payee, amount: info.amountToPay, message: info.ocrReference })}
            startIcon={<PhoneIphoneOutlinedIcon />}
          >
            {t('swish.open')}
          </Button>
          <Typography variant="body2" color="textSecondary">
            {t('swish.openHint')}
          </Typography>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
          <QrCodeCanvas
            data={info.swishPayload}
            size={184}
            errorCorrectionLevel="M"
            label={t('swish.qrLabel', { amount, creditor: info.creditorName })}
          />
          <Typography color="textSecondary">{t('swish.scan')}</Typography>
        </Stack>
      )}
      <Typography variant="subtitle2" component="p" sx={{ mt: 2.5 }}>
        {t('swish.manualTitle')}
      </Typography>
      <CopyableValue label={t('swish.number')} shown={formatSwishNumber(payee)} copied={payee} />
      {/* Swish takes kronor with a decimal comma and no grouping. */}
      <CopyableValue label={t('swish.amount')} shown={amount} copied={kronorString(info.amountToPay)} />
      <CopyableValue
        label={t('swish.message')}
        shown={groupForReading(info.ocrReference)}
        copied={info.ocrReference}
      />
    </Box>
  );
}
