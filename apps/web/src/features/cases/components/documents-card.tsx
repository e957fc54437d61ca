import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentList } from '../../../shared/ui/document-list.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCaseDocuments } from '../api/get-case-documents.ts';
import { useCaseLabels } from './use-case-labels.ts';

/** The letters we have sent about the case, each downloadable as a PDF. */
export function DocumentsCard({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation(['cases', 'errors']);
  const labels = useCaseLabels();
  const documents = useCaseDocuments(caseGuid);

  let content: ReactNode;
  if (documents.isPending) {
    content = (
      <Box role="status" aria-busy="true" aria-label={t('documents.loading')}>
        <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
        <Skeleton variant="rounded" height={56} />
      </Box>
    );
  } else if (documents.isError) {
    content = (
      <LoadErrorNotice
        error={documents.error}
        message={(reason) => t('documents.loadError', { reason })}
        onRetry={() => void documents.refetch()}
      />
    );
  } else {
    content = (
      <DocumentList
        documents={documents.data.documents.map((document) => ({
          ...document,
          title: labels.documentKind(document.kind, document.title),
        }))}
        label={t('documents.title')}
        empty={t('documents.empty')}
      />
    );
  }

  return <SectionCard title={t('documents.title')}>{content}</SectionCard>;
}
