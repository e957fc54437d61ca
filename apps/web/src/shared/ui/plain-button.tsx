import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './plain-button.module.css';

export type PlainButtonLook = {
  variant?: 'contained' | 'outlined' | 'text';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** Narrow, as in the app bar (the language button). */
  compact?: boolean;
};

/** The classes of a button drawn as MUI's Button is in the theme: for a button or a link. */
export function plainButtonClass({
  variant = 'text',
  size = 'medium',
  fullWidth = false,
  compact = false,
}: PlainButtonLook) {
  return [
    classes.button,
    classes[variant],
    size === 'large' && classes.large,
    fullWidth && classes.fullWidth,
    compact && classes.compact,
  ]
    .filter(Boolean)
    .join(' ');
}

/** The icon before a button's label. */
export function StartIcon({ children }: { children: ReactNode }) {
  return <span className={classes.startIcon}>{children}</span>;
}

/**
 * A button drawn as MUI's Button, for what is drawn without MUI (the sign-in page, the error page).
 * While `loading`, it is disabled and shows a spinner in place of its label, which screen readers
 * still read.
 */
export function PlainButton({
  variant,
  size,
  fullWidth,
  compact,
  loading = false,
  startIcon,
  children,
  className,
  disabled,
  type = 'button',
  ...buttonProps
}: PlainButtonLook & ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; startIcon?: ReactNode }) {
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[
        plainButtonClass({ variant, size, fullWidth, compact }),
        loading && classes.loading,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {startIcon && <StartIcon>{startIcon}</StartIcon>}
      <span className={classes.label}>{children}</span>
      {loading && <span className={classes.spinner} aria-hidden="true" />}
    </button>
  );
}
