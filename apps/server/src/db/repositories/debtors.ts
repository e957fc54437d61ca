/** Debtors, their addresses and contact details, and their logins. */
import { desc, eq, sql } from 'drizzle-orm';
import { insertRows, isAnyOf } from '../bulk-statements.ts';
import type { Executor } from '../executor.ts';
import { accounts, debtorAddresses, debtors } from '../schema.ts';

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

/** A debtor to store. */
export type DebtorInsert = typeof debtors.$inferInsert;
/** A debtor's address to store. */
export type DebtorAddressInsert = typeof debtorAddresses.$inferInsert;
/** A debtor's login to store. */
export type DebtorLoginInsert = typeof accounts.$inferInsert;

/** The id of the debtor of identity number `identityNumber`, or undefined. */
export async function debtorIdByIdentityNumber(
  db: Executor,
  identityNumber: string,
): Promise<string | undefined> {
  const [known] = await db
    .select({ id: debtors.id })
    .from(debtors)
    .where(eq(debtors.identityNumber, identityNumber));
  return known?.id;
}

/** Stores a debtor and answers its id. */
export async function addDebtor(db: Executor, debtor: DebtorInsert): Promise<string | undefined> {
  const [row] = await db.insert(debtors).values(debtor).returning({ id: debtors.id });
  return row?.id;
}

/** Stores a debtor's address. */
export async function addDebtorAddress(db: Executor, address: DebtorAddressInsert): Promise<void> {
  await db.insert(debtorAddresses).values(address);
}

/** Stores a debtor's login. */
export async function addDebtorLogin(db: Executor, login: DebtorLoginInsert): Promise<void> {
  await db.insert(accounts).values(login);
}

/** Stores debtors in bulk (`insertRows`). */
export async function insertDebtors(db: Executor, rows: readonly DebtorInsert[]): Promise<number> {
  return insertRows(db, debtors, rows);
}

/** Stores debtors' addresses in bulk (`insertRows`). */
export async function insertDebtorAddresses(
  db: Executor,
  rows: readonly DebtorAddressInsert[],
): Promise<number> {
  return insertRows(db, debtorAddresses, rows);
}

/** Stores debtors' logins in bulk (`insertRows`). */
export async function insertDebtorLogins(db: Executor, rows: readonly DebtorLoginInsert[]): Promise<number> {
  return insertRows(db, accounts, rows);
}
