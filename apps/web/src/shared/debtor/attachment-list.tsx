import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error.ts';
import { useFileSizeFormatter } from '../format/file-size.ts';
import type { PickedAttachment } from './attachment-files.ts';

/** The files picked for a message: name, size, a remove button, and the file's own error under it. */
export function AttachmentList({
  files,
  onRemove,
}: {
  files: readonly PickedAttachment[];
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation(['contact', 'errors']);
  const formatSize = useFileSizeFormatter();
  if (files.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('attachments.listLabel')}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.id}
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 1.5,
            py: 1,
            px: 1.5,
            mb: 1,
            border: 1,
            borderRadius: 1,
            borderColor: file.error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {file.error ? (
            <ErrorOutlineIcon sx={{ color: 'error.main', mt: '2px' }} aria-hidden="true" />
          ) : (
            <InsertDriveFileOutlinedIcon sx={{ color: 'text.secondary', mt: '2px' }} aria-hidden="true" />
          )}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <bdi>{file.name}</bdi>
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {formatSize(file.sizeBytes)}
            </Typography>
            {file.error && (
              <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
                {t(errorMessageKey(file.error))}
              </Typography>
            )}
          </Box>
          <IconButton
            aria-label={t('attachments.remove', { name: file.name })}
            onClick={() => onRemove(file.id)}
            sx={{ mt: -0.5, flexShrink: 0 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      ))}
    </Box>
  );
}
