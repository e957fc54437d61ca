/** The query planner's statistics of the tables. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';

/** Analyses the tables generated data fills, so the planner knows they are no longer nearly empty. */
export async function analyzeGeneratedTables(db: Executor): Promise<void> {
  await db.execute(
    sql`analyze debtors, debtor_addresses, accounts, cases, case_fees, payments, documents, process_actions, creditors`,
  );
}
