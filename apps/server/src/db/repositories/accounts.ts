/** Logins of every role, as signing in reads and marks them. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts } from '../schema.ts';

/** The account a username (already lower case) signs in as, compared case-insensitively. */
export async function accountByUsername(db: Executor, username: string) {
  const [account] = await db
    .select({
      id: accounts.id,
      passwordHash: accounts.passwordHash,
      debtorId: accounts.debtorId,
      role: accounts.role,
      disabled: accounts.disabled,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username))
    .limit(1);
  return account;
}

export async function recordLastLogin(db: Executor, accountId: string): Promise<void> {
  await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, accountId));
}

/** The oldest client user's or staff account, not disabled, registered with a personal number. */
export async function userOrStaffAccountByPersonalNumber(db: Executor, personalNumber: string) {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.identityNumber, personalNumber),
        inArray(accounts.role, ['creditor', 'staff']),
        eq(accounts.disabled, false),
      ),
    )
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  return account;
}
