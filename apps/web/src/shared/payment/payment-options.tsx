import type { PaymentInfo } from '@fordra/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CopyFeedbackProvider } from '../ui/copy-feedback.tsx';
import { LoadErrorNotice } from '../ui/load-error-notice.tsx';
import { PaymentCard } from './payment-card.tsx';

/** The payment card's shape while the details load. */
export function PaymentCardSkeleton() {
  const { t } = useTranslation('payment');
  return (
    <Card role="status" aria-busy="true" aria-label={t('loading')}>
      <CardContent>
        <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.625rem', mb: 2 }} />
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} sx={{ mb: 1 }} />
        ))}
      </CardContent>
    </Card>
  );
}

/** The call failed: say so, and offer to try again. */
export function PaymentInfoError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('payment');
  return <LoadErrorNotice error={error} message={(reason) => t('loadError', { reason })} onRetry={onRetry} />;
}

/**
 * How to pay each case of a paymentinfo answer, one card per case. `title` names every card (on the
 * page of one case); without it, each card is named by its creditor and case number.
 */
export function PaymentOptions({
  paymentInfo,
  title,
  headingComponent = 'h3',
}: {
  paymentInfo: PaymentInfo;
  title?: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('payment');
  return (
    <CopyFeedbackProvider>
      <Stack spacing={3}>
        {paymentInfo.cases.map((info) => (
          <PaymentCard
            key={info.caseGuid}
            info={info}
            title={title ?? info.creditorName}
            subtitle={title ? undefined : t('case', { caseNumber: info.caseNumber })}
            headingComponent={headingComponent}
          />
        ))}
      </Stack>
    </CopyFeedbackProvider>
  );
}
