import type { LoaderFunction, RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import type { CreditorPageContext } from '../shared/creditor/current-user.ts';
import type { Prefetch } from '../shared/routing/page-prefetch.ts';
import { lazyPage } from './route-namespaces.ts';
import { creditorLoader, type LoadQueryClient } from './route-prefetch.ts';

/** A page's loader: its requests start with the navigation, beside its code (route-prefetch.ts). */
type Prefetching = (loadPrefetch: () => Promise<Prefetch<CreditorPageContext>>) => LoaderFunction;

/** The pages of a client's users, under /creditor (app/creditor-area.tsx: CreditorArea); each loaded on demand. */
const creditorPages = (prefetching: Prefetching): RouteObject[] => [
  {
    index: true,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-dashboard/routes/dashboard-prefetch.ts')).prefetchDashboard,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-dashboard/routes/dashboard-route.tsx'),
      (module) => module.DashboardRoute,
      'creditor-dashboard',
    ),
  },
  {
    path: paths.creditor.cases,
    loader: prefetching(
      async () => (await import('../features/creditor-cases/routes/cases-prefetch.ts')).prefetchCases,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-cases/routes/cases-route.tsx'),
      (module) => module.CreditorCasesRoute,
      'creditor-cases',
    ),
  },
  {
    path: paths.creditor.caseDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-cases/routes/cases-prefetch.ts')).prefetchCaseDetails,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-cases/routes/case-details-route.tsx'),
      (module) => module.CreditorCaseDetailsRoute,
      'creditor-cases',
    ),
  },
  {
    path: paths.creditor.registerCase,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-register/routes/register-prefetch.ts')).prefetchRegister,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-register/routes/register-case-route.tsx'),
      (module) => module.RegisterCaseRoute,
      'creditor-register',
    ),
  },
  {
    path: paths.creditor.importCases,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-register/routes/register-prefetch.ts')).prefetchRegister,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-register/routes/import-cases-route.tsx'),
      (module) => module.ImportCasesRoute,
      'creditor-register',
    ),
  },
  {
    path: paths.creditor.invoices,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchInvoices,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-ledger/routes/invoices-route.tsx'),
      (module) => module.InvoicesRoute,
      'creditor-ledger',
    ),
  },
  {
    path: paths.creditor.invoiceDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchInvoice,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-ledger/routes/invoice-details-route.tsx'),
      (module) => module.InvoiceDetailsRoute,
      'creditor-ledger',
    ),
  },
  {
    path: paths.creditor.customers,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchCustomers,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-ledger/routes/customers-route.tsx'),
      (module) => module.CustomersRoute,
      'creditor-ledger',
    ),
  },
  {
    path: paths.creditor.customerDetails,
    loader: prefetching(
      async () => (await import('../features/creditor-ledger/routes/ledger-prefetch.ts')).prefetchCustomer,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-ledger/routes/customer-details-route.tsx'),
      (module) => module.CustomerDetailsRoute,
      'creditor-ledger',
    ),
  },
  {
    path: paths.creditor.payments,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-payments/routes/payments-prefetch.ts')).prefetchPayments,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-payments/routes/payments-route.tsx'),
      (module) => module.CreditorPaymentsRoute,
      'creditor-payments',
    ),
  },
  {
    path: paths.creditor.reports,
    loader: prefetching(
      async () => (await import('../features/creditor-reports/routes/reports-prefetch.ts')).prefetchReports,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-reports/routes/reports-route.tsx'),
      (module) => module.ReportsRoute,
      'creditor-reports',
    ),
  },
  {
    path: paths.creditor.messages,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-messages/routes/messages-prefetch.ts')).prefetchMessages,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-messages/routes/messages-route.tsx'),
      (module) => module.MessagesRoute,
      'creditor-messages',
    ),
  },
  {
    path: paths.creditor.conversation,
    loader: prefetching(
      async () =>
        (await import('../features/creditor-messages/routes/messages-prefetch.ts')).prefetchConversation,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-messages/routes/conversation-route.tsx'),
      (module) => module.ConversationRoute,
      'creditor-messages',
    ),
  },
  {
    path: paths.creditor.users,
    loader: prefetching(
      async () => (await import('../features/creditor-admin/routes/admin-prefetch.ts')).prefetchUsers,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-admin/routes/users-route.tsx'),
      (module) => module.UsersRoute,
      'creditor-admin',
    ),
  },
  {
    path: paths.creditor.apiKeys,
    loader: prefetching(
      async () => (await import('../features/creditor-admin/routes/admin-prefetch.ts')).prefetchApiKeys,
    ),
    lazy: lazyPage(
      () => import('../features/creditor-admin/routes/api-keys-route.tsx'),
      (module) => module.ApiKeysRoute,
      'creditor-admin',
    ),
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
    lazy: lazyPage(
      () => import('./creditor-area.tsx'),
      (module) => module.CreditorArea,
      'creditor',
    ),
    children: [
      {
        lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
        children: creditorPages(prefetching),
      },
    ],
  };
}
