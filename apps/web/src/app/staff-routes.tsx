import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { Prefetch } from '../shared/routing/page-prefetch.ts';
import { lazyPage } from './route-namespaces.ts';
import { type LoadQueryClient, staffLoader } from './route-prefetch.ts';
import { prefetchStaffShell } from './staff-prefetch.ts';

/** A page's loader: its requests start with the navigation, beside its code (route-prefetch.ts). */
type Prefetching = (loadPrefetch: () => Promise<Prefetch>) => LoaderFunction;

/**
 * The back office's pages, under /staff (app/staff-area.tsx: StaffArea); each loaded on demand with its
 * namespace, and `creditor` for the case statuses and list texts the back office shares with clients.
 */
const staffPages = (prefetching: Prefetching): RouteObject[] => [
  {
    index: true,
    loader: prefetching(
      async () => (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueues,
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/queues-route.tsx'),
      (module) => module.QueuesRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.plans,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('plans'),
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/plan-proposals-route.tsx'),
      (module) => module.PlanProposalsRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.conversations,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('conversations'),
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/conversations-route.tsx'),
      (module) => module.ConversationsRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.conversation,
    loader: prefetching(
      async () => (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchConversation,
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/conversation-route.tsx'),
      (module) => module.ConversationRoute,
      'staff-queues',
      'creditor',
      // The answer form's texts (shared/messages/reply-form.tsx).
      'creditor-messages',
    ),
  },
  {
    path: paths.staff.unmatchedPayments,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('unmatchedPayments'),
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/unmatched-payments-route.tsx'),
      (module) => module.UnmatchedPaymentsRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.cases,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('cases'),
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/manual-cases-route.tsx'),
      (module) => module.ManualCasesRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.caseDetails,
    loader: prefetching(
      async () => (await import('../features/staff-case/routes/case-prefetch.ts')).prefetchStaffCase,
    ),
    lazy: lazyPage(
      () => import('../features/staff-case/routes/case-route.tsx'),
      (module) => module.StaffCaseRoute,
      'staff-case',
      'creditor',
      // The files of a new thread (shared/messages/attachment-field.tsx).
      'creditor-messages',
    ),
  },
  {
    path: paths.staff.search,
    loader: prefetching(
      async () => (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchSearch,
    ),
    lazy: lazyPage(
      () => import('../features/staff-queues/routes/search-route.tsx'),
      (module) => module.SearchRoute,
      'staff-queues',
      'creditor',
    ),
  },
  {
    path: paths.staff.paymentFiles,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchPaymentFiles,
    ),
    lazy: lazyPage(
      () => import('../features/staff-admin/routes/payment-files-route.tsx'),
      (module) => module.PaymentFilesRoute,
      'staff-admin',
      'creditor',
    ),
  },
  {
    path: paths.staff.clients,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchClients,
    ),
    lazy: lazyPage(
      () => import('../features/staff-admin/routes/clients-route.tsx'),
      (module) => module.ClientsRoute,
      'staff-admin',
      'creditor',
    ),
  },
  {
    path: paths.staff.clientDetails,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchClient,
    ),
    lazy: lazyPage(
      () => import('../features/staff-admin/routes/client-route.tsx'),
      (module) => module.ClientRoute,
      'staff-admin',
      'creditor',
    ),
  },
  {
    path: paths.staff.accounts,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchAccounts,
    ),
    lazy: lazyPage(
      () => import('../features/staff-admin/routes/accounts-route.tsx'),
      (module) => module.AccountsRoute,
      'staff-admin',
      'creditor',
    ),
  },
  {
    path: paths.staff.referenceRates,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchReferenceRates,
    ),
    lazy: lazyPage(
      () => import('../features/staff-admin/routes/reference-rates-route.tsx'),
      (module) => module.ReferenceRatesRoute,
      'staff-admin',
    ),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./page-error-view.tsx')).NotFoundRoute }),
  },
];

/** The back office: its shell (role check, the member of staff, the menu with queue counts), an error boundary, its pages. */
export function staffArea(loadQueryClient: LoadQueryClient): RouteObject {
  const prefetching: Prefetching = (loadPrefetch) => staffLoader(loadQueryClient, loadPrefetch);
  return {
    path: paths.staff.queues,
    loader: prefetching(async () => prefetchStaffShell),
    lazy: lazyPage(
      () => import('./staff-area.tsx'),
      (module) => module.StaffArea,
      'staff',
    ),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: staffPages(prefetching),
      },
    ],
  };
}
