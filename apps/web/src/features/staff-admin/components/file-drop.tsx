import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where a payment file is chosen or dropped (any name: banks name BgMax files in their own ways, and
 * the server reads the content): a real button opens the browser's file picker (the
 * keyboard reaches it), and a file dragged onto the area is taken as chosen.
 */
export function FileDrop({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation('staff-admin');
  const fileInput = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (file && !disabled) onFile(file);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        px: 3,
        py: { xs: 3, md: 4 },
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden="true" />
      <Typography>{t('files.dropHint')}</Typography>
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        onClick={() => fileInput.current?.click()}
      >
        {t('files.choose')}
      </Button>
      <input
        ref={fileInput}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={t('files.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again (to see its duplicates) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Box>
  );
}
