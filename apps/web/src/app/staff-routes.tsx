import type { RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { withNamespaces } from './route-namespaces.ts';
import { prefetchStaffShell, staffLoader } from './staff-prefetch.ts';

/**
 * The back office's pages, under /staff (app/staff-area.tsx: StaffArea); each loaded on demand with its
 * namespace, and `creditor` for the case statuses and list texts the back office shares with clients.
 */
const staffPages: RouteObject[] = [
  {
    index: true,
    loader: staffLoader(
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
    loader: staffLoader(async () =>
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
    loader: staffLoader(async () =>
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
    loader: staffLoader(
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
    loader: staffLoader(async () =>
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
    loader: staffLoader(async () =>
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
    loader: staffLoader(
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
    loader: staffLoader(
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
    loader: staffLoader(
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
    loader: staffLoader(
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
    loader: staffLoader(
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
    loader: staffLoader(
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
export const staffArea: RouteObject = {
  path: paths.staff.queues,
  loader: staffLoader(async () => prefetchStaffShell),
  lazy: async () => ({
    Component: (await withNamespaces(import('./staff-area.tsx'), 'staff')).StaffArea,
  }),
  children: [
    {
      lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
      children: staffPages,
    },
  ],
};
