import { useTranslation } from 'react-i18next';
import { DocumentList } from '../../../shared/ui/document-list.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useCaseWords } from './use-case-words.ts';

/** The letters sent on the case, each a PDF from the archive. */
export function DocumentsCard({ documents }: { documents: CreditorCaseDetails['documents'] }) {
  const { t } = useTranslation('creditor-cases');
  const words = useCaseWords();
  const letters = documents.map((document) => {
    const named = words.letter(document.kind);
    return { ...document, title: named === document.kind ? document.title : named };
  });
  return (
    <SectionCard title={t('documents.title')}>
      <DocumentList documents={letters} label={t('documents.title')} empty={t('documents.empty')} />
    </SectionCard>
  );
}
