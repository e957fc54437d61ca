import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../shared/ui/copy-feedback.tsx';
import { OutlinedTextField } from '../../../shared/ui/outlined-text-field.tsx';
import { monospaceFont } from './monospace.ts';

/**
 * A value shown once (an API key, an invitation link): in a read-only monospace box the user can
 * select, with a copy button beside it. Needs a CopyFeedbackProvider above.
 */
export function SecretField({
  label,
  copyLabel,
  value,
}: {
  label: string;
  copyLabel: string;
  value: string;
}) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
      <OutlinedTextField
        label={label}
        value={value}
        readOnly
        multiline
        fullWidth
        onFocus={(event) => event.target.select()}
        inputProps={{ dir: 'ltr', spellCheck: false }}
        sx={{
          fontFamily: monospaceFont,
          fontSize: '0.9375rem',
          bgcolor: 'grey.50',
          '& textarea': { wordBreak: 'break-all' },
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopyIcon fontSize="small" />}
        aria-label={copyLabel}
        onClick={() => copy(value)}
        sx={{ flexShrink: 0, minHeight: 48, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
      >
        {t('copy.button')}
      </Button>
    </Stack>
  );
}
