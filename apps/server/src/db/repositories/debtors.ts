/** Debtors, their addresses and contact details, and their logins. */
import { desc, sql } from 'drizzle-orm';
import { isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { debtorAddresses } from '../schema.ts';

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
