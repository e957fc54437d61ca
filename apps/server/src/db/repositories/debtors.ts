/** The debtors aggregate: debtors, their addresses and contact details. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { debtorAddresses, debtors } from '../schema.ts';

/** The address letters go to: the primary one, a postal one before others; none when there is none. */
export async function postalAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
    .limit(1);
  return address ?? null;
}

/** The id of the debtor with this identity number, if there is one. */
export async function debtorIdByIdentityNumber(db: Executor, identityNumber: string) {
  const [row] = await db
    .select({ id: debtors.id })
    .from(debtors)
    .where(eq(debtors.identityNumber, identityNumber));
  return row?.id ?? null;
}

/** Adds a debtor; none when one with the same identity number was stored first. */
export async function insertDebtorUnlessKnown(db: Executor, debtor: typeof debtors.$inferInsert) {
  const [row] = await db
    .insert(debtors)
    .values(debtor)
    .onConflictDoNothing({ target: debtors.identityNumber })
    .returning({ id: debtors.id });
  return row?.id ?? null;
}

export async function insertDebtorAddress(db: Executor, address: typeof debtorAddresses.$inferInsert) {
  await db.insert(debtorAddresses).values(address);
}
