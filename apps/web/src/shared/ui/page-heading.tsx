import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import classes from './page-heading.module.css';

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
    <h1 ref={ref} id={pageHeadingId} tabIndex={-1} className={classes.heading}>
      {children}
    </h1>
  );
}
