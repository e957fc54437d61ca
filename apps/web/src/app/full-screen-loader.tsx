import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { ProductMark } from '../shared/ui/product-mark.tsx';

/**
 * Covers the screen while the session (and then the debtor) loads; fades out over 750 ms
 * (docs/spec-coverage.md#application-shell).
 */
export function FullScreenLoader({ open, label }: { open: boolean; label: string }) {
  return (
    <Fade in={open} appear timeout={{ enter: 0, exit: 750 }} unmountOnExit>
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal + 1,
          bgcolor: 'background.default',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 3,
        }}
      >
        <ProductMark />
        <CircularProgress size={32} thickness={4} aria-hidden="true" />
        <Typography color="textSecondary">{label}</Typography>
      </Box>
    </Fade>
  );
}
