import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type common from '../i18n/locales/sv/common.json';
import { paths } from './paths.ts';

export type NavItem = {
  path: string;
  labelKey: `nav.${Exclude<keyof typeof common.nav, 'label'>}`;
  icon: typeof SvgIcon;
  /** Matches only the path itself, not the paths below it. */
  end?: boolean;
};

/** The navigation menu (spec section 2); a screen joins it with one line here when it lands. */
export const navItems: readonly NavItem[] = [
  { path: paths.home, labelKey: 'nav.home', icon: HomeOutlinedIcon, end: true },
];
