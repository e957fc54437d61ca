/**
 * The provider's staff accounts, managed by an admin: the list, a new member of staff (a first
 * password, argon2id, which only lets them set their own at first sign-in), a role or enabled state changed. An admin cannot demote or disable themself,
 * so the back office always keeps an admin; disabling ends the account's sessions at once.
 */
import type { createStaffAccountRequest, StaffAccount, updateStaffAccountRequest } from '@fordra/contract';
import { normalizeEmail, parsePersonalNumber } from '@fordra/domain';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { usernameInUse } from '../../db/repositories/clients.ts';
import { revokeLiveSessionsOfAccount } from '../../db/repositories/sessions.ts';
import {
  insertStaffAccount,
  lockStaffAccountByGuid,
  setStaffRoleAndState,
  staffAccountsByName,
} from '../../db/repositories/staff.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { staffAccountForStaff } from '../../presenters/staff-account-for-staff.ts';
import type { StaffActor } from './actions.ts';

export async function listStaffAccounts(db: Executor): Promise<{ items: StaffAccount[] }> {
  const rows = await staffAccountsByName(db);
  return { items: rows.map(staffAccountForStaff) };
}

const usernameTaken = () =>
  new ApiError(409, 'UsernameTaken', 'The username is already in use.', { field: 'username' });

/** A new member of staff; a username taken in any case (by anyone: debtor, client user, staff) is refused. */
export async function createStaffAccount(
  db: Executor,
  actor: StaffActor,
  input: z.infer<typeof createStaffAccountRequest>,
  today: string,
): Promise<StaffAccount> {
  let email: string | null = null;
  if (input.email) {
    const checked = normalizeEmail(input.email);
    if (!checked.ok)
      throw new ApiError(400, 'InvalidEmail', 'The e-mail address is not valid.', { field: 'email' });
    email = checked.value;
  }
  let identityNumber: string | null = null;
  if (input.identityNumber) {
    const parsed = parsePersonalNumber(input.identityNumber, today);
    if (!parsed.ok)
      throw new ApiError(400, 'InvalidIdentityNumber', 'The personal number is not valid.', {
        field: 'identityNumber',
      });
    identityNumber = parsed.value;
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await usernameInUse(tx, input.username)) throw usernameTaken();
    const created = await insertStaffAccount(tx, {
      username: input.username,
      displayName: input.displayName,
      email,
      identityNumber,
      staffRole: input.staffRole,
      passwordHash,
      // The admin chose this password: it lets the person in once, to set their own.
      passwordChangeRequired: true,
    });
    if (!created) throw usernameTaken();
    await insertAuditEntry(tx, {
      accountId: actor.accountId,
      action: 'staff.account-created',
      entity: 'account',
      entityId: created.accountGuid,
      ipAddress: actor.ipAddress,
      details: { username: input.username, staffRole: input.staffRole },
    });
    return staffAccountForStaff(created);
  });
}

/**
 * Changes a member of staff's role or enabled state; an admin's own role and account stay as they are
 * (409 CannotChangeOwnAccount). Disabling revokes every session of the account in the same transaction.
 */
export async function updateStaffAccount(
  db: Executor,
  actor: StaffActor,
  accountGuid: string,
  input: z.infer<typeof updateStaffAccountRequest>,
): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const target = await lockStaffAccountByGuid(tx, accountGuid);
    if (!target) throw notFound('The staff account');
    const { id, ...before } = target;
    const demotes = input.staffRole !== undefined && input.staffRole !== 'admin';
    if (id === actor.accountId && (demotes || input.disabled === true))
      throw new ApiError(
        409,
        'CannotChangeOwnAccount',
        'You cannot remove your own admin role or disable your own account.',
      );
    const next = {
      staffRole: input.staffRole ?? before.staffRole ?? 'handler',
      disabled: input.disabled ?? before.disabled,
    };
    const changes = (['staffRole', 'disabled'] as const).filter((key) => before[key] !== next[key]);
    if (changes.length === 0) return staffAccountForStaff(before);
    await setStaffRoleAndState(tx, id, next);
    if (next.disabled && !before.disabled) await revokeLiveSessionsOfAccount(tx, id);
    await insertAuditEntry(tx, {
      accountId: actor.accountId,
      action: 'staff.account-updated',
      entity: 'account',
      entityId: accountGuid,
      ipAddress: actor.ipAddress,
      details: Object.fromEntries(changes.map((key) => [key, { old: before[key], new: next[key] }])),
    });
    return staffAccountForStaff({ ...before, ...next });
  });
}
