/** Debtors, their addresses, contact details and logins. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts, debtors } from '../schema.ts';

/** The debtor who is the person with a personal number (`YYYYMMDD-NNNN`). */
export async function personDebtorByPersonalNumber(db: Executor, personalNumber: string) {
  const [debtor] = await db
    .select({
      id: debtors.id,
      firstName: debtors.firstName,
      lastName: debtors.lastName,
    })
    .from(debtors)
    .where(and(eq(debtors.identityNumber, personalNumber), eq(debtors.kind, 'person')))
    .limit(1);
  return debtor;
}

/** The debtor's own login, the oldest if there are several. */
export async function debtorAccountOf(db: Executor, debtorId: string) {
  const [account] = await db
    .select({ id: accounts.id, disabled: accounts.disabled })
    .from(accounts)
    .where(and(eq(accounts.debtorId, debtorId), eq(accounts.role, 'debtor')))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return account;
}

/** A login for the debtor, without a password (BankID only). */
export async function insertDebtorAccount(db: Executor, input: { debtorId: string; displayName: string }) {
  const [account] = await db
    .insert(accounts)
    .values({ debtorId: input.debtorId, displayName: input.displayName })
    .returning({ id: accounts.id, disabled: accounts.disabled });
  return account;
}

/** The language the debtor's letters are written in. */
export async function setDebtorLanguage(db: Executor, debtorId: string, language: string): Promise<void> {
  await db.update(debtors).set({ language }).where(eq(debtors.id, debtorId));
}
