/**
 * The case ledger: fee lines and payments are the history; a case's balance columns are the
 * result of replaying it (domain `computeCaseLedger`), rewritten in the same transaction as
 * every change, with interest since the last payment added when read.
 */
import {
  type Currency,
  computeCaseLedger,
  type FeeType,
  INACTIVE_STATUSES,
  interestSince,
  isValidOcrReference,
  paidPerFeeLine,
  type ReferenceRateTable,
} from '@fordra/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseFees, cases, payments } from '../../db/schema.ts';
import { settlePlanInstalments } from './plan-instalments.ts';
import { caseInterestRate, loadReferenceRates } from './reference-rates.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The balance columns of a case as stored, enough to bring interest up to a day. */
export type StoredBalance = {
  status: string;
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  interestRateBp: number;
  interestMarginBp: number | null;
  interestAccruedUntil: string | null;
  dueDate: string;
};

/**
 * A case's balance on ISO day `today`, all minor units, its interest at the reference rates `rates`
 * when it follows them. A closed case (paid, credited, recalled, closed for another reason) has
 * nothing left to pay through us and accrues nothing.
 */
export function balanceOn(stored: StoredBalance, today: string, rates: ReferenceRateTable) {
  if ((INACTIVE_STATUSES as readonly string[]).includes(stored.status)) {
    return { remainingPrincipal: 0, remainingInterest: 0, remainingFees: 0, remainingAmount: 0 };
  }
  const accruedUntil = stored.interestAccruedUntil ?? stored.dueDate;
  const accruing = interestSince(
    { remainingPrincipal: stored.remainingPrincipal, accruedUntil },
    caseInterestRate(stored, rates),
    today,
  );
  const remainingInterest = stored.remainingInterest + accruing;
  return {
    remainingPrincipal: stored.remainingPrincipal,
    remainingInterest,
    remainingFees: stored.remainingFees,
    remainingAmount: stored.remainingPrincipal + remainingInterest + stored.remainingFees,
  };
}

/** Replays a case's history and writes its balance, each payment's allocation and a Paid status when settled. */
export async function recomputeCase(tx: Executor, caseId: string): Promise<void> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, caseId)).for('update');
  if (!row) throw new Error(`Case ${caseId} does not exist`);
  const fees = await tx
    .select()
    .from(caseFees)
    .where(eq(caseFees.caseId, caseId))
    .orderBy(asc(caseFees.date));
  const paid = await tx
    .select()
    .from(payments)
    .where(eq(payments.caseId, caseId))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt));
  // Read in this transaction, so the stored balance always follows the table as it is.
  const rates = row.interestMarginBp === null ? [] : await loadReferenceRates(tx);
  const state = computeCaseLedger({
    originalPrincipal: row.originalPrincipal,
    annualRateBasisPoints: caseInterestRate(row, rates),
    dueDate: row.dueDate,
    fees: fees.map((fee) => ({ date: fee.date, amount: fee.amount })),
    payments: paid.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
  });
  const paidOnLines = paidPerFeeLine(
    fees.map((fee) => fee.amount),
    state.paidFees,
  );
  for (const [index, fee] of fees.entries()) {
    const paidOnLine = paidOnLines[index] ?? 0;
    if (paidOnLine !== fee.paid)
      await tx.update(caseFees).set({ paid: paidOnLine }).where(eq(caseFees.id, fee.id));
  }
  for (const [index, payment] of paid.entries()) {
    const allocation = state.allocations[index];
    if (!allocation) continue;
    await tx
      .update(payments)
      .set({
        allocatedFees: allocation.fees,
        allocatedInterest: allocation.interest,
        allocatedPrincipal: allocation.principal,
        allocatedCredit: allocation.credit,
      })
      .where(eq(payments.id, payment.id));
  }
  const settled =
    state.remainingPrincipal + state.remainingInterest + state.remainingFees === 0 && paid.length > 0;
  await tx
    .update(cases)
    .set({
      remainingPrincipal: state.remainingPrincipal,
      remainingInterest: state.remainingInterest,
      remainingFees: state.remainingFees,
      paidPrincipal: state.paidPrincipal,
      paidSum: state.paidSum,
      creditBalance: state.credit,
      interestAccruedUntil: state.accruedUntil,
      updatedAt: new Date(),
      ...(settled && row.status !== 'Paid' ? { status: 'Paid', closedAt: new Date() } : {}),
    })
    .where(eq(cases.id, caseId));
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
  /** Who registered it by hand. */
  registeredBy?: string | null;
};

/**
 * Registers a payment: on the case named, or matched by its OCR reference to a case (whose ledger is
 * updated in the same transaction), or kept unmatched when the reference is invalid, unknown or in
 * another currency.
 */
export async function registerPayment(
  db: Db,
  payment: NewPayment,
): Promise<{ paymentId: string; caseId: string | null }> {
  return db.transaction(async (tx) => {
    const reference = payment.paymentReference.replace(/\s/g, '');
    const targetColumns = { id: cases.id, debtorId: cases.debtorId, currency: cases.currency };
    const [target] = payment.caseId
      ? await tx.select(targetColumns).from(cases).where(eq(cases.id, payment.caseId))
      : isValidOcrReference(reference)
        ? await tx.select(targetColumns).from(cases).where(eq(cases.ocrReference, reference))
        : [];
    const matched = target && target.currency === payment.currency ? target : undefined;
    const [inserted] = await tx
      .insert(payments)
      .values({
        caseId: matched?.id ?? null,
        debtorId: matched?.debtorId ?? null,
        paymentDate: payment.paymentDate,
        currency: payment.currency,
        amount: payment.amount,
        paymentReference: payment.paymentReference,
        channel: payment.channel,
        externalId: payment.externalId ?? null,
        registeredBy: payment.registeredBy ?? null,
      })
      .returning({ id: payments.id });
    if (!inserted) throw new Error('The payment was not stored');
    if (matched) {
      await recomputeCase(tx, matched.id);
      await settlePlanInstalments(tx, matched.id);
    }
    return { paymentId: inserted.id, caseId: matched?.id ?? null };
  });
}

/** Charges a fee on a case and updates its ledger, in one transaction. */
export async function chargeFee(
  db: Db,
  fee: { caseId: string; type: FeeType; date: string; amount: number; currency: Currency },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(caseFees).values(fee);
    await recomputeCase(tx, fee.caseId);
  });
}
