import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import MailOutlineOutlinedIcon from '@mui/icons-material/MailOutlineOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type common from '../i18n/locales/sv/common.json';
import { paths } from './paths.ts';

export type NavItem = {
  path: string;
  labelKey: `nav.${Exclude<keyof typeof common.nav, 'label'>}`;
  icon: typeof SvgIcon;
  /** Matches only the path itself, not the paths below it. */
  end?: boolean;
  /** The pages the item is shown as current on, when not `path` and below. */
  activeOn?: string;
};

/**
 * The navigation menu (docs/spec-coverage.md#application-shell); a screen joins it with one line here
 * when it lands.
 */
export const navItems: readonly NavItem[] = [
  { path: paths.home, labelKey: 'nav.home', icon: HomeOutlinedIcon, end: true },
  { path: paths.cases, labelKey: 'nav.cases', icon: FolderOpenOutlinedIcon, end: true },
  {
    path: paths.currentCase,
    labelKey: 'nav.caseDetails',
    icon: DescriptionOutlinedIcon,
    activeOn: paths.caseDetails,
  },
  { path: paths.payments, labelKey: 'nav.payments', icon: ReceiptLongOutlinedIcon },
  { path: paths.plans, labelKey: 'nav.plans', icon: EventRepeatOutlinedIcon, end: true },
  { path: paths.createPlan, labelKey: 'nav.createPlan', icon: PostAddOutlinedIcon },
  { path: paths.contact, labelKey: 'nav.contact', icon: MailOutlineOutlinedIcon },
  { path: paths.help, labelKey: 'nav.help', icon: HelpOutlineOutlinedIcon },
  { path: paths.settings, labelKey: 'nav.settings', icon: SettingsOutlinedIcon },
];
