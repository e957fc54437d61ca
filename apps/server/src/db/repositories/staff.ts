/** The provider's staff accounts. */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts, type STAFF_ROLES } from '../schema.ts';

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

export type StaffRole = (typeof STAFF_ROLES)[number];

/** A signed-in member of staff's guid, username and name; none for an unknown id. */
export async function staffAccountName(db: Executor, accountId: string) {
  const [account] = await db
    .select({
      accountGuid: accounts.guid,
      username: accounts.username,
      displayName: accounts.displayName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account ?? null;
}

/** An account's username (null for one without); none for an unknown id. */
export async function usernameOfAccount(db: Executor, accountId: string) {
  const [account] = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return account ?? null;
}

const accountColumns = {
  accountGuid: accounts.guid,
  username: accounts.username,
  displayName: accounts.displayName,
  email: accounts.email,
  identityNumber: accounts.identityNumber,
  staffRole: accounts.staffRole,
  disabled: accounts.disabled,
  lastLoginAt: accounts.lastLoginAt,
};

/** The staff accounts by name. */
export async function staffAccountsByName(db: Executor) {
  return db
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.role, 'staff'))
    .orderBy(asc(accounts.displayName), asc(accounts.id));
}

/** Adds a member of staff; none when the username was taken first. */
export async function insertStaffAccount(db: Executor, account: Omit<typeof accounts.$inferInsert, 'role'>) {
  const [created] = await db
    .insert(accounts)
    .values({ ...account, role: 'staff' })
    .onConflictDoNothing()
    .returning(accountColumns);
  return created ?? null;
}

/** Locks a staff account by guid for a change; none when there is no such member of staff. */
export async function lockStaffAccountByGuid(db: Executor, accountGuid: string) {
  const [target] = await db
    .select({ id: accounts.id, ...accountColumns })
    .from(accounts)
    .where(and(eq(accounts.guid, accountGuid), eq(accounts.role, 'staff')))
    .for('update');
  return target ?? null;
}

/** Sets a staff account's role and whether it is disabled. */
export async function setStaffRoleAndState(
  db: Executor,
  accountId: string,
  next: { staffRole: StaffRole; disabled: boolean },
) {
  await db.update(accounts).set(next).where(eq(accounts.id, accountId));
}
