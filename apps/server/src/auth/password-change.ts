/**
 * A person sets a password of their own. At a first sign-in with a password someone else chose (a new
 * member of staff's, chosen by an admin) the sign-in has just proved who they are; otherwise the
 * current password must be given. The new password must differ from the old one, and every other
 * session of the account ends, so whoever knew the old password is signed out everywhere.
 */
import type { Executor } from '../db/executor.ts';
import { passwordHashOfAccount, setOwnPassword } from '../db/repositories/accounts.ts';
import { insertAuditEntry } from '../db/repositories/audit-log.ts';
import { revokeOtherSessionsOfAccount } from '../db/repositories/sessions.ts';
import { ApiError } from '../http/api-error.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { ActiveSession } from './sessions.ts';

export async function changeOwnPassword(
  db: Executor,
  session: ActiveSession,
  input: { currentPassword?: string | undefined; newPassword: string; ipAddress: string },
): Promise<void> {
  const oldHash = await passwordHashOfAccount(db, session.accountId);
  if (oldHash && !session.mustChangePassword) {
    const proved =
      input.currentPassword !== undefined && (await verifyPassword(input.currentPassword, oldHash));
    if (!proved)
      throw new ApiError(400, 'CurrentPasswordWrong', 'The current password is wrong.', {
        field: 'currentPassword',
      });
  }
  if (oldHash && (await verifyPassword(input.newPassword, oldHash)))
    throw new ApiError(400, 'PasswordUnchanged', 'Choose a password other than the one you were given.', {
      field: 'newPassword',
    });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setOwnPassword(tx, session.accountId, passwordHash);
    await revokeOtherSessionsOfAccount(tx, session.accountId, session.idHash);
    await insertAuditEntry(tx, {
      accountId: session.accountId,
      debtorId: session.debtorId,
      action: 'account.password-changed',
      ipAddress: input.ipAddress,
      details: { required: session.mustChangePassword },
    });
  });
}
