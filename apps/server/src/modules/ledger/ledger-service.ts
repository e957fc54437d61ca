/**
 * The case ledger: fee lines and payments are the history; a case's balance columns are the
 * result of replaying it (domain `computeCaseLedger`), rewritten in the same transaction as
 * every change, with interest since the last payment added when read (`balanceOn`, balance-as-of.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Currency, FeeType } from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { insertFeeLine } from '../../db/repositories/cases.ts';
import { insertNewPayments, paymentsWithExternalIds } from '../../db/repositories/payments.ts';
import { interestSharesOfCases, recordWebhookEvents } from '../../db/repositories/webhooks.ts';
import {
  type EventNotice,
  type NotificationLinks,
  recordEventNotifications,
} from '../notifications/event-notifications.ts';
import { paymentRegistered } from '../webhooks/webhook-events.ts';
import { allocationColumns, type CaseMove, replayCases } from './case-replay.ts';
import { lockInvoices, settleInvoices, writeInvoiceSettlement } from './invoice-payments.ts';
import { findPaymentTargets, type PaymentTarget } from './payment-matching.ts';
import { settlePlansOfCases } from './plan-instalments.ts';
import { dividePlanPayments } from './plan-payments.ts';

const UNMATCHED_TARGET: PaymentTarget = { caseId: null, planId: null, invoiceId: null, debtorId: null };

/** Replays a case's history and writes its balance, each payment's allocation and a Paid status when settled. */
export async function recomputeCase(tx: Executor, caseId: string): Promise<void> {
  await recomputeCases(tx, [caseId]);
}

/**
 * `recomputeCase` for every case of `caseIds` in a few statements, whatever their number
 * (`replayCases`): the cases are locked in id order, their history read at once, and only what
 * changed written back.
 */
export async function recomputeCases(
  tx: Executor,
  caseIds: readonly string[],
  moves?: ReadonlyMap<string, CaseMove>,
): Promise<void> {
  await (await replayCases(tx, caseIds, [], moves)).write();
}

export type NewPayment = {
  paymentReference: string;
  amount: number;
  currency: Currency;
  paymentDate: string;
  channel: 'bankgiro' | 'swish' | 'direct' | 'other';
  externalId?: string;
  /** The case it is for, when known (a payment a client reports); otherwise its OCR reference decides. */
  caseId?: string;
  /**
   * More references to match by, in order, when `paymentReference` matches nothing: what the payer wrote
   * elsewhere (a bank file's extra references and message).
   */
  otherReferences?: readonly string[];
  /** Who registered it by hand. */
  registeredBy?: string | null;
  /** The bank file it came in (its SHA-256), and the payer as the file names them. */
  paymentFileSha256?: string;
  payer?: string | null;
};

/** A payment registered: its id, and the case or the invoice it went to (neither: unmatched). */
export type RegisteredPayment = { paymentId: string; caseId: string | null; invoiceId: string | null };

/**
 * The payment's external id was registered before; the error answers like the database's unique
 * violation (`isUniqueViolation`), so callers treat both alike.
 */
export class DuplicatePaymentError extends Error {
  readonly code = '23505';
}

/**
 * Registers a payment: on the case named, or matched by its OCR reference (or one of its other
 * references) to a case or to an invoice of the invoice ledger, whose ledger is updated in the same
 * transaction, or kept unmatched when no reference is valid, known and in the payment's currency.
 * Throws `DuplicatePaymentError` when its external id was registered before.
 */
export async function registerPayment(
  db: Executor,
  payment: NewPayment,
  notify?: NotificationLinks,
): Promise<RegisteredPayment> {
  return db.transaction(async (tx) => {
    const [registered] = await registerPayments(tx, [payment], notify);
    if (!registered)
      throw new DuplicatePaymentError(`The payment ${payment.externalId} is registered already`);
    return registered;
  });
}

/**
 * Registers payments as `registerPayment` does, in the caller's transaction and a few statements for
 * all of them: each case they reach is replayed once and its plan's instalments settled once. A payment
 * whose external id is registered already (before, or earlier in `list`) is skipped and answers null.
 * With `notify`, each payment to a case is told to its debtor if they asked (`paymentRegistered`, one
 * query for the whole list); without, nobody is (demo data made up at once).
 */
