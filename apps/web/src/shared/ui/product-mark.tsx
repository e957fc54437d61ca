import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { appConfig } from '../../app/config.ts';

/** The product's mark and name, as in the app bar and on the sign-in page. */
export function ProductMark() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 28, height: 28, flexShrink: 0, display: 'block' }}
      >
        <rect width="32" height="32" rx="8" fill="#111" />
        <path d="M11 8h11v3.5h-7v3.5h6v3.5h-6V24h-4z" fill="#fff" />
      </Box>
      <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', letterSpacing: '-0.01em' }}>
        {appConfig.productName}
      </Typography>
    </Box>
  );
}
