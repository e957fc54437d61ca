/** The debtors aggregate: debtors, their addresses and contact details. */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { cases, customers, debtorAddresses, debtors, invoices } from '../schema.ts';

export type Debtor = typeof debtors.$inferSelect;
export type Address = typeof debtorAddresses.$inferSelect;

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

/** A debtor's primary address (or another when none is primary); none when there is none. */
export async function primaryAddressOf(db: Executor, debtorId: string) {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary))
    .limit(1);
  return address ?? null;
}

/** A debtor's addresses, the primary first. */
export async function addressesOfDebtor(db: Executor, debtorId: string) {
  return db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtorId))
    .orderBy(desc(debtorAddresses.isPrimary));
}

/**
 * The debtor by guid, with their guid as the client's customer if they are one, when they have a case
 * or an invoice of the client; anyone else is none.
 */
export async function clientDebtorByGuid(db: Executor, clientId: string, debtorGuid: string) {
  const [row] = await db
    .select({ debtor: debtors, customerGuid: customers.guid })
    .from(debtors)
    .leftJoin(customers, and(eq(customers.debtorId, debtors.id), eq(customers.clientId, clientId)))
    .where(
      and(
        eq(debtors.guid, debtorGuid),
        or(
          sql`exists (select 1 from ${cases} where ${cases.debtorId} = ${debtors.id} and ${cases.clientId} = ${clientId})`,
          sql`exists (select 1 from ${invoices} where ${invoices.debtorId} = ${debtors.id} and ${invoices.clientId} = ${clientId})`,
        ),
      ),
    );
  return row ?? null;
}
