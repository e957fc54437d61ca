import { stockholmDateTime } from '@fordra/domain';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveDocumentUrl } from '../../../shared/api/archive.ts';
import { invoicesQueryOptions } from '../../../shared/debtor/debtor-invoices.ts';
import { useDayFormatter } from '../../../shared/format/date.ts';
import { PaymentCard } from '../../../shared/payment/payment-card.tsx';
import { PaymentCardSkeleton } from '../../../shared/payment/payment-options.tsx';
import { CopyFeedbackProvider } from '../../../shared/ui/copy-feedback.tsx';
import { QueryBoundary } from '../../../shared/ui/query-boundary.tsx';

/**
 * The debtor's unpaid invoices (the invoice ledger: bills the provider sends for its clients, which
 * are no collection cases), each with its own OCR reference and the ways to pay it. Nothing is shown
 * when there is no invoice to pay.
 */
export function InvoicesSection() {
  const { t } = useTranslation('home');
  return (
    <QueryBoundary
      pending={<PaymentCardSkeleton />}
      loadError={(reason) => t('invoices.loadError', { reason })}
    >
      <UnpaidInvoices />
    </QueryBoundary>
  );
}

function UnpaidInvoices() {
  const { t } = useTranslation('home');
  const formatDay = useDayFormatter();
  const { data } = useSuspenseQuery(invoicesQueryOptions);
  const headingId = useId();
  const open = data.items.filter((invoice) => invoice.amountToPay > 0);
  if (open.length === 0) return null;
  const today = stockholmDateTime(new Date()).date;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography variant="h2" id={headingId}>
          {t('invoices.title')}
        </Typography>
        <Typography color="textSecondary">{t('invoices.intro')}</Typography>
      </Stack>
      <CopyFeedbackProvider>
        <Stack spacing={3}>
          {open.map((invoice) => (
            <PaymentCard
              key={invoice.invoiceGuid}
              info={invoice}
              title={invoice.creditorName}
              subtitle={t(invoice.dueDate < today ? 'invoices.overdue' : 'invoices.due', {
                invoiceNumber: invoice.invoiceNumber,
                dueDate: formatDay(invoice.dueDate),
              })}
              footer={
                invoice.documents.length > 0 && (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {invoice.documents.map((document) => {
                      // An invoice has its own PDF and, once it is late, the reminder's.
                      const reminder = document.kind === 'reminder';
                      return (
                        <Button
                          key={document.documentGuid}
                          component="a"
                          href={archiveDocumentUrl(document.documentGuid)}
                          download={document.fileName}
                          variant="outlined"
                          color="inherit"
                          startIcon={<PictureAsPdfOutlinedIcon aria-hidden="true" />}
                          aria-label={t(reminder ? 'invoices.reminderPdfLabel' : 'invoices.pdfLabel', {
                            invoiceNumber: invoice.invoiceNumber,
                          })}
                          sx={{ borderColor: 'divider', minHeight: 44 }}
                        >
                          {t(reminder ? 'invoices.reminderPdf' : 'invoices.pdf')}
                        </Button>
                      );
                    })}
                  </Stack>
                )
              }
            />
          ))}
        </Stack>
      </CopyFeedbackProvider>
    </Stack>
  );
}
