import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveDocumentUrl } from '../../../shared/api/archive.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadErrorNotice } from '../../../shared/ui/load-error-notice.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { useCaseDocuments } from '../api/get-case-documents.ts';
import { useCaseLabels } from './use-case-labels.ts';

/** The letters we have sent about the case, each downloadable as a PDF (a plain link: the cookie signs it in). */
export function DocumentsCard({ caseGuid }: { caseGuid: string }) {
  const { t } = useTranslation(['cases', 'errors']);
  const labels = useCaseLabels();
  const formatDate = useDateFormatter();
  const fileSize = useFileSizeFormatter();
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
  } else if (documents.data.documents.length === 0) {
    content = <EmptyState icon={DescriptionOutlinedIcon} title={t('documents.empty')} compact />;
  } else {
    content = (
      <Box component="ul" aria-label={t('documents.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {documents.data.documents.map((document) => {
          const title = labels.documentKind(document.kind, document.title);
          const date = formatDate(new Date(document.createdAt));
          return (
            <Box
              component="li"
              key={document.documentGuid}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <PictureAsPdfOutlinedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <Amount>{date}</Amount> · {t('documents.fileSize', { size: fileSize(document.sizeBytes) })}
                </Typography>
              </Box>
              <Button
                component="a"
                href={archiveDocumentUrl(document.documentGuid)}
                download={document.fileName}
                variant="outlined"
                color="inherit"
                size="small"
                startIcon={<DownloadOutlinedIcon fontSize="small" />}
                aria-label={t('documents.download', { title, date })}
                sx={{ flexShrink: 0, borderColor: 'divider', minHeight: 40, px: 1.5 }}
              >
                {t('documents.downloadShort')}
              </Button>
            </Box>
          );
        })}
      </Box>
    );
  }

  return <SectionCard title={t('documents.title')}>{content}</SectionCard>;
}
