/** Debtors, their addresses, contact details and accounts. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorAddresses, debtors } from '../schema.ts';

/** A debtor as stored. */
export type DebtorRow = typeof debtors.$inferSelect;

/** The debtor's registered address, if one is on file. */
export async function registeredAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .limit(1);
  return address ?? null;
}

/** Whether the debtor is a person or a company, if the debtor exists. */
export async function debtorKindOf(db: Executor, debtorId: string) {
  const [debtor] = await db.select({ kind: debtors.kind }).from(debtors).where(eq(debtors.id, debtorId));
  return debtor?.kind ?? null;
}
