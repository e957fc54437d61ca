import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import {
  PaymentCardSkeleton,
  PaymentInfoError,
  PaymentOptions,
} from '../../../shared/payment/payment-options.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';

/** The section's heading and intro, which says whether there is one case to pay or several. */
function PaySection({ count, children }: { count: number | null; children: ReactNode }) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2" id={headingId}>
          {t('pay.title')}
        </Typography>
        <Typography color="textSecondary">{count === 1 ? t('pay.introOne') : t('pay.introMany')}</Typography>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * How to pay: one card per active case, since each case has its own OCR reference; with one case,
 * the card is all there is to it. Nothing is shown when there is nothing to pay.
 */
export function PaymentSection() {
  return (
    <QueryBoundary
      pending={
        <PaySection count={null}>
          <PaymentCardSkeleton />
        </PaySection>
      }
      failed={(error, retry) => (
        <PaySection count={null}>
          <PaymentInfoError error={error} onRetry={retry} />
        </PaySection>
      )}
    >
      <PaymentCards />
    </QueryBoundary>
  );
}

function PaymentCards() {
  const { data } = useSuspenseQuery(paymentInfoQueryOptions());
  if (data.cases.length === 0) return null;
  return (
    <PaySection count={data.cases.length}>
      <PaymentOptions paymentInfo={data} />
    </PaySection>
  );
}
