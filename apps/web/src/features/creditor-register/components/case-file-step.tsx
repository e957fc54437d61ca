import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CsvCreditor, csvTemplate } from '../csv-cases.ts';

/** The template, made in the browser: the header row and one example row, for the client's creditors. */
function downloadTemplate(fileName: string, creditors: readonly CsvCreditor[]) {
  const url = URL.createObjectURL(new Blob([csvTemplate(creditors)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has started once the click returns; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloading the template and choosing the file to import. */
export function CaseFileStep({
  creditors,
  onFile,
  disabled,
}: {
  creditors: readonly CsvCreditor[];
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('creditor-register');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="textSecondary">
        {t('import.templateHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => downloadTemplate(t('import.templateFile'), creditors)}
        >
          {t('import.template')}
        </Button>
        {/* A real button opens the browser's file picker, so that the keyboard reaches it too. */}
        <Button
          variant="contained"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          {t('import.choose')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv"
          hidden
          tabIndex={-1}
          aria-label={t('import.choose')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so that choosing the same file again is a change too.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Box>
    </Stack>
  );
}
