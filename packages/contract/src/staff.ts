/**
 * The back office: the provider's staff (handlers and admins) under `/api/staff`. Every call is
 * staff-only; the admin's calls (clients' policies, staff accounts) refuse a handler with 403.
 * Every action that changes data carries a `reason`, kept in the audit log with who and when.
 */
import { ENFORCEMENT_DECISIONS } from '@fordra/domain';
import { z } from 'zod';
import { newPassword } from './auth.ts';
import { caseStatus, caseStatusGroup } from './case-status.ts';
import { guid } from './cases.ts';
import { deliveryChannel, deliveryStatus, letterDeliveryProof } from './letter-deliveries.ts';
import { isoDate, listQuery, listResponse, searchText } from './lists.ts';
import { currency, minorUnits } from './money.ts';
import { plan } from './plans.ts';
import { paymentFileRefusal } from './staff-records.ts';

export const staffRole = z.enum(['handler', 'admin'], { error: 'InvalidRole' });
export type StaffRole = z.infer<typeof staffRole>;

/** Why an action was taken: required, kept in the audit log. */
export const actionReason = z
  .string({ error: 'ReasonRequired' })
  .trim()
  .min(1, { error: 'ReasonRequired' })
  .max(500, { error: 'FieldTooLong' });

/** GET /api/staff/me: the signed-in member of staff. */
export const staffMe = z.object({
  accountGuid: guid,
  username: z.string(),
  displayName: z.string(),
  staffRole,
});
export type StaffMe = z.infer<typeof staffMe>;

/** GET /api/staff/queues: how many items wait in each queue, for the navigation. */
export const queueCounts = z.object({
  plans: z.number().int(),
  conversations: z.number().int(),
  unmatchedPayments: z.number().int(),
  cases: z.number().int(),
  paymentFiles: z.number().int(),
  /** Letters that failed, came back by post or were given up, not yet sent again. */
  deliveries: z.number().int(),
});
export type QueueCounts = z.infer<typeof queueCounts>;

/** Every queue is oldest first and paged: `page`, `pageSize`; `sort` and `order` where listed. */
export const queueQuery = listQuery(['waitingSince']);

/** The debtor as a queue or a search names them. */
export const debtorRef = z.object({
  debtorGuid: guid,
  name: z.string(),
  /** `YYYYMMDD-NNNN` or an organisation number. */
  identityNumber: z.string(),
});
export type DebtorRef = z.infer<typeof debtorRef>;

/** Why a proposal waits for a handler instead of being approved by the creditor's policy. */
export const autoApprovalBlock = z.enum([
  /** The client has turned automatic approval off. */
  'AutoApprovalOff',
  /** More months than the creditor approves automatically. */
  'TooManyMonths',
  /** A larger total than the creditor approves automatically. */
  'TotalTooHigh',
]);

/** GET /api/staff/queues/plans: plan proposals waiting for a decision. */
export const planProposalItem = z.object({
  planGuid: guid,
  debtor: debtorRef,
  clientName: z.string(),
  creditorName: z.string(),
  caseNumbers: z.array(z.string()),
  currency,
  total: minorUnits,
  months: z.number().int(),
  monthlyAmount: minorUnits,
  /** The annual effective rate in tenths of a per cent. */
  effectiveRateTenths: z.number().int(),
  waitingSince: z.string(),
  /** The creditor's limits the proposal was held against, and which it did not meet. */
  policy: z.object({
    autoApprovePlans: z.boolean(),
    autoApproveMaxMonths: z.number().int(),
    autoApproveMaxTotal: minorUnits,
  }),
  blockedBy: z.array(autoApprovalBlock),
});
export type PlanProposalItem = z.infer<typeof planProposalItem>;
export const planProposalsResponse = listResponse(planProposalItem);

/** GET /api/staff/queues/conversations: threads whose last message is a debtor's or a client's. */
export const waitingConversationItem = z.object({
  conversationGuid: guid,
  threadGuid: guid,
  party: z.enum(['debtor', 'client']),
  subject: z.string(),
  /** The debtor the thread concerns; null in a client's thread about no case. */
  debtor: debtorRef.nullable(),
  /** The client's name in a client's thread, or the case's client. */
  clientName: z.string().nullable(),
  caseNumber: z.string().nullable(),
  /** The first lines of the last message. */
  preview: z.string(),
  messageCount: z.number().int(),
  waitingSince: z.string(),
});
export type WaitingConversationItem = z.infer<typeof waitingConversationItem>;
export const waitingConversationsResponse = listResponse(waitingConversationItem);

