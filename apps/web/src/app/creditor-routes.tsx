import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { withNamespaces } from './route-namespaces.ts';
import {
  type CreditorPageContext,
  creditorLoader,
  type LoadQueryClient,
  type Prefetch,
} from './route-prefetch.ts';

/** A page's loader: its requests start with the navigation, beside its code (route-prefetch.ts). */
type Prefetching = (loadPrefetch: () => Promise<Prefetch<CreditorPageContext>>) => LoaderFunction;

/** The pages of a client's users, under /creditor (app/role-areas.tsx: CreditorArea); each loaded on demand. */
const creditorPages = (prefetching: Prefetching): RouteObject[] => [
  {
    index: true,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-dashboard/routes/dashboard-prefetch.ts')).prefetchDashboard,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-dashboard/routes/dashboard-route.tsx'),
        'creditor-dashboard',
      );
      return { Component: route.DashboardRoute };
    },
  },
  {
    path: paths.creditor.cases,
    loader: prefetching(
      async () => (await import('../features/creditor-cases/routes/cases-prefetch.ts')).prefetchCases,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-cases/routes/cases-route.tsx'),
        'creditor-cases',
      );
      return { Component: route.CreditorCasesRoute };
    },
  },
  {
    path: paths.creditor.caseDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-cases/routes/cases-prefetch.ts')).prefetchCaseDetails,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-cases/routes/case-details-route.tsx'),
        'creditor-cases',
      );
      return { Component: route.CreditorCaseDetailsRoute };
    },
  },
  {
    path: paths.creditor.registerCase,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-register/routes/register-prefetch.ts')).prefetchRegister,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-register/routes/register-case-route.tsx'),
        'creditor-register',
      );
      return { Component: route.RegisterCaseRoute };
    },
  },
  {
    path: paths.creditor.importCases,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-register/routes/register-prefetch.ts')).prefetchRegister,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-register/routes/import-cases-route.tsx'),
        'creditor-register',
      );
      return { Component: route.ImportCasesRoute };
    },
  },
  {
    path: paths.creditor.invoices,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchInvoices,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-ledger/routes/invoices-route.tsx'),
        'creditor-ledger',
      );
      return { Component: route.InvoicesRoute };
    },
  },
  {
    path: paths.creditor.invoiceDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchInvoice,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-ledger/routes/invoice-details-route.tsx'),
        'creditor-ledger',
      );
      return { Component: route.InvoiceDetailsRoute };
    },
  },
  {
    path: paths.creditor.customers,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchCustomers,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-ledger/routes/customers-route.tsx'),
        'creditor-ledger',
      );
      return { Component: route.CustomersRoute };
    },
  },
  {
    path: paths.creditor.customerDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchCustomer,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-ledger/routes/customer-details-route.tsx'),
        'creditor-ledger',
      );
      return { Component: route.CustomerDetailsRoute };
    },
  },
  {
    path: paths.creditor.payments,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-payments/routes/payments-prefetch.ts')).prefetchPayments,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-payments/routes/payments-route.tsx'),
        'creditor-payments',
      );
      return { Component: route.CreditorPaymentsRoute };
    },
  },
  {
    path: paths.creditor.reports,
    loader: prefetching(
      async () => (await import('../features/creditor-reports/routes/reports-prefetch.ts')).prefetchReports,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-reports/routes/reports-route.tsx'),
        'creditor-reports',
      );
      return { Component: route.ReportsRoute };
    },
  },
  {
    path: paths.creditor.messages,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-messages/routes/messages-prefetch.ts')).prefetchMessages,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-messages/routes/messages-route.tsx'),
        'creditor-messages',
      );
      return { Component: route.MessagesRoute };
    },
  },
  {
    path: paths.creditor.conversation,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-messages/routes/messages-prefetch.ts')).prefetchConversation,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-messages/routes/conversation-route.tsx'),
        'creditor-messages',
      );
      return { Component: route.ConversationRoute };
    },
  },
  {
    path: paths.creditor.users,
    loader: prefetching(
      async () => (await import('../features/creditor-admin/routes/admin-prefetch.ts')).prefetchUsers,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-admin/routes/users-route.tsx'),
        'creditor-admin',
      );
      return { Component: route.UsersRoute };
    },
  },
  {
    path: paths.creditor.apiKeys,
    loader: prefetching(
      async () => (await import('../features/creditor-admin/routes/admin-prefetch.ts')).prefetchApiKeys,
    ),
    lazy: async () => {
      const route = await withNamespaces(
        import('../features/creditor-admin/routes/api-keys-route.tsx'),
        'creditor-admin',
      );
      return { Component: route.ApiKeysRoute };
    },
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./page-error-view.tsx')).NotFoundRoute }),
  },
];

/** The creditor area: its shell (role check, the current user, the menu), an error boundary, its pages. */
export function creditorArea(loadQueryClient: LoadQueryClient): RouteObject {
  const prefetching: Prefetching = (loadPrefetch) => creditorLoader(loadQueryClient, loadPrefetch);
  return {
    path: paths.creditor.dashboard,
    lazy: async () => ({
      Component: (await withNamespaces(import('./role-areas.tsx'), 'creditor')).CreditorArea,
    }),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: creditorPages(prefetching),
      },
    ],
  };
}