export async function registerPayments(
  tx: Transaction,
  list: readonly NewPayment[],
  notify?: NotificationLinks,
): Promise<(RegisteredPayment | null)[]> {
  const externalIds = list.flatMap((payment) => (payment.externalId ? [payment.externalId] : []));
  const taken = new Set<string | null>();
  if (externalIds.length > 0) {
    const stored = await paymentsWithExternalIds(tx, externalIds);
    for (const row of stored) taken.add(row.externalId);
  }
  // The places in `list` of the payments not registered before.
  const places = [...list.keys()].filter((place) => {
    const externalId = list[place]?.externalId;
    if (!externalId) return true;
    if (taken.has(externalId)) return false;
    taken.add(externalId);
    return true;
  });
  const fresh = places.map((place) => list[place] as NewPayment);
  const targets = await findPaymentTargets(
    tx,
    fresh.map((payment) => ({
      currency: payment.currency,
      caseId: payment.caseId,
      references: [payment.paymentReference, ...(payment.otherReferences ?? [])],
    })),
  );
  // A payment to a plan is one payment per case it reaches, the first keeping its external id.
  const planParts = await dividePlanPayments(
    tx,
    fresh.flatMap((payment, index) => {
      const planId = targets[index]?.planId;
      return planId ? [{ planId, amount: payment.amount, paymentDate: payment.paymentDate }] : [];
    }),
  );
  const createdAt = new Date();
  let planPlace = 0;
  const rows = fresh.flatMap((payment, index) => {
    const { planId, ...target } = targets[index] ?? UNMATCHED_TARGET;
    const row = {
      id: randomUUID(),
      guid: randomUUID(),
      ...target,
      // The place in `fresh` of the payment this row is (a part of).
      place: index,
      paymentDate: payment.paymentDate,
      currency: payment.currency,
      amount: payment.amount,
      paymentReference: payment.paymentReference,
      channel: payment.channel,
      externalId: payment.externalId ?? null,
      registeredBy: payment.registeredBy ?? null,
      paymentFileSha256: payment.paymentFileSha256 ?? null,
      payer: payment.payer ?? null,
      allocatedFees: 0,
      allocatedInterest: 0,
      allocatedPrincipal: 0,
      allocatedCredit: 0,
      createdAt,
    };
    if (!planId) return [row];
    const shares = planParts[planPlace++] ?? [];
    return shares.map((share, part) => ({
      ...row,
      id: part === 0 ? row.id : randomUUID(),
      guid: part === 0 ? row.guid : randomUUID(),
      caseId: share.caseId,
      amount: share.amount,
      externalId: part === 0 || !row.externalId ? row.externalId : `${row.externalId}/${part + 1}`,
    }));
  });
  // The cases and invoices are locked and settled with the new payments before these are stored, so
  // each payment is stored allocated.
  const onCases = rows.flatMap((row) => (row.caseId ? [{ ...row, caseId: row.caseId }] : []));
  const replay = await replayCases(
    tx,
    onCases.map((row) => row.caseId),
    onCases,
  );
  const onInvoices = rows.flatMap((row) => (row.invoiceId ? [{ ...row, invoiceId: row.invoiceId }] : []));
  const lockedInvoices = await lockInvoices(tx, onInvoices);
  const settlement = settleInvoices(lockedInvoices, onInvoices);
  for (const row of rows) {
    const allocation = replay.allocations.get(row.id) ?? settlement.allocations.get(row.id);
    if (allocation) Object.assign(row, allocationColumns(allocation));
  }
  // Another import of the same payments may have committed since the look above: it keeps them.
  const inserted = new Set(
    await insertNewPayments(
      tx,
      rows.map(({ place: _, ...row }) => row),
    ),
  );
  const stored = rows.filter((row) => inserted.has(row.id));
  const touched = stored.flatMap((row) => (row.caseId ? [row.caseId] : []));
  if (stored.length === rows.length) {
    await replay.write();
    await writeInvoiceSettlement(tx, settlement, { allocationsStored: true });
  } else {
    // What was settled counted payments another import stored first: settled again without them.
    await recomputeCases(tx, touched);
    const storedOnInvoices = onInvoices.filter((row) => inserted.has(row.id));
    await writeInvoiceSettlement(tx, settleInvoices(lockedInvoices, storedOnInvoices), {
      allocationsStored: false,
    });
  }
  await settlePlansOfCases(tx, touched);
  const shares = await interestSharesOfCases(tx, touched);
  await recordWebhookEvents(
    tx,
    stored.flatMap((row) =>
      row.caseId ? [paymentRegistered({ ...row, caseId: row.caseId }, shares.get(row.caseId) ?? 0)] : [],
    ),
  );
  if (notify) await recordEventNotifications(tx, paymentNotices(stored), notify);
  const answers: (RegisteredPayment | null)[] = list.map(() => null);
  for (const row of rows) {
    const place = places[row.place];
    // A plan payment answers with its first part.
    if (place !== undefined && inserted.has(row.id) && answers[place] === null)
      answers[place] = { paymentId: row.id, caseId: row.caseId, invoiceId: row.invoiceId };
  }
  return answers;
}

/**
 * The `paymentRegistered` notices of the payments `stored`: one per payment to a case (a plan's payment,
 * stored as a part per case, is told once with its whole amount); a bank's deduction tells nothing.
 */
function paymentNotices(
  stored: readonly {
    place: number;
    caseId: string | null;
    debtorId: string | null;
    amount: number;
    currency: string;
    paymentDate: string;
  }[],
): EventNotice[] {
  const byPayment = Map.groupBy(
    stored.filter((row) => row.caseId !== null && row.debtorId !== null),
    (row) => row.place,
  );
  return [...byPayment.values()].flatMap((parts) => {
    const [first] = parts;
    const amount = parts.reduce((sum, part) => sum + part.amount, 0);
    if (!first?.debtorId || amount <= 0) return [];
    return [
      {
        debtorId: first.debtorId,
        event: 'paymentRegistered' as const,
        caseId: first.caseId,
        payload: { amount: String(amount), currency: first.currency, paymentDate: first.paymentDate },
      },
    ];
  });
}

/** Charges a fee on a case and updates its ledger, in one transaction. */
export async function chargeFee(
  db: Executor,
  fee: { caseId: string; type: FeeType; date: string; amount: number; currency: Currency },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertFeeLine(tx, fee);
    await recomputeCase(tx, fee.caseId);
  });
}
