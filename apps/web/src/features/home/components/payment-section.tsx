import type { PaymentInfo } from '@fordra/contract';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { caseDetailsPath } from '../../../config/paths.ts';
import { paymentInfoQueryOptions } from '../../../shared/payment/get-payment-info.ts';
import {
  PaymentCardSkeleton,
  PaymentInfoError,
  PaymentOptions,
  payablesOf,
} from '../../../shared/payment/payment-options.tsx';
import { Notice } from '../../../shared/ui/notice.tsx';
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
        {count !== 0 && (
          <Typography color="textSecondary">
            {count === 1 ? t('pay.introOne') : t('pay.introMany')}
          </Typography>
        )}
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
  const { instalments, cases } = payablesOf(data);
  const count = instalments.length + cases.length;
  const disputed = data.cases.filter((info) => info.disputed);
  if (count === 0 && disputed.length === 0) return null;
  return (
    <PaySection count={count}>
      {count > 0 && <PaymentOptions paymentInfo={data} />}
      {disputed.map((info) => (
        <DisputedCaseNote key={info.caseGuid} info={info} />
      ))}
    </PaySection>
  );
}

/** A disputed case asks for no payment while the dispute stands: a line says so, with the way to the case. */
function DisputedCaseNote({ info }: { info: PaymentInfo['cases'][number] }) {
  const { t } = useTranslation('home');
  return (
    <Notice severity="info">
      <Link component={RouterLink} to={caseDetailsPath(info.caseGuid)}>
        {t('pay.disputed', { creditor: info.creditorName, caseNumber: info.caseNumber })}
      </Link>
    </Notice>
  );
}
