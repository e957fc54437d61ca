import { messageLimits } from '@fordra/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error.ts';
import { useFileSizeFormatter } from '../format/file-size.ts';
import type { DraftProblems } from './message-draft.ts';

// What the file chooser offers first; the server decides from the content.
const accept = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.doc,.docx,application/pdf,image/jpeg,image/png,image/heic';
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

// A chosen file has no id of its own; each File object gets one the first time it is listed.
const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastFileKey += 1;
    key = lastFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/**
 * The files of a message: a button to add some, and each chosen file with its size, its own error and a
 * remove button. Shared by the client's and the back office's message forms; its texts are
 * `creditor-messages:attachments.*`, so a page that shows it loads that namespace.
 */
export function AttachmentField({
  files,
  problems,
  disabled,
  onChange,
}: {
  files: readonly File[];
  problems: DraftProblems;
  disabled?: boolean;
  onChange: (files: File[]) => void;
}) {
  const { t } = useTranslation(['creditor-messages', 'errors']);
  const formatSize = useFileSizeFormatter();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const setError = problems.attachments;
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        aria-describedby={setError ? `${hintId} ${errorId}` : hintId}
      >
        {t('attachments.add')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        data-testid="message-attachments"
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          // Cleared, so that the same file can be chosen again after it was removed.
          event.target.value = '';
          if (chosen.length > 0) onChange([...files, ...chosen]);
        }}
      />
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('attachments.hint', {
          count: messageLimits.maxAttachments,
          perFile: megabytes(messageLimits.maxAttachmentBytes),
          total: megabytes(messageLimits.maxTotalAttachmentBytes),
        })}
      </FormHelperText>
      {setError && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0 }}>
          {t(errorMessageKey(setError))}
        </FormHelperText>
      )}
      {files.length > 0 && (
        <Stack
          component="ul"
          spacing={1}
          aria-label={t('attachments.chosen')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {files.map((file, index) => {
            const error = problems.files?.[index];
            return (
              <Box
                component="li"
                key={fileKey(file)}
                sx={{
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 1,
                  py: 0.75,
                  px: 1.25,
                  border: 1,
                  borderRadius: 1,
                  borderColor: error ? 'error.main' : 'divider',
                }}
              >
                <InsertDriveFileOutlinedIcon sx={{ color: 'text.secondary', mt: 0.5 }} aria-hidden="true" />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    <bdi>{file.name}</bdi>
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {formatSize(file.size)}
                  </Typography>
                  {error && (
                    <Typography role="alert" variant="body2" color="error">
                      {t(errorMessageKey(error))}
                    </Typography>
                  )}
                </Box>
                <IconButton
                  aria-label={t('attachments.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, other) => other !== index))}
                >
                  <CloseIcon />
                </IconButton>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
