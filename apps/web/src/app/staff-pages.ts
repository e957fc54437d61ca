import { paths } from '../config/paths.ts';
import { type Area, prefetch, route } from './pages.ts';

/**
 * The back office (/staff: staff-routes.tsx, added as the client's pages are), its first page the
 * queues. Its frame (staff-area.tsx) asks for the member of staff and how many items wait in each
 * queue, for its menu (staff-prefetch.ts). Its pages show `creditor`'s texts besides their own: the
 * case statuses and list texts the back office shares with clients.
 */
export const staffArea: Area = {
  role: 'staff',
  root: paths.staff.queues,
  namespaces: ['staff'],
  frame: {
    modules: [
      'app/staff-routes.tsx',
      'app/staff-area.tsx',
      'app/page-error-view.tsx',
      'i18n/work-catalogues.ts',
    ],
    fetches: ['/api/staff/me', '/api/staff/queues'],
  },
  pages: [
    {
      component: route('staff-queues', 'queues-route', 'QueuesRoute'),
      prefetch: prefetch('staff-queues', 'prefetchQueues'),
      namespaces: ['staff-queues', 'creditor'],
      first: {
        // The oldest item of each queue (queue-list-query.ts: summarisedQueues, oldestOnly), and whether
        // a half-year lacks its reference rate, shown first (queues-prefetch.ts).
        fetches: [
          ...['plans', 'conversations', 'unmatched-payments', 'cases'].map(
            (queue) => `/api/staff/queues/${queue}?page=1&pageSize=1&sort=waitingSince&order=asc`,
          ),
          '/api/staff/queues/objections?page=1&pageSize=1&sort=filedAt&order=asc',
          '/api/staff/queues/postponements?page=1&pageSize=1&sort=requestedAt&order=asc',
          '/api/staff/queues/payment-files?page=1&pageSize=1',
          '/api/staff/queues/deliveries?page=1&pageSize=1&sort=waitingSince&order=asc',
          '/api/staff/reference-rates',
        ],
      },
    },
    {
      path: paths.staff.plans,
      component: route('staff-queues', 'plan-proposals-route', 'PlanProposalsRoute'),
      prefetch: prefetch('staff-queues', 'prefetchPlanProposals'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.conversations,
      component: route('staff-queues', 'conversations-route', 'ConversationsRoute'),
      prefetch: prefetch('staff-queues', 'prefetchWaitingConversations'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.conversation,
      component: route('staff-queues', 'conversation-route', 'ConversationRoute'),
      prefetch: prefetch('staff-queues', 'prefetchConversation'),
      // With the answer form's texts (shared/messages/reply-form.tsx).
      namespaces: ['staff-queues', 'creditor', 'creditor-messages'],
    },
    {
      path: paths.staff.unmatchedPayments,
      component: route('staff-queues', 'unmatched-payments-route', 'UnmatchedPaymentsRoute'),
      prefetch: prefetch('staff-queues', 'prefetchUnmatchedPayments'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.cases,
      component: route('staff-queues', 'manual-cases-route', 'ManualCasesRoute'),
      prefetch: prefetch('staff-queues', 'prefetchManualCases'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.objections,
      component: route('staff-queues', 'objections-route', 'ObjectionsRoute'),
      prefetch: prefetch('staff-queues', 'prefetchObjections'),
      // With the files of an answer given for a client (shared/messages/attachment-field.tsx).
      namespaces: ['staff-queues', 'creditor', 'creditor-messages'],
    },
    {
      path: paths.staff.postponements,
      component: route('staff-queues', 'postponements-route', 'PostponementsRoute'),
      prefetch: prefetch('staff-queues', 'prefetchPostponements'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.deliveries,
      component: route('staff-queues', 'deliveries-route', 'DeliveriesRoute'),
      prefetch: prefetch('staff-queues', 'prefetchTroubledDeliveries'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.printFiles,
      component: route('staff-queues', 'print-files-route', 'PrintFilesRoute'),
      prefetch: prefetch('staff-queues', 'prefetchPrintFiles'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.caseDetails,
      component: route('staff-case', 'case-route', 'StaffCaseRoute'),
      prefetch: prefetch('staff-case', 'prefetchStaffCase'),
      // With the files of a new thread (shared/messages/attachment-field.tsx).
      namespaces: ['staff-case', 'creditor', 'creditor-messages'],
    },
    {
      path: paths.staff.search,
      component: route('staff-queues', 'search-route', 'SearchRoute'),
      prefetch: prefetch('staff-queues', 'prefetchSearch'),
      namespaces: ['staff-queues', 'creditor'],
    },
    {
      path: paths.staff.paymentFiles,
      component: route('staff-admin', 'payment-files-route', 'PaymentFilesRoute'),
      prefetch: prefetch('staff-admin', 'prefetchPaymentFiles'),
      namespaces: ['staff-admin', 'creditor'],
    },
    {
      path: paths.staff.clients,
      component: route('staff-admin', 'clients-route', 'ClientsRoute'),
      prefetch: prefetch('staff-admin', 'prefetchClients'),
      namespaces: ['staff-admin', 'creditor'],
    },
    {
      path: paths.staff.clientDetails,
      component: route('staff-admin', 'client-route', 'ClientRoute'),
      prefetch: prefetch('staff-admin', 'prefetchClient'),
      namespaces: ['staff-admin', 'creditor'],
    },
    {
      path: paths.staff.accounts,
      component: route('staff-admin', 'accounts-route', 'AccountsRoute'),
      prefetch: prefetch('staff-admin', 'prefetchAccounts'),
      namespaces: ['staff-admin', 'creditor'],
    },
    {
      path: paths.staff.auditLog,
      component: route('staff-admin', 'audit-log-route', 'AuditLogRoute'),
      prefetch: prefetch('staff-admin', 'prefetchAuditLog'),
      namespaces: ['staff-admin', 'creditor'],
    },
    {
      path: paths.staff.referenceRates,
      component: route('staff-admin', 'reference-rates-route', 'ReferenceRatesRoute'),
      prefetch: prefetch('staff-admin', 'prefetchReferenceRates'),
      namespaces: ['staff-admin'],
    },
  ],
};
