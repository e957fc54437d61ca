/** Logins of every role: debtors, clients' users and staff. */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts } from '../schema.ts';

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
