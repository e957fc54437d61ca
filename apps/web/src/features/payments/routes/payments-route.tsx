import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentDetails } from '../../../shared/payment/get-payment-details.ts';
import { PaymentInfoError } from '../../../shared/payment/payment-options.tsx';
import { RegisteredPayments } from '../../../shared/payment/registered-payments.tsx';
import { RegistrationNote } from '../../../shared/payment/registration-note.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';

/** Payments: every payment registered on the debtor's cases, and when a payment made today shows up. */
export function PaymentsRoute() {
  const { t } = useTranslation('payments');
  const details = usePaymentDetails();
  const wide = useWideLayout();

  let content: ReactNode;
  if (details.isPending) {
    content = (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={wide ? 220 : 120} />
      </Stack>
    );
  } else if (details.isError) {
    content = <PaymentInfoError error={details.error} onRetry={() => void details.refetch()} />;
  } else {
    const { payments, registration } = details.data;
    content = (
      <Stack spacing={3}>
        <RegistrationNote registration={registration} />
        {payments.length === 0 ? (
          <Card>
            <EmptyState icon={PaymentsOutlinedIcon} title={t('empty')}>
              <Typography color="text.secondary">{t('emptyHint')}</Typography>
            </EmptyState>
          </Card>
        ) : wide ? (
          <Card>
            <RegisteredPayments payments={payments} showCase label={t('listLabel')} />
          </Card>
        ) : (
          <RegisteredPayments payments={payments} showCase label={t('listLabel')} />
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Stack>
      {content}
    </Stack>
  );
}