/** GET /api/staff/queues/unmatched-payments: payments whose reference matched no case or invoice. */
export const unmatchedPaymentItem = z.object({
  paymentGuid: guid,
  paymentDate: isoDate,
  currency,
  amount: minorUnits,
  /** The reference the payer gave (OCR number or free text). */
  reference: z.string(),
  channel: z.enum(['bankgiro', 'swish', 'direct', 'other']),
  /** The payment file it came in, when it came in one. */
  fileName: z.string().nullable(),
  /** The payer's name and address from the file, when given. */
  payer: z.string().nullable(),
  waitingSince: z.string(),
});
export type UnmatchedPaymentItem = z.infer<typeof unmatchedPaymentItem>;
export const unmatchedPaymentsResponse = listResponse(unmatchedPaymentItem);

/** Why a case waits for a handler. */
export const manualStep = z.enum([
  /** An application to Kronofogden was filed: their decision is to be registered. */
  'EnforcementDecision',
  /**
   * The case was paid in full or entered a plan while its application was open: the withdrawal went in
   * the day's file, and Kronofogden's confirmation (decision `withdrawn`) is to be registered.
   */
  'EnforcementWithdrawal',
  /** The debtor disputes the claim. */
  'Disputed',
  /** A handler paused the case; it waits to be resumed (on or after its resume day). */
  'Paused',
]);
export type ManualStep = z.infer<typeof manualStep>;

/** GET /api/staff/queues/cases: cases waiting for a manual step; `step` filters. */
export const manualCasesQuery = queueQuery.extend({ step: manualStep.optional() });
export const manualCaseItem = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  step: manualStep,
  status: caseStatus,
  debtor: debtorRef,
  clientName: z.string(),
  creditorName: z.string(),
  currency,
  remainingAmount: minorUnits,
  /** A paused case's resume day. */
  resumeOn: isoDate.nullable(),
  waitingSince: z.string(),
});
export type ManualCaseItem = z.infer<typeof manualCaseItem>;
export const manualCasesResponse = listResponse(manualCaseItem);

/** GET /api/staff/queues/payment-files: payment files refused whole, with the reason. */
export const refusedPaymentFileItem = z.object({
  fileGuid: guid,
  fileName: z.string(),
  source: z.string(),
  /** The refusal as a code to translate; null for a file refused before codes were kept (see `reason`). */
  refusal: paymentFileRefusal.nullable(),
  /** The refusal as the parser put it (English), for the technically minded. */
  reason: z.string(),
  receivedAt: z.string(),
});
export type RefusedPaymentFileItem = z.infer<typeof refusedPaymentFileItem>;
export const refusedPaymentFilesResponse = listResponse(refusedPaymentFileItem);

/** GET /api/staff/search?q=: one box over cases, debtors, clients and payments. */
export const staffSearchQuery = z.object({
  q: z
    .string({ error: 'SearchTooShort' })
    .trim()
    .min(2, { error: 'SearchTooShort' })
    .max(100, { error: 'FieldTooLong' }),
});
export const staffSearchResponse = z.object({
  cases: z.array(
    z.object({
      caseGuid: guid,
      caseNumber: z.string(),
      ocrReference: z.string(),
      status: caseStatus,
      debtorName: z.string(),
      clientName: z.string(),
      currency,
      remainingAmount: minorUnits,
    }),
  ),
  debtors: z.array(
    debtorRef.extend({
      email: z.string().nullable(),
      cellularPhone: z.string().nullable(),
      caseCount: z.number().int(),
    }),
  ),
  clients: z.array(z.object({ clientGuid: guid, clientNumber: z.string(), name: z.string() })),
  payments: z.array(
    z.object({
      paymentGuid: guid,
      paymentDate: isoDate,
      currency,
      amount: minorUnits,
      reference: z.string(),
      /** Null for an unmatched payment. */
      caseGuid: guid.nullable(),
      caseNumber: z.string().nullable(),
    }),
  ),
  /** More than the page holds matched in some group: the searcher should narrow it. */
  truncated: z.boolean(),
});
export type StaffSearchResponse = z.infer<typeof staffSearchResponse>;

