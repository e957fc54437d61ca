import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { withNamespaces } from './route-namespaces.ts';
import { type LoadQueryClient, type Prefetch, staffLoader } from './route-prefetch.ts';
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
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/queues-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.QueuesRoute };
    },
  },
  {
    path: paths.staff.plans,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('plans'),
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/plan-proposals-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.PlanProposalsRoute };
    },
  },
  {
    path: paths.staff.conversations,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('conversations'),
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/conversations-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.ConversationsRoute };
    },
  },
  {
    path: paths.staff.conversation,
    loader: prefetching(
      async () => (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchConversation,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/conversation-route.tsx'),
        'staff-queues',
        'creditor',
        // The answer form's texts (shared/messages/reply-form.tsx).
        'creditor-messages',
      );
      return { Component: route.ConversationRoute };
    },
  },
  {
    path: paths.staff.unmatchedPayments,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('unmatchedPayments'),
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/unmatched-payments-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.UnmatchedPaymentsRoute };
    },
  },
  {
    path: paths.staff.cases,
    loader: prefetching(async () =>
      (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchQueue('cases'),
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/manual-cases-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.ManualCasesRoute };
    },
  },
  {
    path: paths.staff.caseDetails,
    loader: prefetching(
      async () => (await import('../features/staff-case/routes/case-prefetch.ts')).prefetchStaffCase,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-case/routes/case-route.tsx'),
        'staff-case',
        'creditor',
        // The files of a new thread (shared/messages/attachment-field.tsx).
        'creditor-messages',
      );
      return { Component: route.StaffCaseRoute };
    },
  },
  {
    path: paths.staff.search,
    loader: prefetching(
      async () => (await import('../features/staff-queues/routes/queues-prefetch.ts')).prefetchSearch,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-queues/routes/search-route.tsx'),
        'staff-queues',
        'creditor',
      );
      return { Component: route.SearchRoute };
    },
  },
  {
    path: paths.staff.paymentFiles,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchPaymentFiles,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-admin/routes/payment-files-route.tsx'),
        'staff-admin',
        'creditor',
      );
      return { Component: route.PaymentFilesRoute };
    },
  },
  {
    path: paths.staff.clients,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchClients,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-admin/routes/clients-route.tsx'),
        'staff-admin',
        'creditor',
      );
      return { Component: route.ClientsRoute };
    },
  },
  {
    path: paths.staff.clientDetails,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchClient,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-admin/routes/client-route.tsx'),
        'staff-admin',
        'creditor',
      );
      return { Component: route.ClientRoute };
    },
  },
  {
    path: paths.staff.accounts,
    loader: prefetching(
      async () => (await import('../features/staff-admin/routes/admin-prefetch.ts')).prefetchAccounts,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/staff-admin/routes/accounts-route.tsx'),
        'staff-admin',
        'creditor',
      );
      return { Component: route.AccountsRoute };
    },
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
    lazy: async () => ({
      Component: (await withNamespaces(import('./staff-area.tsx'), 'staff')).StaffArea,
    }),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: staffPages(prefetching),
      },
    ],
  };
}
