import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const pageHeadingId = 'page-heading';

/**
 * The page's h1. After an in-app navigation it takes focus, so screen readers announce the new
 * page and keyboard users continue from its top (the first page load keeps the browser's focus).
 */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') ref.current?.focus({ preventScroll: true });
  }, [key]);
  return (
    <Typography
      ref={ref}
      id={pageHeadingId}
      variant="h1"
      tabIndex={-1}
      sx={{ '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
