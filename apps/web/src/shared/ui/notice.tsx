import type { ReactNode } from 'react';
import classes from './notice.module.css';
import { PathIcon } from './path-icon.tsx';

// Material's InfoOutlined and ErrorOutlineOutlined.
const iconPaths = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

/**
 * A calm message box: information, or a problem the user can act on. Drawn without MUI, as the
 * sign-in page shows it. Errors are announced at once, information politely.
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
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={`${classes.notice} ${classes[severity]}`}
    >
      <PathIcon path={iconPaths[severity]} className={classes.icon} />
      <div className={classes.text}>{children}</div>
      {action}
    </div>
  );
}
