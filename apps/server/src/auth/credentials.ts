/** Username and password sign-in: counts the attempt against the limits, checks the password, and that the account has a debtor. */
import type { Executor } from '../db/executor.ts';
import { accountByUsername } from '../db/repositories/accounts.ts';
import { insertAuditEntry } from '../db/repositories/audit-log.ts';
import { ApiError } from '../http/api-error.ts';
import type { createLoginLimits } from './login-limits.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

export type SignInAttempt = { username: string; password: string; ipAddress: string };

export async function verifyCredentials(
  db: Executor,
  limits: ReturnType<typeof createLoginLimits>,
  attempt: SignInAttempt,
): Promise<{ accountId: string; debtorId: string | null }> {
  const username = attempt.username.trim().toLowerCase();
  await limits.countAttempt(username, attempt.ipAddress);
  const account = await accountByUsername(db, username);
  const valid = await verifyPassword(attempt.password, account?.passwordHash ?? (await decoyHash));
  if (!account?.passwordHash || !valid || account.disabled) {
    throw new ApiError(401, 'CredentialsSignin', 'The username or password is wrong.');
  }
  await limits.succeeded(username, attempt.ipAddress);
  if (account.role === 'debtor' && !account.debtorId) {
    await insertAuditEntry(db, {
      accountId: account.id,
      action: 'login.unknown-user',
      ipAddress: attempt.ipAddress,
    });
    throw new ApiError(403, 'UnknownUser', 'No cases or invoices are registered for this login.');
  }
  return { accountId: account.id, debtorId: account.debtorId };
}
