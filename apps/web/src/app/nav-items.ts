import type { QueueCounts } from '@fordra/contract';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import HelpOutlineOutlinedIcon from '@mui/icons-material/HelpOutlineOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import MailOutlineOutlinedIcon from '@mui/icons-material/MailOutlineOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MoreTimeOutlinedIcon from '@mui/icons-material/MoreTimeOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PercentOutlinedIcon from '@mui/icons-material/PercentOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import HelpCenterOutlinedIcon from '@mui/icons-material/PriorityHighOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import SearchOutlinedIcon from '@mui/icons-material/SearchOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SummarizeOutlinedIcon from '@mui/icons-material/SummarizeOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import WebhookIcon from '@mui/icons-material/Webhook';
import type SvgIcon from '@mui/material/SvgIcon';
import { paths } from '../config/paths.ts';
import type common from '../i18n/locales/sv/common.json';
import type creditor from '../i18n/locales/sv/creditor.json';
import type staff from '../i18n/locales/sv/staff.json';

export type NavItem = {
  path: string;
  labelKey:
    | `nav.${Exclude<keyof typeof common.nav, 'label'>}`
    | `creditor:nav.${keyof typeof creditor.nav}`
    | `staff:nav.${keyof typeof staff.nav}`;
  icon: typeof SvgIcon;
  /** Matches only the path itself, not the paths below it. */
  end?: boolean;
  /** Further pages the item is shown as current on, besides `path` (and below it unless `end`). */
  activeOn?: string;
  /** How many items wait behind it (a back-office queue), shown beside the label. */
  count?: number;
  /** What the count is, for screen readers (`{{count}}` filled in); without it the count is read as it is. */
  countLabelKey?: 'nav.unreadReplies';
};

/**
 * The debtor's navigation menu (docs/spec-coverage.md#application-shell); a screen joins it with one
 * line here when it lands. A debtor with invoices only (`hasCases` false) has no case to show and
 * none to put in a plan, so those items are left out; `unreadReplies` stands beside Contact us.
 */
export function debtorNavItems({
  hasCases,
  unreadReplies = 0,
}: {
  hasCases: boolean;
  unreadReplies?: number;
}): NavItem[] {
  const items: (NavItem | false)[] = [
    { path: paths.home, labelKey: 'nav.home', icon: HomeOutlinedIcon, end: true },
    { path: paths.cases, labelKey: 'nav.cases', icon: FolderOpenOutlinedIcon, end: true },
    hasCases && {
      path: paths.currentCase,
      labelKey: 'nav.caseDetails',
      icon: DescriptionOutlinedIcon,
      activeOn: paths.caseDetails,
    },
    { path: paths.payments, labelKey: 'nav.payments', icon: ReceiptLongOutlinedIcon },
    hasCases && { path: paths.plans, labelKey: 'nav.plans', icon: EventRepeatOutlinedIcon, end: true },
    hasCases && { path: paths.createPlan, labelKey: 'nav.createPlan', icon: PostAddOutlinedIcon },
    {
      path: paths.contact,
      labelKey: 'nav.contact',
      icon: MailOutlineOutlinedIcon,
      ...(unreadReplies > 0 ? { count: unreadReplies, countLabelKey: 'nav.unreadReplies' as const } : {}),
    },
    { path: paths.help, labelKey: 'nav.help', icon: HelpOutlineOutlinedIcon },
    { path: paths.settings, labelKey: 'nav.settings', icon: SettingsOutlinedIcon },
  ];
  return items.filter((item) => item !== false);
}

/** What a client's user may do, from v1/CurrentUser. */
export type CreditorPermissions = { canWrite: boolean; isAdmin: boolean };

