import { useTranslation } from 'react-i18next';
import { DocumentList } from '../../../shared/ui/document-list.tsx';
import { invoiceDocumentsQueryOptions } from '../api/get-invoice-documents.ts';
import { QuerySection } from './query-section.tsx';

const KNOWN_KINDS = ['invoice', 'reminder'] as const;
const knownKind = (kind: string) => KNOWN_KINDS.find((known) => known === kind);

/** The invoice's PDFs (the invoice, its reminder), each downloadable from the archive. */
export function InvoiceDocumentsCard({ invoiceGuid }: { invoiceGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  return (
    <QuerySection
      title={t('documents.title')}
      query={invoiceDocumentsQueryOptions(invoiceGuid)}
      loadError={(reason) => t('documents.loadError', { reason })}
    >
      {({ items }) => (
        <DocumentList
          documents={items.map((document) => {
            const kind = knownKind(document.kind);
            return { ...document, title: kind ? t(`documents.kind.${kind}`) : document.title };
          })}
          label={t('documents.title')}
          empty={t('documents.empty')}
        />
      )}
    </QuerySection>
  );
}
