import type { InvoiceItem } from '@fordra/contract';
import { formatBankgiro, groupForReading, isValidBankgiro } from '@fordra/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { CopyableValue } from '../../../shared/ui/copyable-value.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';

/** How the customer pays an open invoice: the bankgiro number and the OCR reference, each copyable. */
export function InvoicePaymentCard({ invoice }: { invoice: InvoiceItem }) {
  const { t } = useTranslation('creditor-ledger');
  const bankgiro = isValidBankgiro(invoice.bankgiro) ? formatBankgiro(invoice.bankgiro) : invoice.bankgiro;
  return (
    <SectionCard title={t('payment.title')}>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t('payment.hint')}
      </Typography>
      <CopyFeedbackProvider>
        {invoice.bankgiro && (
          <CopyableValue label={t('payment.bankgiro')} shown={bankgiro} copied={invoice.bankgiro} />
        )}
        {invoice.ocrReference && (
          <CopyableValue
            label={t('payment.ocr')}
            shown={groupForReading(invoice.ocrReference)}
            copied={invoice.ocrReference}
          />
        )}
      </CopyFeedbackProvider>
    </SectionCard>
  );
}
