import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentDetails } from '../../../shared/payment/get-payment-details.ts';
import { PaymentInfoError } from '../../../shared/payment/payment-options.tsx';
import { RegisteredPayments } from '../../../shared/payment/registered-payments.tsx';
import { RegistrationNote } from '../../../shared/payment/registration-note.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The payments registered on this case, and when a payment made today will show up here. */
export function CasePaymentsCard({ caseGuid, isActive }: { caseGuid: string; isActive: boolean }) {
  const { t } = useTranslation('cases');
  const details = usePaymentDetails(caseGuid);

  let content: ReactNode;
  if (details.isPending) {
    content = (
      <Skeleton
        variant="rounded"
        height={96}
        role="status"
        aria-busy="true"
        aria-label={t('payments.loading')}
      />
    );
  } else if (details.isError) {
    content = <PaymentInfoError error={details.error} onRetry={() => void details.refetch()} />;
  } else {
    content = (
      <Stack spacing={2}>
        {details.data.payments.length === 0 ? (
          <EmptyState icon={PaymentsOutlinedIcon} title={t('payments.empty')} compact />
        ) : (
          <RegisteredPayments
            payments={details.data.payments}
            showCase={false}
            label={t('payments.title')}
            flush
          />
        )}
        {isActive && <RegistrationNote registration={details.data.registration} />}
      </Stack>
    );
  }
  return <SectionCard title={t('payments.title')}>{content}</SectionCard>;
}
