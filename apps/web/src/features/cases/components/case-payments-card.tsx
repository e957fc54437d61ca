import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentDetailsQueryOptions } from '../../../shared/payment/get-payment-details.ts';
import { PaymentInfoError } from '../../../shared/payment/payment-options.tsx';
import { RegisteredPayments } from '../../../shared/payment/registered-payments.tsx';
import { RegistrationNote } from '../../../shared/payment/registration-note.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** The payments registered on this case, and when a payment made today will show up here. */
export function CasePaymentsCard({ caseGuid, isActive }: { caseGuid: string; isActive: boolean }) {
  const { t } = useTranslation('cases');
  return (
    <SectionCard title={t('payments.title')}>
      <QueryBoundary
        pending={
          <Skeleton
            variant="rounded"
            height={96}
            role="status"
            aria-busy="true"
            aria-label={t('payments.loading')}
          />
        }
        failed={(error, retry) => <PaymentInfoError error={error} onRetry={retry} />}
      >
        <CasePayments caseGuid={caseGuid} isActive={isActive} />
      </QueryBoundary>
    </SectionCard>
  );
}

function CasePayments({ caseGuid, isActive }: { caseGuid: string; isActive: boolean }) {
  const { t } = useTranslation('cases');
  const { data } = useSuspenseQuery(paymentDetailsQueryOptions(caseGuid));
  return (
    <Stack spacing={2}>
      {data.payments.length === 0 ? (
        <EmptyState icon={PaymentsOutlinedIcon} title={t('payments.empty')} compact />
      ) : (
        <RegisteredPayments payments={data.payments} showCase={false} label={t('payments.title')} flush />
      )}
      {isActive && <RegistrationNote registration={data.registration} />}
    </Stack>
  );
}
