import type { attachmentInfo } from '@fordra/contract';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { gatewayUrl } from '../api/api-client.ts';
import { useFileSizeFormatter } from '../format/file-size.ts';

/** A message's files, each to download with its size; nothing when it has none. Texts: `creditor-messages`. */
export function AttachmentLinks({ files }: { files: readonly z.infer<typeof attachmentInfo>[] }) {
  const { t } = useTranslation('creditor-messages');
  const formatSize = useFileSizeFormatter();
  if (files.length === 0) return null;
  return (
    <Stack
      component="ul"
      spacing={0.5}
      aria-label={t('thread.attachments')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {files.map((file) => (
        <Box component="li" key={file.attachmentGuid} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <InsertDriveFileOutlinedIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          <Link
            href={gatewayUrl(`/wip/conversations/attachments/${encodeURIComponent(file.attachmentGuid)}`)}
            download={file.fileName}
            sx={{ overflowWrap: 'anywhere' }}
          >
            <bdi>{file.fileName}</bdi>
          </Link>
          <Typography component="span" variant="body2" color="textSecondary" sx={{ flexShrink: 0 }}>
            {formatSize(file.sizeBytes)}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
