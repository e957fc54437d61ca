/** Debtors, their addresses and contact details, and their logins. */
import { desc, eq, sql } from 'drizzle-orm';
import { isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorAddresses, debtors } from '../schema.ts';

/** The addresses of the debtors of `debtorIds`, the primary postal address first: the one a debtor is served at. */
export async function addressesServedFirst(db: Executor, debtorIds: readonly string[]) {
  return (
    db
      .select()
      .from(debtorAddresses)
      .where(isAnyOf(debtorAddresses.debtorId, debtorIds))
      // The primary postal address first: the one the debtor is served at.
      .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
  );
}

/** Debtor `debtorId`'s kind (a person or a company), or undefined when there is no such debtor. */
export async function kindOfDebtor(db: Executor, debtorId: string) {
  const [debtor] = await db.select({ kind: debtors.kind }).from(debtors).where(eq(debtors.id, debtorId));
  return debtor?.kind;
}
