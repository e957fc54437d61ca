import type { RouteObject } from 'react-router';
import { paths } from './paths.ts';
import { withNamespaces } from './route-namespaces.ts';

/** The pages of a client's users, under /creditor (app/role-areas.tsx: CreditorArea); each loaded on demand. */
const creditorPages: RouteObject[] = [
  {
    index: true,
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
export const creditorArea: RouteObject = {
  path: paths.creditor.dashboard,
  lazy: async () => ({
    Component: (await withNamespaces(import('./role-areas.tsx'), 'creditor')).CreditorArea,
  }),
  children: [
    {
      lazy: async () => ({ ErrorBoundary: (await import('./page-error-view.tsx')).PageErrorView }),
      children: creditorPages,
    },
  ],
};
