import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { narrowScreen, touchOnlyScreen } from './screen-media.ts';

/** True from the md breakpoint up, where lists become tables (docs/design.md); read at once, no flash. */
export function useWideLayout(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
}

/**
 * True on a phone or tablet: a narrow screen or a touch screen without hover. There the Swish app is
 * on the same device, so it is opened directly rather than shown a QR code to scan.
 */
export function useHandheldDevice(): boolean {
  const narrow = useMediaQuery(narrowScreen, { noSsr: true });
  const touchOnly = useMediaQuery(touchOnlyScreen, { noSsr: true });
  return narrow || touchOnly;
}
