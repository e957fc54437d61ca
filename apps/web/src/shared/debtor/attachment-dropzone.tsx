import { messageLimits } from '@fordra/contract';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error.ts';
import type { PickedAttachment } from './attachment-files.ts';
import { AttachmentList } from './attachment-list.tsx';

// What the file chooser offers first; the content decides in the end (attachment-files.ts).
const accept = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.doc,.docx,application/pdf,image/jpeg,image/png,image/heic';
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Where files are added to a message: dragged onto the zone or chosen with the button, one or more
 * at a time. Each file is listed with its name, size, a remove button and its own error.
 */
export function AttachmentDropzone({
  files,
  checking,
  error,
  buttonRef,
  onAdd,
  onRemove,
}: {
  files: readonly PickedAttachment[];
  checking: boolean;
  /** An error code about the files together, shown under the zone. */
  error: string | null;
  buttonRef: Ref<HTMLButtonElement>;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation(['contact', 'errors']);
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = Array.from(event.dataTransfer.files);
    if (dropped.length > 0) onAdd(dropped);
  };

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 500, mb: 1 }}>
        {t('attachments.label')}
      </Typography>
      <Box
        data-testid="attachment-dropzone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          px: 2,
          py: 3,
          textAlign: 'center',
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: error ? 'error.main' : dragging ? 'text.primary' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.default',
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <CloudUploadOutlinedIcon sx={{ color: 'text.secondary' }} aria-hidden="true" />
        <Typography color="textSecondary">{t('attachments.drop')}</Typography>
        <Button
          ref={buttonRef}
          variant="outlined"
          color="inherit"
          onClick={() => inputRef.current?.click()}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {t('attachments.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          hidden
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            // Cleared, so that choosing the same file again (after removing it) adds it again.
            event.target.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
      </Box>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('attachments.hint', {
          count: messageLimits.maxAttachments,
          perFile: megabytes(messageLimits.maxAttachmentBytes),
          total: megabytes(messageLimits.maxTotalAttachmentBytes),
        })}
      </FormHelperText>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {error === 'fixFiles' ? t('attachments.fixFiles') : t(errorMessageKey(error))}
        </FormHelperText>
      )}
      {checking && (
        <Typography role="status" variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('attachments.checking')}
        </Typography>
      )}
      <AttachmentList files={files} onRemove={onRemove} />
    </Box>
  );
}
