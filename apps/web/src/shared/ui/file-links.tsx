import type { attachmentInfo } from '@fordra/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { useFileSizeFormatter } from '../format/file-size.ts';

/** Files sent with something (a dispute, an answer), each a download (a plain link) with its size. */
export function FileLinks({
  files,
  label,
  href,
}: {
  files: readonly z.infer<typeof attachmentInfo>[];
  /** The list's name for screen readers. */
  label: string;
  /** Where a file is downloaded from. */
  href: (attachmentGuid: string) => string;
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
          <Link href={href(file.attachmentGuid)} download={file.fileName}>
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
