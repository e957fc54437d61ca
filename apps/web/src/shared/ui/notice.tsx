import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const icons = { info: InfoOutlinedIcon, error: ErrorOutlineIcon };

/**
 * A calm message box: information, or a problem the user can act on. Lighter than MUI's Alert,
 * which would add ~4 KB gzip to the sign-in page. Errors are announced at once, information politely.
 */
export function Notice({
  severity,
  children,
  action,
}: {
  severity: 'info' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const Icon = icons[severity];
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: severity === 'error' ? 'error.light' : 'divider',
        borderInlineStartWidth: 4,
        borderInlineStartColor: `${severity}.main`,
        bgcolor: severity === 'error' ? '#fdf3f2' : '#f3f6fa',
      }}
    >
      <Icon sx={{ color: `${severity}.main`, mt: '2px', flexShrink: 0 }} aria-hidden="true" />
      <Typography component="div" sx={{ flexGrow: 1 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
