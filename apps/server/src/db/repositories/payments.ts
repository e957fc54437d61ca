/** Payments and how each was allocated over a case's fees, interest and principal. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { cases, creditors, payments } from '../schema.ts';

/** The payments matched to a debtor's cases (or to the one named), newest first, with their case and creditor. */
export async function paymentsOfDebtor(db: Executor, debtorId: string, caseGuid?: string) {
  return db
    .select({
      payment: payments,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
    })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(
      caseGuid
        ? and(eq(payments.debtorId, debtorId), eq(cases.guid, caseGuid))
        : eq(payments.debtorId, debtorId),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
}

export type DebtorPaymentRow = Awaited<ReturnType<typeof paymentsOfDebtor>>[number];
