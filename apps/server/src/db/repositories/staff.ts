/** The provider's staff accounts. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { accounts } from '../schema.ts';

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
