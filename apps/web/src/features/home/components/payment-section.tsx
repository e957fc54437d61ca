import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentInfo } from '../../../shared/payment/get-payment-info.ts';
import { PaymentOptions } from '../../../shared/payment/payment-options.tsx';

/**
 * How to pay: one card per active case, since each case has its own OCR reference; with one case,
 * the card is all there is to it. Nothing is shown when there is nothing to pay.
 */
export function PaymentSection() {
  const { t } = useTranslation('home');
  const paymentInfo = usePaymentInfo();
  const headingId = useId();
  const count = paymentInfo.data?.cases.length;
  if (count === 0) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2" id={headingId}>
          {t('pay.title')}
        </Typography>
        <Typography color="text.secondary">{count === 1 ? t('pay.introOne') : t('pay.introMany')}</Typography>
      </Stack>
      <PaymentOptions query={paymentInfo} />
    </Stack>
  );
}
