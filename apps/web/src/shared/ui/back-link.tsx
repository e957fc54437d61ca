import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { mirrorInRtl } from './rtl.ts';

/** The way back to the list a details page was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="textSecondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon fontSize="small" sx={mirrorInRtl} aria-hidden="true" />
      {children}
    </Link>
  );
}
