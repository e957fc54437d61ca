import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { archiveDocumentUrl } from '../../../shared/api/archive.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { visuallyHidden } from '../../../shared/ui/visually-hidden.ts';
import type { CreditorCaseDetails } from '../api/get-case-details.ts';
import { useCaseWords } from './use-case-words.ts';

/** The letters sent on the case, each a PDF from the archive (a plain link: the session cookie signs it in). */
export function DocumentsCard({ documents }: { documents: CreditorCaseDetails['documents'] }) {
  const { t } = useTranslation('creditor-cases');
  const words = useCaseWords();
  const formatDate = useDateFormatter();
  const fileSize = useFileSizeFormatter();
  return (
    <SectionCard title={t('documents.title')}>
      {documents.length === 0 ? (
        <EmptyState icon={DescriptionOutlinedIcon} title={t('documents.empty')} compact />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => {
            const named = words.letter(document.kind);
            const title = named === document.kind ? document.title : named;
            const date = formatDate(new Date(document.createdAt));
            return (
              <Box
                component="li"
                key={document.documentGuid}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  py: 1,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <PictureAsPdfOutlinedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
                <Box sx={{ minWidth: 0 }}>
                  <Link
                    href={archiveDocumentUrl(document.documentGuid)}
                    download={document.fileName}
                    sx={{ fontWeight: 500 }}
                  >
                    {title}
                    <Box component="span" sx={visuallyHidden}>
                      {t('documents.pdf', { date })}
                    </Box>
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    <Amount>{date}</Amount> ·{' '}
                    {t('documents.fileSize', { size: fileSize(document.sizeBytes) })}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </SectionCard>
  );
}
