import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';
import { PaymentInfoError } from '../../../shared/payment/payment-options.tsx';
import { RegisteredPayments } from '../../../shared/payment/registered-payments.tsx';
import { RegistrationNote } from '../../../shared/payment/registration-note.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { useWideLayout } from '../../../shared/ui/use-wide-layout.ts';
import { InvoicePayments } from '../components/invoice-payments.tsx';

/**
 * Payments: every payment registered on the debtor's cases, and when a payment made today shows up;
 * then the payments on their invoices.
 */
export function PaymentsRoute() {
  const { t } = useTranslation('payments');
  const wide = useWideLayout();
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Stack spacing={1}>
        <PageHeading>{t('title')}</PageHeading>
        <Typography color="textSecondary">{t('intro')}</Typography>
      </Stack>
      <QueryBoundary
        pending={
          <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={wide ? 220 : 120} />
          </Stack>
        }
        failed={(error, retry) => <PaymentInfoError error={error} onRetry={retry} />}
      >
        <RegisteredPaymentList />
      </QueryBoundary>
      <InvoicePayments />
    </Stack>
  );
}

function RegisteredPaymentList() {
  const { t } = useTranslation('payments');
  const wide = useWideLayout();
  const { payments, registration } = useSuspenseQuery(paymentDetailsQueryOptions()).data;
  return (
    <Stack spacing={3}>
      <RegistrationNote registration={registration} />
      {payments.length === 0 ? (
        <Card>
          <EmptyState icon={PaymentsOutlinedIcon} title={t('empty')}>
            <Typography color="textSecondary">{t('emptyHint')}</Typography>
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
