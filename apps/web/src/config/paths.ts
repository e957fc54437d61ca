/** Every route path of the portal, in one place. */
export const paths = {
  home: '/',
  cases: '/cases',
  /** "Case details" in the menu: opens the most relevant active case. */
  currentCase: '/cases/current',
  caseDetails: '/cases/:caseGuid',
  /** Dispute this claim: the debtor's objection to a case. */
  disputeCase: '/cases/:caseGuid/dispute',
  /** I need more time: a new due date for a case. */
  moreTime: '/cases/:caseGuid/more-time',
  payments: '/payments',
  plans: '/plans',
  createPlan: '/plans/new',
  contact: '/contact',
  help: '/help',
  settings: '/settings',
  accessibility: '/accessibility',
  /** The area of a client's users (the provider's clients, the creditors). */
  creditor: {
    dashboard: '/creditor',
    cases: '/creditor/cases',
    registerCase: '/creditor/cases/new',
    importCases: '/creditor/cases/import',
    caseDetails: '/creditor/cases/:caseGuid',
    invoices: '/creditor/invoices',
    invoiceDetails: '/creditor/invoices/:invoiceGuid',
    customers: '/creditor/customers',
    customerDetails: '/creditor/customers/:customerGuid',
    payments: '/creditor/payments',
    reports: '/creditor/reports',
    messages: '/creditor/messages',
    conversation: '/creditor/messages/:conversationGuid',
    users: '/creditor/users',
    apiKeys: '/creditor/api-keys',
    webhooks: '/creditor/webhooks',
  },
  /** The back office of the provider's staff: queues first. */
  staff: {
    queues: '/staff',
    plans: '/staff/plans',
    conversations: '/staff/conversations',
    conversation: '/staff/conversations/:conversationGuid',
    unmatchedPayments: '/staff/unmatched-payments',
    /** Objections the client has not answered within the policy's days. */
    objections: '/staff/objections',
    /** Requests for more time outside the client's policy. */
    postponements: '/staff/postponements',
    cases: '/staff/cases',
    caseDetails: '/staff/cases/:caseGuid',
    paymentFiles: '/staff/payment-files',
    deliveries: '/staff/deliveries',
    printFiles: '/staff/print-files',
    search: '/staff/search',
    clients: '/staff/clients',
    clientDetails: '/staff/clients/:clientGuid',
    accounts: '/staff/accounts',
    referenceRates: '/staff/reference-rates',
    /** The audit log, for admins. */
    auditLog: '/staff/audit-log',
  },
  auth: {
    signIn: '/auth/signin',
    error: '/auth/error',
    /** A client's invited user chooses a password (the link carries `#token=…`). */
    invitation: '/auth/invitation',
    /** A first sign-in with a password someone else chose: the person chooses their own. */
    ownPassword: '/auth/password',
  },
} as const;

/** The sign-in page, asking the user to sign in and then return to `callbackUrl`. */
export function signInPath(params: { error?: string; callbackUrl?: string } = {}): string {
  const search = new URLSearchParams();
  if (params.error) search.set('error', params.error);
  if (params.callbackUrl) search.set('callbackUrl', params.callbackUrl);
  const query = search.toString();
  return query ? `${paths.auth.signIn}?${query}` : paths.auth.signIn;
}

export function loginErrorPath(error: string): string {
  return `${paths.auth.error}?${new URLSearchParams({ error })}`;
}

/** One case's details page. */
export function caseDetailsPath(caseGuid: string): string {
  return paths.caseDetails.replace(':caseGuid', encodeURIComponent(caseGuid));
}

/** Dispute this claim, for one case. */
export function disputePath(caseGuid: string): string {
  return paths.disputeCase.replace(':caseGuid', encodeURIComponent(caseGuid));
}

/** I need more time, for one case. */
export function moreTimePath(caseGuid: string): string {
  return paths.moreTime.replace(':caseGuid', encodeURIComponent(caseGuid));
}

/** A creditor page's path with its parameter filled in, e.g. `creditorPath('caseDetails', guid)`. */
export function creditorPath(
  page: 'caseDetails' | 'invoiceDetails' | 'customerDetails' | 'conversation',
  guid: string,
): string {
  return paths.creditor[page].replace(/:\w+$/, encodeURIComponent(guid));
}

type StaffDetailPage = 'conversation' | 'caseDetails' | 'clientDetails';

/** A back-office page's path with its parameter filled in, e.g. `staffPath('caseDetails', guid)`. */
export function staffPath(page: StaffDetailPage, guid: string): string {
  return paths.staff[page].replace(/:\w+$/, encodeURIComponent(guid));
}

/**
 * A conversation's page in the back office. The gateway reads a thread by its thread guid, so the link
 * carries it (`?thread=`) besides the conversation's own guid in the path.
 */
export function staffConversationPath(conversationGuid: string, threadGuid: string): string {
  return `${staffPath('conversation', conversationGuid)}?${new URLSearchParams({ thread: threadGuid })}`;
}
