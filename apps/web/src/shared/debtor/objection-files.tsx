import type { attachmentInfo } from '@fordra/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { gatewayUrl } from '../api/api-client.ts';
import { useFileSizeFormatter } from '../format/file-size.ts';

/** The address a debtor downloads a file of an objection or of its answer from. */
export const objectionFileUrl = (attachmentGuid: string) =>
  gatewayUrl(`/debtoraccess/objections/attachments/${encodeURIComponent(attachmentGuid)}`);

/** The files of a dispute or of the creditor's answer, each a download with its size. */
export function ObjectionFiles({
  files,
  label,
}: {
  files: readonly z.infer<typeof attachmentInfo>[];
  /** The list's name for screen readers. */
  label: string;
}) {
  const formatSize = useFileSizeFormatter();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {files.map((file) => (
        <Typography
          component="li"
          key={file.attachmentGuid}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}
        >
          <AttachFileIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />
          <Link href={objectionFileUrl(file.attachmentGuid)} download={file.fileName}>
            <bdi>{file.fileName}</bdi>
          </Link>
          <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            (<bdi>{formatSize(file.sizeBytes)}</bdi>)
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