/** One line of a case's ledger, oldest first; `balance` is what was owed after it. */
export const ledgerLine = z.object({
  date: isoDate,
  kind: z.enum(['principal', 'fee', 'interest', 'payment']),
  /** The fee's type (reminder, collection demand…), the payment's channel, or the interest period. */
  label: z.string(),
  /** Positive for a claim, a fee or interest; negative for a payment. */
  amount: minorUnits,
  /** For a payment: how it was allocated. */
  allocation: z
    .object({ fees: minorUnits, interest: minorUnits, principal: minorUnits, credit: minorUnits })
    .nullable(),
  paymentGuid: guid.nullable(),
  balance: minorUnits,
});
export type LedgerLine = z.infer<typeof ledgerLine>;

export const timelineEntry = z.object({
  at: z.string(),
  action: z.string(),
  /** Who did it: a member of staff, a client's user, the debtor, or null for the process engine. */
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** GET /api/staff/cases/:caseGuid: everything a handler needs on one page. */
export const staffCaseView = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  status: caseStatus,
  statusGroup: caseStatusGroup,
  isActive: z.boolean(),
  /** Paused by a handler: why and until when. */
  pause: z.object({ reason: z.string(), resumeOn: isoDate, pausedAt: z.string() }).nullable(),
  awaitingEnforcementDecision: z.boolean(),
  debtor: debtorRef.extend({
    kind: z.enum(['person', 'company']),
    language: z.string().nullable(),
    email: z.string().nullable(),
    cellularPhone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  client: z.object({ clientGuid: guid, clientNumber: z.string(), name: z.string() }),
  creditor: z.object({ creditorGuid: guid, name: z.string() }),
  invoiceNumber: z.string(),
  description: z.string(),
  dueDate: isoDate,
  registrationDate: isoDate,
  ocrReference: z.string(),
  bankgiro: z.string(),
  currency,
  originalPrincipal: minorUnits,
  remainingPrincipal: minorUnits,
  remainingInterest: minorUnits,
  remainingFees: minorUnits,
  /** principal + interest + fees as of today: the debtor's figure. */
  remainingAmount: minorUnits,
  creditBalance: minorUnits,
  ledger: z.array(ledgerLine),
  documents: z.array(
    z.object({
      documentGuid: guid,
      title: z.string(),
      kind: z.string(),
      createdAt: z.string(),
      /** Set when a late payment made the letter's step unnecessary: the letter is withdrawn. */
      withdrawnAt: z.string().nullable(),
      /** Where the PDF is read: `/api/staff/documents/{documentGuid}`. */
      url: z.string(),
    }),
  ),
  plan: plan.nullable(),
  conversations: z.array(
    z.object({
      conversationGuid: guid,
      threadGuid: guid,
      subject: z.string(),
      party: z.enum(['debtor', 'client']),
      messageCount: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
  timeline: z.array(timelineEntry),
  /** The case's letters' deliveries (a letter sent again has several), oldest first. */
  deliveries: z.array(letterDeliveryProof.extend({ documentGuid: guid.nullable() })),
});
export type StaffCaseView = z.infer<typeof staffCaseView>;

/** POST /api/staff/unmatched-payments/:paymentGuid/placement: put an unmatched payment on a case. */
export const placePaymentRequest = z.object({ caseGuid: guid, reason: actionReason }).strict();

/** POST /api/staff/cases/:caseGuid/payments: a payment registered by hand (e.g. a cheque or a transfer without a reference). */
export const manualPaymentRequest = z
  .object({
    amount: z
      .number({ error: 'InvalidAmount' })
      .int({ error: 'InvalidAmount' })
      .positive({ error: 'InvalidAmount' }),
    paymentDate: isoDate,
    /** The payer's reference or the handler's, kept as the payment's reference. */
    reference: z.string().trim().max(100, { error: 'FieldTooLong' }).optional(),
    reason: actionReason,
  })
  .strict();

/** What a case's action answers: the case as it is now. */
export const staffCaseActionResponse = z.object({ case: staffCaseView });

/** POST /api/staff/cases/:caseGuid/pause; the resume day is after today. */
export const pauseCaseRequest = z.object({ reason: actionReason, resumeOn: isoDate }).strict();
/** POST /api/staff/cases/:caseGuid/resume. */
export const resumeCaseRequest = z.object({ reason: actionReason }).strict();

/** POST /api/staff/cases/:caseGuid/enforcement-decision: Kronofogden's decision. */
export const enforcementDecisionRequest = z
  .object({
    decision: z.enum(ENFORCEMENT_DECISIONS, { error: 'InvalidDecision' }),
    decidedOn: isoDate,
    reason: actionReason,
  })
  .strict();

/** PUT /api/staff/debtors/:debtorGuid/contact: a handler corrects a debtor's contact details. */
export const staffContactRequest = z
  .object({
    email: z.string().trim().max(254, { error: 'FieldTooLong' }).nullable(),
    cellularPhone: z.string().trim().max(30, { error: 'FieldTooLong' }).nullable(),
    reason: actionReason,
  })
  .strict();
/** What the correction answers: the debtor's contact details as saved (normalised). */
export const staffContactResponse = z.object({
  debtorGuid: guid,
  email: z.string().nullable(),
  cellularPhone: z.string().nullable(),
});

/** POST /api/staff/plans/:planGuid/decision: accept or reject a proposal, with the handler's reason. */
export const planDecisionRequest = z
  .object({ decision: z.enum(['accept', 'reject'], { error: 'InvalidDecision' }), reason: actionReason })
  .strict();
export const planDecisionResponse = z.object({ plan });

/** A deposit of an imported file: its total in the file (TK15) and the sum the ledger holds of it, öre. */
export const paymentFileDeposit = z.object({
  bankgiro: z.string(),
  paymentDate: isoDate,
  depositSerial: z.string(),
  amount: minorUnits,
  registered: minorUnits,
});

/**
 * POST /api/staff/payment-files: a BgMax file uploaded as `multipart/form-data` (one field `file`).
 * Answers the import's report; a refused file answers 422 `PaymentFileRefused` with the reason, or
 * `PaymentFileWrongBankgiro` when it is to a bankgiro not the provider's, and is also kept (it shows in
 * the refused files' queue).
 */
export const paymentFileImportResponse = z.object({
  fileGuid: guid,
  fileName: z.string(),
  status: z.enum(['imported', 'refused']),
  reason: z.string().nullable(),
  payments: z.number().int(),
  amount: minorUnits,
  deductions: z.number().int(),
  /** The deductions' sum, öre, positive: registered as negative payments. */
  deducted: minorUnits,
  deposits: z.array(paymentFileDeposit),
  matched: z.number().int(),
  invoices: z.number().int(),
  unmatched: z.number().int(),
  duplicates: z.number().int(),
});
export type PaymentFileImportResponse = z.infer<typeof paymentFileImportResponse>;

/** A client's policies: what the process and plan approval follow. Handlers read, admins change. */
export const clientPolicy = z.object({
  reminderFeeAgreed: z.boolean(),
  businessCompensation: z.boolean(),
  autoApprovePlans: z.boolean(),
  reminderAfterDays: z.number().int().min(0).max(90),
  collectionAfterReminderDays: z.number().int().min(0).max(90),
  afterDemand: z.enum(['secondNotice', 'enforcement']),
  instalmentNoticeDaysBefore: z.number().int().min(1).max(60),
  instalmentReminderAfterDays: z.number().int().min(1).max(60),
  planMissedInstalmentsToTerminate: z.number().int().min(1).max(12),
  /** The least balance, öre, for which a case goes to Kronofogden. */
  enforcementMinimum: minorUnits.min(0).max(10_000_000),
});
export type ClientPolicy = z.infer<typeof clientPolicy>;

/** A creditor's plan limits, within its client's policies. */
export const creditorPolicy = z.object({
  creditorGuid: guid,
  name: z.string(),
  autoApproveMaxMonths: z.number().int().min(1).max(120),
  autoApproveMaxTotal: minorUnits.min(0),
});

/** GET /api/staff/clients (paged, searchable). */
export const staffClientsQuery = listQuery(['name', 'clientNumber']).extend({ search: searchText });
export const staffClientItem = z.object({
  clientGuid: guid,
  clientNumber: z.string(),
  name: z.string(),
  orgNumber: z.string(),
  activeCases: z.number().int(),
});
export const staffClientsResponse = listResponse(staffClientItem);

/** GET /api/staff/clients/:clientGuid; PUT …/policy (admin) takes `{ policy, creditors, reason }`. */
export const staffClientDetails = staffClientItem.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  policy: clientPolicy,
  creditors: z.array(creditorPolicy),
});
export type StaffClientDetails = z.infer<typeof staffClientDetails>;
export const updateClientPolicyRequest = z
  .object({
    policy: clientPolicy.strict(),
    creditors: z.array(
      creditorPolicy.pick({ creditorGuid: true, autoApproveMaxMonths: true, autoApproveMaxTotal: true }),
    ),
    reason: actionReason,
  })
  .strict();

/** GET /api/staff/accounts (admin): the provider's staff. */
export const staffAccount = z.object({
  accountGuid: guid,
  username: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  /** For BankID sign-in, `YYYYMMDD-NNNN`. */
  identityNumber: z.string().nullable(),
  staffRole,
  disabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffAccountsResponse = z.object({ items: z.array(staffAccount) });

/** POST /api/staff/accounts (admin): a new member of staff with a first password they change later. */
export const createStaffAccountRequest = z
  .object({
    username: z
      .string()
      .trim()
      .min(3, { error: 'InvalidUsername' })
      .max(64, { error: 'InvalidUsername' })
      .regex(/^[a-z0-9._-]+$/i, { error: 'InvalidUsername' }),
    displayName: z.string().trim().min(1, { error: 'NameRequired' }).max(100, { error: 'FieldTooLong' }),
    email: z.string().trim().max(254, { error: 'FieldTooLong' }).nullable(),
    identityNumber: z.string().trim().nullable(),
    staffRole,
    password: newPassword,
  })
  .strict();

/** PATCH /api/staff/accounts/:accountGuid (admin): role, enabled; an admin cannot demote or disable themself. */
export const updateStaffAccountRequest = z
  .object({ staffRole: staffRole.optional(), disabled: z.boolean().optional() })
  .strict();

/** GET /api/staff/queues/deliveries: letters that failed, came back by post or were given up. */
export const troubledDeliveryItem = z.object({
  deliveryGuid: guid,
  debtor: debtorRef,
  caseGuid: guid.nullable(),
  caseNumber: z.string().nullable(),
  documentGuid: guid.nullable(),
  documentTitle: z.string().nullable(),
  channel: deliveryChannel.nullable(),
  status: z.enum(['failed', 'returned', 'dead']),
  reason: z.string().nullable(),
  /** When it failed or was returned. */
  waitingSince: z.string(),
});
export type TroubledDeliveryItem = z.infer<typeof troubledDeliveryItem>;
export const troubledDeliveriesResponse = listResponse(troubledDeliveryItem);

/** POST /api/staff/deliveries/:deliveryGuid/returned: a posted letter the post brought back, and why. */
export const markReturnedRequest = z.object({ reason: actionReason }).strict();
/** POST /api/staff/deliveries/:deliveryGuid/send-again: the letter sent again to the debtor's address now. */
export const sendAgainRequest = z.object({ reason: actionReason }).strict();
export const deliveryActionResponse = z.object({ deliveryGuid: guid, status: deliveryStatus });

/** GET /api/staff/print-files: the days' print files for the print-and-mail house, newest first. */
export const printFileItem = z.object({
  day: isoDate,
  status: z.enum(['writing', 'written']),
  letters: z.number().int(),
  pages: z.number().int(),
  bytes: z.number().int(),
  /** SHA-256 of manifest.csv, hex; null while the file is being written. */
  manifestSha256: z.string().nullable(),
  writtenAt: z.string().nullable(),
});
export type PrintFileItem = z.infer<typeof printFileItem>;
export const printFilesResponse = z.object({ items: z.array(printFileItem) });
