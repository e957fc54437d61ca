import type { ReactNode } from 'react';
import classes from './centered-page.module.css';
import { LanguageSwitcher } from './language-switcher.tsx';
import { ProductMark } from './product-mark.tsx';
import { SiteFooter } from './site-footer.tsx';

/**
 * A page of its own (sign-in, login error, fatal errors): the product, one card, the footer. Drawn
 * without MUI, so that the sign-in page does not load it; what a card holds may be drawn with it.
 */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <ProductMark />
        <LanguageSwitcher />
      </header>
      <main className={classes.main}>
        <div className={classes.card}>{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
