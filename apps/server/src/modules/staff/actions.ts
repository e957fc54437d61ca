/**
 * What a handler does to a case: places an unmatched payment on it, registers a payment by hand,
 * pauses and resumes it. Each is one transaction with its audit entry (who, what, why), and every
 * payment goes through the ledger's one path, so the case's balance, the debtor's figures and the
 * plan's instalments follow at once.
 */
import { INACTIVE_STATUSES, isValidIsoDate, normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { lockCaseByGuid, setCasePause } from '../../db/repositories/cases.ts';
import { debtorIdByGuid } from '../../db/repositories/debtors.ts';
import {
  lockPaymentByGuid,
  paymentGuidById,
  paymentOnCaseByExternalId,
  placePaymentOnCase,
} from '../../db/repositories/payments.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { checkedContact, saveContactDetails } from '../debtor/contact-details.ts';
import { recomputeCases, registerPayments } from '../ledger/ledger-service.ts';
import { settlePlansOfCases } from '../ledger/plan-instalments.ts';
import type { NotificationLinks } from '../notifications/event-notifications.ts';

/** The member of staff who acts, and from where. */
export type StaffActor = { accountId: string; ipAddress: string };

/** Writes the audit entry of a handler's action, in the action's transaction. */
export async function auditAction(
  tx: Transaction | Executor,
  actor: StaffActor,
  entry: { action: string; entity: string; entityId: string; debtorId: string | null; reason: string } & {
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await insertAuditEntry(tx, {
    accountId: actor.accountId,
    debtorId: entry.debtorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    ipAddress: actor.ipAddress,
    details: { ...entry.details, reason: entry.reason },
  });
}

/** The audit entry of an action on `target`, a case, named by its case number. */
function auditCase(
  tx: Transaction,
  actor: StaffActor,
  target: { caseNumber: string; debtorId: string },
  entry: { action: string; reason: string; details: Record<string, unknown> },
): Promise<void> {
  return auditAction(tx, actor, {
    ...entry,
    entity: 'case',
    entityId: target.caseNumber,
    debtorId: target.debtorId,
  });
}

const isClosed = (status: string) => (INACTIVE_STATUSES as readonly string[]).includes(status);
const caseClosed = () =>
  new ApiError(409, 'CaseClosed', 'The case is closed, so nothing more can be done on it.');

/** The case of `caseGuid`, locked for the action; an unknown one is not found. */
async function lockCase(tx: Transaction, caseGuid: string) {
  const row = await lockCaseByGuid(tx, caseGuid);
  if (!row) throw notFound('The case');
  return row;
}

/**
 * Puts an unmatched payment on a case, where the ledger allocates it as it does a payment that matched
 * (fees, interest, principal, then credit); a payment on a case or an invoice already is refused.
 */
export async function placePayment(
  db: Executor,
  actor: StaffActor,
  input: { paymentGuid: string; caseGuid: string; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const payment = await lockPaymentByGuid(tx, input.paymentGuid);
    if (!payment) throw notFound('The payment');
    if (payment.caseId || payment.invoiceId)
      throw new ApiError(409, 'PaymentAlreadyPlaced', 'The payment has already been placed.');
    const target = await lockCase(tx, input.caseGuid);
    if (isClosed(target.status)) throw caseClosed();
    if (target.currency !== payment.currency)
      throw new ApiError(
        409,
        'InvalidCurrency',
        `The payment is in ${payment.currency}, the case in ${target.currency}.`,
      );
    await placePaymentOnCase(tx, payment.id, { caseId: target.id, debtorId: target.debtorId });
    await recomputeCases(tx, [target.id]);
    await settlePlansOfCases(tx, [target.id]);
    await auditCase(tx, actor, target, {
      action: 'payment.placed',
      reason: input.reason,
      details: {
        paymentGuid: payment.guid,
        amount: payment.amount,
        currency: payment.currency,
        paymentDate: payment.paymentDate,
        reference: payment.paymentReference,
      },
    });
  });
}

export type ManualPayment = {
  caseGuid: string;
  amount: number;
  paymentDate: string;
  reference?: string | undefined;
  reason: string;
  /** The client's `Idempotency-Key`: the same key again registers nothing more. */
  idempotencyKey?: string | undefined;
};

/**
 * Registers a payment a handler received outside the bank files (a cheque, a transfer without a
 * reference) on a case, in the case's currency, channel `other`; what is more than owed becomes credit.
 */
export async function registerManualPayment(
  db: Executor,
  actor: StaffActor,
  input: ManualPayment,
  today: string,
  notify?: NotificationLinks,
): Promise<void> {
  if (input.paymentDate > today)
    throw new ApiError(422, 'PaymentDateInFuture', 'The payment date is in the future.', {
      field: 'paymentDate',
    });
  const externalId = input.idempotencyKey ? `staff:${actor.accountId}:${input.idempotencyKey}` : undefined;
  if (externalId && (await earlierManualPayment(db, externalId, input))) return;
  let registeredNow = true;
  try {
    registeredNow = await db.transaction(async (tx) => {
      const target = await lockCase(tx, input.caseGuid);
      if (isClosed(target.status)) throw caseClosed();
      if (input.paymentDate < target.registrationDate)
        throw new ApiError(422, 'DatesOutOfOrder', 'The payment date is before the case was handed over.', {
          field: 'paymentDate',
        });
      const [registered] = await registerPayments(
        tx,
        [
          {
            caseId: target.id,
            paymentReference: input.reference ?? '',
            amount: input.amount,
            currency: target.currency,
            paymentDate: input.paymentDate,
            channel: 'other',
            registeredBy: actor.accountId,
            ...(externalId ? { externalId } : {}),
          },
        ],
        notify,
      );
      // Registered a moment ago under the same key by a concurrent call.
      if (!registered) return false;
      const storedGuid = await paymentGuidById(tx, registered.paymentId);
      await auditCase(tx, actor, target, {
        action: 'payment.manual',
        reason: input.reason,
        details: {
          paymentGuid: storedGuid ?? undefined,
          amount: input.amount,
          currency: target.currency,
          paymentDate: input.paymentDate,
          reference: input.reference ?? null,
        },
      });
      return true;
    });
  } catch (error) {
    if (!externalId || !isUniqueViolation(error)) throw error;
    registeredNow = false;
  }
  if (!registeredNow && externalId) await earlierManualPayment(db, externalId, input);
}

/** Whether the payment of an `Idempotency-Key` is registered already; the key with another payment is refused. */
async function earlierManualPayment(
  db: Executor,
  externalId: string,
  input: ManualPayment,
): Promise<boolean> {
  const earlier = await paymentOnCaseByExternalId(db, externalId);
  if (!earlier) return false;
  if (
    earlier.amount !== input.amount ||
    earlier.paymentDate !== input.paymentDate ||
    earlier.caseGuid !== input.caseGuid
  )
    throw new ApiError(409, 'IdempotencyKeyReused', 'This Idempotency-Key was used for another payment.', {
      field: 'Idempotency-Key',
    });
  return true;
}

/** The last day a pause may last to: the same day a year after ISO day `today` (28 February for the 29th). */
export function latestResumeDay(today: string): string {
  const sameDay = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return isValidIsoDate(sameDay) ? sameDay : `${sameDay.slice(0, 8)}28`;
}

/**
 * Pauses a case until ISO day `resumeOn` (after today, at most a year ahead): the collection process
 * takes no step on it before then. Pausing a paused case changes its resume day and reason.
 */
export async function pauseCase(
  db: Executor,
  actor: StaffActor,
  input: { caseGuid: string; resumeOn: string; reason: string },
  today: string,
): Promise<void> {
  if (input.resumeOn <= today || input.resumeOn > latestResumeDay(today))
    throw new ApiError(
      400,
      'ResumeDayOutOfRange',
      `The resume day must be after today and no later than ${latestResumeDay(today)}.`,
      { field: 'resumeOn' },
    );
  await db.transaction(async (tx) => {
    const target = await lockCase(tx, input.caseGuid);
    if (isClosed(target.status)) throw caseClosed();
    // The same pause asked again (a retry) is the pause already made.
    if (target.pausedUntil === input.resumeOn && target.pauseReason === input.reason) return;
    await setCasePause(tx, target.id, {
      pausedUntil: input.resumeOn,
      pauseReason: input.reason,
      pausedAt: new Date(),
    });
    await auditCase(tx, actor, target, {
      action: 'case.paused',
      reason: input.reason,
      details: { resumeOn: input.resumeOn, previousResumeOn: target.pausedUntil },
    });
    await recordWebhookEvent(tx, {
      type: 'case.paused',
      caseId: target.id,
      data: { pausedUntil: input.resumeOn },
    });
  });
}

/** Ends a case's pause now: the process takes its next step on the next business day it is due. */
export async function resumeCase(
  db: Executor,
  actor: StaffActor,
  input: { caseGuid: string; reason: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockCase(tx, input.caseGuid);
    if (target.pausedUntil === null) throw new ApiError(409, 'CaseNotPaused', 'The case is not paused.');
    await setCasePause(tx, target.id, { pausedUntil: null, pauseReason: null, pausedAt: null });
    await auditCase(tx, actor, target, {
      action: 'case.resumed',
      reason: input.reason,
      details: { pausedUntil: target.pausedUntil, pauseReason: target.pauseReason },
    });
    await recordWebhookEvent(tx, { type: 'case.resumed', caseId: target.id });
  });
}

/**
 * A handler corrects a debtor's e-mail address and mobile number, checked and normalised as the
 * debtor's own are, audited with the old and new values and the reason; answers them as saved.
 */
export async function correctDebtorContact(
  db: Executor,
  actor: StaffActor,
  input: { debtorGuid: string; email: string | null; cellularPhone: string | null; reason: string },
) {
  const next = {
    email: checkedContact(input.email, 'email', normalizeEmail),
    cellularPhone: checkedContact(input.cellularPhone, 'cellularPhone', normalizePhoneNumber),
  };
  const debtorId = await debtorIdByGuid(db, input.debtorGuid);
  if (!debtorId) throw notFound('The debtor');
  await saveContactDetails(db, { ...actor, debtorId, next, reason: input.reason });
  return { debtorGuid: input.debtorGuid, ...next };
}
