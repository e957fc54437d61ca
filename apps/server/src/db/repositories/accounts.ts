/** Logins of every role, as signing in reads and marks them. */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts, debtors } from '../schema.ts';

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

/** The password hash of an account, for a change of password. */
export async function passwordHashOfAccount(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row?.passwordHash ?? null;
}

/** The account's own new password: whatever someone else chose before no longer opens it. */
export async function setOwnPassword(db: Executor, accountId: string, passwordHash: string): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, passwordChangeRequired: false })
    .where(eq(accounts.id, accountId));
}

export async function recordLastLogin(db: Executor, accountId: string): Promise<void> {
  await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, accountId));
}

/** The language the account's person chose (kept on their debtor, whose letters are written in it), if any. */
export async function storedLanguageOfAccount(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: debtors.language })
    .from(accounts)
    .innerJoin(debtors, eq(debtors.id, accounts.debtorId))
    .where(eq(accounts.id, accountId));
  return row?.language ?? null;
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

/** The id of the login `username` (exactly as written), or undefined. */
export async function accountIdByUsername(db: Executor, username: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username))
    .limit(1);
  return row?.id;
}

/** Stores a login. */
export async function addAccount(db: Executor, account: typeof accounts.$inferInsert): Promise<void> {
  await db.insert(accounts).values(account);
}

/**
 * The enabled logins, oldest first, whose username is one of `usernames` (in lower case) or whose
 * password hash another login shares, with their hash.
 */
export async function loginsNamedOrSharingAHash(db: Executor, usernames: string[]) {
  const sharedHashes = db
    .select({ hash: accounts.passwordHash })
    .from(accounts)
    .groupBy(accounts.passwordHash)
    .having(sql`count(*) > 1`);
  return db
    .select({ username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(
      and(
        eq(accounts.disabled, false),
        or(
          inArray(sql`lower(${accounts.username})`, usernames),
          inArray(accounts.passwordHash, sharedHashes),
        ),
      ),
    )
    .orderBy(accounts.createdAt, accounts.username);
}

/** The highest number `n` of the logins named `<prefix><n>`, or undefined when there is none. */
export async function highestNumberedUsername(db: Executor, prefix: string): Promise<number | undefined> {
  const [row] = await db
    .select({
      last: sql<number>`max(substring(${accounts.username} from ${prefix.length + 1}::int)::int)`.mapWith(
        Number,
      ),
    })
    .from(accounts)
    .where(sql`${accounts.username} ~ ${`^${prefix}[0-9]+$`}`);
  return row?.last;
}
