import { paths } from '../config/paths.ts';
import { type Area, prefetch, route } from './pages.ts';

/**
 * The client's pages (/creditor: creditor-routes.tsx, added to the router on the first visit below
 * it), their first page the overview. Its frame (creditor-area.tsx) asks for the client's user signed
 * in, whose client some calls name; its namespaces are in a chunk of their own (work-catalogues.ts).
 */
export const creditorArea: Area = {
  role: 'creditor',
  root: paths.creditor.dashboard,
  namespaces: ['creditor'],
  frame: {
    modules: [
      'app/creditor-routes.tsx',
      'app/creditor-area.tsx',
      'shared/creditor/current-user.ts',
      'app/page-error-view.tsx',
      'i18n/work-catalogues.ts',
    ],
    fetches: ['/api/extgwapi/api/v1/CurrentUser'],
  },
  pages: [
    {
      component: route('creditor-dashboard', 'dashboard-route', 'DashboardRoute'),
      prefetch: prefetch('creditor-dashboard', 'prefetchDashboard'),
      namespaces: ['creditor-dashboard'],
      first: {
        // With the charting library, which the overview loads beside its figures (chart-section.tsx).
        modules: [
          'features/creditor-dashboard/components/bar-chart-view.tsx',
          'features/creditor-dashboard/components/rate-gauge-view.tsx',
        ],
        // Each of its charts (chart-figures.ts: DASHBOARD_CHARTS) in kronor over the last year, the count
        // of the cases waiting on the client and the objections waiting (dashboard-prefetch.ts).
        fetches: [
          ...[
            'collected-per-month',
            'outstanding-by-stage',
            'new-cases-per-month',
            'outstanding-by-age',
            'collection-rate',
          ].map((chart) => `/api/extgwapi/api/wip/reporting/getchartdata/${chart}?months=12&currency=SEK`),
          '/api/extgwapi/api/cases?status=Disputed&pageSize=1',
          '/api/extgwapi/api/wip/objections?status=open&sort=filedAt&order=asc&pageSize=10',
        ],
      },
    },
    {
      path: paths.creditor.cases,
      component: route('creditor-cases', 'cases-route', 'CreditorCasesRoute'),
      prefetch: prefetch('creditor-cases', 'prefetchCases'),
      namespaces: ['creditor-cases'],
    },
    {
      path: paths.creditor.caseDetails,
      component: route('creditor-cases', 'case-details-route', 'CreditorCaseDetailsRoute'),
      prefetch: prefetch('creditor-cases', 'prefetchCaseDetails'),
      // With the messages' texts for the documents an answer to an objection carries.
      namespaces: ['creditor-cases', 'creditor-messages'],
    },
    {
      path: paths.creditor.registerCase,
      component: route('creditor-register', 'register-case-route', 'RegisterCaseRoute'),
      prefetch: prefetch('creditor-register', 'prefetchRegister'),
      namespaces: ['creditor-register'],
    },
    {
      path: paths.creditor.importCases,
      component: route('creditor-register', 'import-cases-route', 'ImportCasesRoute'),
      prefetch: prefetch('creditor-register', 'prefetchRegister'),
      namespaces: ['creditor-register'],
    },
    {
      path: paths.creditor.invoices,
      component: route('creditor-ledger', 'invoices-route', 'InvoicesRoute'),
      prefetch: prefetch('creditor-ledger', 'prefetchInvoices'),
      namespaces: ['creditor-ledger'],
    },
    {
      path: paths.creditor.invoiceDetails,
      component: route('creditor-ledger', 'invoice-details-route', 'InvoiceDetailsRoute'),
      prefetch: prefetch('creditor-ledger', 'prefetchInvoice'),
      namespaces: ['creditor-ledger'],
    },
    {
      path: paths.creditor.customers,
      component: route('creditor-ledger', 'customers-route', 'CustomersRoute'),
      prefetch: prefetch('creditor-ledger', 'prefetchCustomers'),
      namespaces: ['creditor-ledger'],
    },
    {
      path: paths.creditor.customerDetails,
      component: route('creditor-ledger', 'customer-details-route', 'CustomerDetailsRoute'),
      prefetch: prefetch('creditor-ledger', 'prefetchCustomer'),
      namespaces: ['creditor-ledger'],
    },
    {
      path: paths.creditor.payments,
      component: route('creditor-payments', 'payments-route', 'CreditorPaymentsRoute'),
      prefetch: prefetch('creditor-payments', 'prefetchPayments'),
      namespaces: ['creditor-payments'],
    },
    {
      path: paths.creditor.reports,
      component: route('creditor-reports', 'reports-route', 'ReportsRoute'),
      prefetch: prefetch('creditor-reports', 'prefetchReports'),
      namespaces: ['creditor-reports'],
    },
    {
      path: paths.creditor.messages,
      component: route('creditor-messages', 'messages-route', 'MessagesRoute'),
      prefetch: prefetch('creditor-messages', 'prefetchMessages'),
      namespaces: ['creditor-messages'],
    },
    {
      path: paths.creditor.conversation,
      component: route('creditor-messages', 'conversation-route', 'ConversationRoute'),
      prefetch: prefetch('creditor-messages', 'prefetchConversation'),
      namespaces: ['creditor-messages'],
    },
    {
      path: paths.creditor.users,
      component: route('creditor-admin', 'users-route', 'UsersRoute'),
      prefetch: prefetch('creditor-admin', 'prefetchUsers'),
      namespaces: ['creditor-admin'],
    },
    {
      path: paths.creditor.apiKeys,
      component: route('creditor-admin', 'api-keys-route', 'ApiKeysRoute'),
      prefetch: prefetch('creditor-admin', 'prefetchApiKeys'),
      namespaces: ['creditor-admin'],
    },
    {
      path: paths.creditor.webhooks,
      component: route('creditor-admin', 'webhooks-route', 'WebhooksRoute'),
      prefetch: prefetch('creditor-admin', 'prefetchWebhooks'),
      namespaces: ['creditor-admin'],
    },
  ],
};
