import { appConfig } from '../../config/app-config.ts';
import classes from './product-mark.module.css';

/** The product's mark and name, as in the app bar and on the sign-in page. */
export function ProductMark() {
  return (
    <div className={classes.mark}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className={classes.logo}>
        <rect width="32" height="32" rx="8" fill="#111" />
        <path d="M11 8h11v3.5h-7v3.5h6v3.5h-6V24h-4z" fill="#fff" />
      </svg>
      <span className={classes.name}>{appConfig.productName}</span>
    </div>
  );
}
