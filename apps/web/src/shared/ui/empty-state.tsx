import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An empty list: an icon, one sentence and, where it helps, an action (docs/design.md). */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof SvgIcon;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <Icon sx={{ fontSize: 48, color: 'text.secondary', mb: 1.5 }} aria-hidden="true" />
      <Typography variant="h2" component="p" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
