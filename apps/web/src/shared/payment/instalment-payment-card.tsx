import type { InstalmentPaymentInfo } from '@fordra/contract';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDayFormatter } from '../format/date.ts';
import { PaymentCard } from './payment-card.tsx';

/**
 * The next instalment of a plan, paid with its own OCR reference (the one its notice carries); it says
 * that paying more is allowed and what the rest does (docs/domain.md, "A payment to the plan").
 */
export function InstalmentPaymentCard({
  instalment,
  title,
  headingComponent = 'h3',
}: {
  instalment: InstalmentPaymentInfo;
  title?: string;
  headingComponent?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('payment');
  const formatDay = useDayFormatter();
  const caseNumbers = instalment.cases.map((item) => item.caseNumber).join(', ');
  return (
    <PaymentCard
      info={instalment}
      title={title ?? t('instalment.title', { sequence: instalment.sequence, months: instalment.months })}
      subtitle={t('instalment.subtitle', {
        dueDate: formatDay(instalment.dueDate),
        caseNumbers,
      })}
      headingComponent={headingComponent}
      note={
        <Typography variant="body2" color="textSecondary">
          {t('instalment.payMore')}
        </Typography>
      }
    />
  );
}
