import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveDocumentUrl } from '../api/archive.ts';
import { useDateFormatter } from '../format/date.ts';
import { useFileSizeFormatter } from '../format/file-size.ts';
import { Amount } from './amount.tsx';
import { EmptyState } from './empty-state.tsx';

/** A PDF in the archive, with the name the page gives it. */
export type ListedDocument = {
  documentGuid: string;
  fileName: string;
  title: string;
  createdAt: string;
  sizeBytes: number;
  /** What the page adds under the document's day and size: how it was delivered. */
  details?: ReactNode;
};

/**
 * Letters and other PDFs from the archive, each with its day, its size and a download (a plain
 * link: the session cookie signs it in); `empty` says why there are none yet.
 */
export function DocumentList({
  documents,
  label,
  empty,
}: {
  documents: ListedDocument[];
  /** The list's name for screen readers: the title of the card it is in. */
  label: string;
  empty: string;
}) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const fileSize = useFileSizeFormatter();
  if (documents.length === 0) return <EmptyState icon={DescriptionOutlinedIcon} title={empty} compact />;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {documents.map((document) => {
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
              <Typography sx={{ fontWeight: 500 }}>{document.title}</Typography>
              <Typography variant="body2" color="textSecondary">
                <Amount>{date}</Amount> · {t('documentList.fileSize', { size: fileSize(document.sizeBytes) })}
              </Typography>
              {document.details}
            </Box>
            <Button
              component="a"
              href={archiveDocumentUrl(document.documentGuid)}
              download={document.fileName}
              variant="outlined"
              color="inherit"
              size="small"
              startIcon={<DownloadOutlinedIcon fontSize="small" />}
              aria-label={t('documentList.download', { title: document.title, date })}
              sx={{ flexShrink: 0, borderColor: 'divider', minHeight: 40, px: 1.5 }}
            >
              {t('documentList.downloadShort')}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
