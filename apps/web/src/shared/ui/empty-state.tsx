import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * An empty list: an icon, one sentence and, where it helps, an action (docs/design.md). `compact`
 * fits it inside a section of a page rather than filling a page of its own.
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  compact = false,
}: {
  icon: typeof SvgIcon;
  title: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: compact ? 3 : { xs: 4, md: 6 }, px: 2 }}>
      <Icon
        sx={{ fontSize: compact ? 36 : 48, color: 'text.secondary', mb: compact ? 1 : 1.5 }}
        aria-hidden="true"
      />
      <Typography
        variant={compact ? 'body1' : 'h2'}
        component="p"
        sx={{ mb: children ? 1 : 0, fontWeight: compact ? 500 : undefined }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
