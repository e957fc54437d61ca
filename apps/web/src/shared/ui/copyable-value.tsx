import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Amount } from './amount.tsx';
import { useCopy } from './copy-feedback.tsx';

/**
 * A value people type into their bank or Swish: shown as it is easiest to read (`1000 0019 9`) and
 * copied as the app wants it (`100000199`) with one tap.
 */
export function CopyableValue({ label, shown, copied }: { label: string; shown: string; copied: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
        <Typography component="dt" variant="body2" color="textSecondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontSize: '1.125rem', fontWeight: 500 }}>
          <Amount>{shown}</Amount>
        </Typography>
      </Box>
      <Button
        variant="outlined"
        size="small"
        color="inherit"
        startIcon={<ContentCopyIcon fontSize="small" />}
        aria-label={t('copy.label', { label })}
        onClick={() => copy(copied)}
        sx={{ flexShrink: 0, borderColor: 'divider', minHeight: 40, px: 1.5 }}
      >
        {t('copy.button')}
      </Button>
    </Box>
  );
}
