/** The provider's staff accounts. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts } from '../schema.ts';

/** The member of staff with a username who may sign in (a staff role, not disabled). */
export async function staffAccountWhoMaySignIn(db: Executor, username: string) {
  const [account] = await db
    .select({ id: accounts.id, displayName: accounts.displayName })
    .from(accounts)
    .where(and(eq(accounts.username, username), isNotNull(accounts.staffRole), eq(accounts.disabled, false)));
  return account;
}

/** Whether `accountId` is a member of staff's account. */
export async function isStaffAccount(db: Executor, accountId: string): Promise<boolean> {
  const [staff] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.role, 'staff')));
  return staff !== undefined;
}

/** Stores a member of staff's account and answers its id. */
export async function addStaffAccount(
  db: Executor,
  account: typeof accounts.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(accounts).values(account).returning({ id: accounts.id });
  return row?.id;
}
