import type { PaymentInfo } from '@fordra/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { caseDetailsPath } from '../../config/paths.ts';
import { CopyFeedbackProvider } from '../ui/copy-feedback.tsx';
import { LoadErrorNotice } from '../ui/load-error-notice.tsx';
import { InstalmentPaymentCard } from './instalment-payment-card.tsx';
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
 * What a paymentinfo answer asks to be paid: the next instalment of each plan, then each case in no
 * plan with one to pay; a disputed case only with `includeDisputed` (payment is not asked for while
 * a dispute stands).
 */
export function payablesOf(paymentInfo: PaymentInfo, includeDisputed = false) {
  const planned = new Set(paymentInfo.instalments.map((instalment) => instalment.planGuid));
  return {
    instalments: paymentInfo.instalments,
    cases: paymentInfo.cases.filter(
      (info) => !(info.planGuid && planned.has(info.planGuid)) && (includeDisputed || !info.disputed),
    ),
  };
}

/**
 * How to pay what a paymentinfo answer asks for (payablesOf), one card each. `title` names every card
 * (on the page of one case); without it, each case's card is named by its creditor and case number
 * and leads to the case's page.
 */
export function PaymentOptions({
  paymentInfo,
  title,
  headingComponent = 'h3',
  includeDisputed = false,
}: {
  paymentInfo: PaymentInfo;
  title?: string;
  headingComponent?: 'h2' | 'h3';
  includeDisputed?: boolean;
}) {
  const { t } = useTranslation('payment');
  const { instalments, cases } = payablesOf(paymentInfo, includeDisputed);
  return (
    <CopyFeedbackProvider>
      <Stack spacing={3}>
        {instalments.map((instalment) => (
          <InstalmentPaymentCard
            key={instalment.planGuid}
            instalment={instalment}
            headingComponent={headingComponent}
          />
        ))}
        {cases.map((info) => (
          <PaymentCard
            key={info.caseGuid}
            info={info}
            title={title ?? info.creditorName}
            titleTo={title ? undefined : caseDetailsPath(info.caseGuid)}
            subtitle={title ? undefined : t('case', { caseNumber: info.caseNumber })}
            headingComponent={headingComponent}
          />
        ))}
      </Stack>
    </CopyFeedbackProvider>
  );
}
