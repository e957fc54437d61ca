/** Payments registered to cases and invoices. */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { payments } from '../schema.ts';

/** A case's payments dated on or before ISO day `day`, in the order the ledger replays them. */
export function casePaymentsUpTo(db: Executor, caseId: string, day: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.caseId, caseId), lte(payments.paymentDate, day)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
}