/** The menu of a client's user: registering a case needs write access, users and API keys an admin. */
export function creditorNavItems({ canWrite, isAdmin }: CreditorPermissions): NavItem[] {
  const items: (NavItem | false)[] = [
    {
      path: paths.creditor.dashboard,
      labelKey: 'creditor:nav.dashboard',
      icon: InsertChartOutlinedIcon,
      end: true,
    },
    {
      path: paths.creditor.cases,
      labelKey: 'creditor:nav.cases',
      icon: FolderOpenOutlinedIcon,
      end: true,
      activeOn: paths.creditor.caseDetails,
    },
    canWrite && {
      path: paths.creditor.registerCase,
      labelKey: 'creditor:nav.registerCase',
      icon: PostAddOutlinedIcon,
    },
    { path: paths.creditor.invoices, labelKey: 'creditor:nav.invoices', icon: RequestQuoteOutlinedIcon },
    { path: paths.creditor.customers, labelKey: 'creditor:nav.customers', icon: PeopleAltOutlinedIcon },
    { path: paths.creditor.payments, labelKey: 'creditor:nav.payments', icon: PaymentsOutlinedIcon },
    { path: paths.creditor.reports, labelKey: 'creditor:nav.reports', icon: SummarizeOutlinedIcon },
    { path: paths.creditor.messages, labelKey: 'creditor:nav.messages', icon: MailOutlineOutlinedIcon },
    isAdmin && {
      path: paths.creditor.users,
      labelKey: 'creditor:nav.users',
      icon: ManageAccountsOutlinedIcon,
    },
    isAdmin && { path: paths.creditor.apiKeys, labelKey: 'creditor:nav.apiKeys', icon: KeyOutlinedIcon },
    isAdmin && { path: paths.creditor.webhooks, labelKey: 'creditor:nav.webhooks', icon: WebhookIcon },
  ];
  return items.filter((item) => item !== false);
}

/**
 * The back office's menu: the queues with how many items wait in each (while the counts load, none
 * is shown), search, payment files, clients and reference rates; staff accounts and the audit log for an admin.
 */
export function staffNavItems({ isAdmin, counts }: { isAdmin: boolean; counts?: QueueCounts }): NavItem[] {
  const items: (NavItem | false)[] = [
    { path: paths.staff.queues, labelKey: 'staff:nav.queues', icon: ChecklistOutlinedIcon, end: true },
    {
      path: paths.staff.plans,
      labelKey: 'staff:nav.plans',
      icon: EventRepeatOutlinedIcon,
      count: counts?.plans,
    },
    {
      path: paths.staff.conversations,
      labelKey: 'staff:nav.conversations',
      icon: ForumOutlinedIcon,
      count: counts?.conversations,
    },
    {
      path: paths.staff.unmatchedPayments,
      labelKey: 'staff:nav.unmatchedPayments',
      icon: PaymentsOutlinedIcon,
      count: counts?.unmatchedPayments,
    },
    {
      path: paths.staff.cases,
      labelKey: 'staff:nav.cases',
      icon: HelpCenterOutlinedIcon,
      activeOn: paths.staff.caseDetails,
      count: counts?.cases,
    },
    { path: paths.staff.objections, labelKey: 'staff:nav.objections', icon: GavelOutlinedIcon },
    { path: paths.staff.postponements, labelKey: 'staff:nav.postponements', icon: MoreTimeOutlinedIcon },
    {
      path: paths.staff.paymentFiles,
      labelKey: 'staff:nav.paymentFiles',
      icon: UploadFileOutlinedIcon,
      count: counts?.paymentFiles,
    },
    {
      path: paths.staff.deliveries,
      labelKey: 'staff:nav.deliveries',
      icon: MarkEmailReadOutlinedIcon,
      count: counts?.deliveries,
    },
    { path: paths.staff.printFiles, labelKey: 'staff:nav.printFiles', icon: LocalPrintshopOutlinedIcon },
    { path: paths.staff.search, labelKey: 'staff:nav.search', icon: SearchOutlinedIcon },
    { path: paths.staff.clients, labelKey: 'staff:nav.clients', icon: BusinessOutlinedIcon },
    { path: paths.staff.referenceRates, labelKey: 'staff:nav.referenceRates', icon: PercentOutlinedIcon },
    isAdmin && {
      path: paths.staff.accounts,
      labelKey: 'staff:nav.accounts',
      icon: ManageAccountsOutlinedIcon,
    },
    isAdmin && { path: paths.staff.auditLog, labelKey: 'staff:nav.auditLog', icon: HistoryOutlinedIcon },
  ];
  return items.filter((item) => item !== false);
}
