import { z } from 'zod';
import { caseStatus, caseStatusGroup, feeType } from './case-status.ts';
import { letterDeliveryState } from './delivery-state.ts';
import { isoDate as realDay } from './lists.ts';
import { currency, minorUnits } from './money.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const guid = z.uuid();

export const feeLine = z.object({
  type: feeType,
  date: isoDate,
  amount: minorUnits,
  paid: minorUnits,
});

/**
 * A case as the debtor sees it (docs/spec-coverage.md#entities, "Case"); amounts in minor units as of
 * today.
 */
export const caseDetails = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  client: z.string(),
  creditorName: z.string(),
  status: caseStatus,
  statusGroup: caseStatusGroup,
  isActive: z.boolean(),
  service: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  registrationDate: isoDate,
  description: z.string(),
  currency,
  originalPrincipal: minorUnits,
  remainingPrincipal: minorUnits,
  remainingInterest: minorUnits,
  remainingFees: minorUnits,
  /** principal + interest + fees: what is left to pay today. */
  remainingAmount: minorUnits,
  /** The same figure as `remainingAmount`, under the legacy field name. */
  remainingSum: minorUnits,
  paidPrincipal: minorUnits,
  paidSum: minorUnits,
  /** An overpayment kept on the case. */
  creditBalance: minorUnits,
  paymentReference: z.string(),
  bankgiro: z.string(),
  fees: z.array(feeLine),
  /** A handler paused the collection process on the case: from `since` until `until` (ISO days). */
  pause: z.object({ since: isoDate, until: isoDate }).nullable(),
  /** While the case is `Disputed`: the day it became so. */
  disputedSince: isoDate.nullable(),
  /** The active instalment plan the case is in, if any. */
  planGuid: guid.nullable(),
});
export type CaseDetails = z.infer<typeof caseDetails>;

/** POST /api/soap/getCaseDetails: every case of the debtor, or the one named. */
/**
 * `asOf`: the day balances are given for, `YYYY-MM-DD` (today in Stockholm by default), from the case's
 * registration to a year ahead; the ledger's own computation (docs/domain.md#payment-allocation-and-the-case-ledger).
 */
export const balanceDay = realDay.describe(
  'The day the balances are for (YYYY-MM-DD; today, Stockholm time, when absent): not before the case was ' +
    'registered and at most a year ahead (else 400 `InvalidDate`, field `asOf`). A past day replays the ' +
    'fees and payments dated on or before it and adds interest to that day; a later day adds interest, ' +
    'nothing paid meanwhile. Cases registered after the day are left out; status and everything else are as of now.',
);

export const caseDetailsRequest = z
  .object({ caseGuid: guid.optional(), asOf: balanceDay.optional() })
  .strict();
export const caseDetailsResponse = z.object({ cases: z.array(caseDetails), asOf: isoDate });

export const historyDocument = z.object({
  documentGuid: guid,
  caseGuid: guid.nullable(),
  kind: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  /** Set when a payment dated before the letter's step, registered after it, made the letter unnecessary. */
  withdrawnAt: z.string().nullable(),
  /** How the letter reached the debtor; null for a document that is not sent (a report, an attachment). */
  delivery: letterDeliveryState.nullable(),
});
export type HistoryDocument = z.infer<typeof historyDocument>;

/** POST /api/soap/getHistoryDocument: the letters and notices of a case. */
export const historyDocumentRequest = z.object({ caseGuid: guid }).strict();
export const historyDocumentResponse = z.object({ documents: z.array(historyDocument) });

export const registeredPayment = z.object({
  paymentGuid: guid,
  paymentDate: isoDate,
  currency,
  amount: minorUnits,
  paymentReference: z.string(),
  caseGuid: guid,
  caseNumber: z.string(),
  creditorName: z.string(),
  /**
   * What `paymentReference` is: the OCR reference it was paid with (`ocr`), a text the payer wrote
   * (`message`), or none because it was registered by hand, by us (`provider`) or as paid to the
   * client directly (`creditor`).
   */
  referenceKind: z.enum(['ocr', 'message', 'provider', 'creditor']),
  allocatedFees: minorUnits,
  allocatedInterest: minorUnits,
  allocatedPrincipal: minorUnits,
  allocatedCredit: minorUnits,
});
export type RegisteredPayment = z.infer<typeof registeredPayment>;

/** POST /api/soap/getPaymentDetails: registered payments, newest first, and when a payment made today is registered. */
export const paymentDetailsRequest = z.object({ caseGuid: guid.optional() }).strict();
export const paymentDetailsResponse = z.object({
  payments: z.array(registeredPayment),
  registration: z.object({ today: isoDate, earliest: isoDate, latest: isoDate }),
});

export const casePaymentInfo = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  creditorName: z.string(),
  currency,
  amountToPay: minorUnits,
  ocrReference: z.string(),
  bankgiro: z.string(),
  swishPayee: z.string().nullable(),
  /** The Swish QR payload (domain.md), or null where Swish cannot be used (not SEK, nothing to pay). */
  swishPayload: z.string().nullable(),
  /** The active instalment plan the case is in: its instalments, not the case, are what to pay. */
  planGuid: guid.nullable(),
  /** The debtor disputes the case: payment is not asked for while the dispute stands. */
  disputed: z.boolean(),
});

/**
 * The next instalment of an active plan, paid with its own OCR reference (the one its notice
 * carries): what is left of it, by `dueDate`.
 */
export const instalmentPaymentInfo = casePaymentInfo
  .pick({
    creditorName: true,
    currency: true,
    amountToPay: true,
    ocrReference: true,
    bankgiro: true,
    swishPayee: true,
    swishPayload: true,
  })
  .extend({
    planGuid: guid,
    sequence: z.number().int(),
    months: z.number().int(),
    dueDate: isoDate,
    cases: z.array(z.object({ caseGuid: guid, caseNumber: z.string(), creditorName: z.string() })),
  });
export type InstalmentPaymentInfo = z.infer<typeof instalmentPaymentInfo>;

/**
 * GET /api/extgwapi/api/debtoraccess/paymentinfo: how to pay each active case (or the one named), and
 * the next instalment of each active plan over them.
 */
export const paymentInfoQuery = z.object({ caseGuid: guid.optional() }).strict();
export const paymentInfoResponse = z.object({
  cases: z.array(casePaymentInfo),
  instalments: z.array(instalmentPaymentInfo),
});
export type PaymentInfo = z.infer<typeof paymentInfoResponse>;
