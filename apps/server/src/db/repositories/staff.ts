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
