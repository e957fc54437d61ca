/** The payments aggregate: payments and their allocations. */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { payments } from '../schema.ts';

/** The payments of a case, newest first. */
export async function paymentsOfCaseNewestFirst(db: Executor, caseId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.caseId, caseId))
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
}
