/**
 * The screens a payment is made on, as media queries, for the app's hooks (use-wide-layout.ts) and
 * for the server's preload links (build/first-pages.ts), which must agree.
 */

/** A screen from the theme's `md` breakpoint up (theme.ts), where lists become tables. */
export const wideScreen = '(min-width:900px)';

/** A phone's or a narrow window's screen: below the theme's `md` breakpoint. */
export const narrowScreen = '(max-width:899.95px)';

/** A touch screen without hover: a phone or a tablet, however wide. */
export const touchOnlyScreen = '(hover: none) and (pointer: coarse)';

/**
 * Neither: a computer's screen, where Swish's QR code is shown to be scanned with the phone. A wide
 * screen whose pointer hovers, is fine, or is absent (a media query list: any one of them matches).
 */
export const computerScreen = ['(hover: hover)', '(pointer: fine)', '(pointer: none)']
  .map((pointer) => `(min-width:900px) and ${pointer}`)
  .join(', ');

/**
 * The screens above by name, as the browser remembers which of them its screen matches (the cookie
 * `screenCookie`, use-wide-layout.ts), for the server to render a page for that screen (entry-server.tsx).
 */
export const namedScreens = {
  wide: wideScreen,
  narrow: narrowScreen,
  touch: touchOnlyScreen,
  computer: computerScreen,
} as const;

export const screenCookie = 'fordra.screen';

/**
 * The screen a page is rendered for on the server (entry-server.tsx), as whether it matches each query:
 * the screens `remembered` (the cookie's `wide.computer`), else a phone's screen when the browser is a
 * phone's (`mobile`), else a computer's.
 */
export function screensToDraw(remembered: string | null, mobile: boolean): Record<string, boolean> {
  const names = remembered?.split('.') ?? [];
  const known = names.length > 0 && names.every((name) => name === 'none' || name in namedScreens);
  const matches = known
    ? (name: keyof typeof namedScreens) => names.includes(name)
    : (name: keyof typeof namedScreens) => (name === 'narrow' || name === 'touch') === mobile;
  return Object.fromEntries(
    Object.entries(namedScreens).map(([name, query]) => [query, matches(name as keyof typeof namedScreens)]),
  );
}
