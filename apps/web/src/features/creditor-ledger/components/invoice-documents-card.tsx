import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { archiveDocumentUrl } from '../../../shared/api/archive.ts';
import { useDateFormatter } from '../../../shared/format/date.ts';
import { useFileSizeFormatter } from '../../../shared/format/file-size.ts';
import { Amount } from '../../../shared/ui/amount.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useInvoiceDocuments } from '../api/get-invoice-documents.ts';
import { QuerySection } from './query-section.tsx';

const KNOWN_KINDS = ['invoice', 'reminder'] as const;
const knownKind = (kind: string) => KNOWN_KINDS.find((known) => known === kind);

/** The invoice's PDFs (the invoice, its reminder), each a plain link to the archive: the session cookie signs it in. */
export function InvoiceDocumentsCard({ invoiceGuid }: { invoiceGuid: string }) {
  const { t } = useTranslation('creditor-ledger');
  const formatDate = useDateFormatter();
  const fileSize = useFileSizeFormatter();
  const documents = useInvoiceDocuments(invoiceGuid);
  return (
    <QuerySection
      title={t('documents.title')}
      query={documents}
      loadError={(reason) => t('documents.loadError', { reason })}
    >
      {({ items }) =>
        items.length === 0 ? (
          <EmptyState icon={DescriptionOutlinedIcon} title={t('documents.empty')} compact />
        ) : (
          <Box component="ul" aria-label={t('documents.title')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((document) => {
              const kind = knownKind(document.kind);
              const title = kind ? t(`documents.kind.${kind}`) : document.title;
              const date = formatDate(new Date(document.createdAt), 'medium');
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
                      <Amount>{date}</Amount> ·{' '}
                      {t('documents.fileSize', { size: fileSize(document.sizeBytes) })}
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
        )
      }
    </QuerySection>
  );
}
