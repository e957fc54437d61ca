import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Labelled details (a `<dl>`), one per row. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

/** One detail: its label and value, or a neutral "missing" chip when there is none. */
export function DetailRow({
  label,
  value,
  ltr = false,
}: {
  label: string;
  value: string | null;
  ltr?: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
        gap: { xs: 0.25, sm: 2 },
        alignItems: 'center',
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value ? (
          <bdi dir={ltr ? 'ltr' : undefined}>{value}</bdi>
        ) : (
          <Chip
            label={t('missing')}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 500, bgcolor: 'background.default', borderColor: 'divider' }}
          />
        )}
      </Typography>
    </Box>
  );
}
