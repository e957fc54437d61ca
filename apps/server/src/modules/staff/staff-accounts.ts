/**
 * The provider's staff accounts, managed by an admin: the list, a new member of staff (a first
 * password, argon2id), a role or enabled state changed. An admin cannot demote or disable themself,
 * so the back office always keeps an admin; disabling ends the account's sessions at once.
 */
import type { createStaffAccountRequest, StaffAccount, updateStaffAccountRequest } from '@fordra/contract';
import { normalizeEmail, parsePersonalNumber } from '@fordra/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/executor.ts';
import { accounts, auditLog, sessions } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import type { StaffActor } from './actions.ts';

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

type AccountRow = {
  accountGuid: string;
  username: string | null;
  displayName: string;
  email: string | null;
  identityNumber: string | null;
  staffRole: 'handler' | 'admin' | null;
  disabled: boolean;
  lastLoginAt: Date | null;
};

const present = (row: AccountRow): StaffAccount => ({
  ...row,
  username: row.username ?? '',
  staffRole: row.staffRole ?? 'handler',
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export async function listStaffAccounts(db: Executor): Promise<{ items: StaffAccount[] }> {
  const rows = await db
    .select(accountColumns)
    .from(accounts)
    .where(eq(accounts.role, 'staff'))
    .orderBy(asc(accounts.displayName), asc(accounts.id));
  return { items: rows.map(present) };
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
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(sql`lower(${accounts.username})`, input.username.toLowerCase()));
    if (taken) throw usernameTaken();
    const [created] = await tx
      .insert(accounts)
      .values({
        username: input.username,
        displayName: input.displayName,
        email,
        identityNumber,
        role: 'staff',
        staffRole: input.staffRole,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning(accountColumns);
    if (!created) throw usernameTaken();
    await tx.insert(auditLog).values({
      accountId: actor.accountId,
      action: 'staff.account-created',
      entity: 'account',
      entityId: created.accountGuid,
      ipAddress: actor.ipAddress,
      details: { username: input.username, staffRole: input.staffRole },
    });
    return present(created);
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
    const [target] = await tx
      .select({ id: accounts.id, ...accountColumns })
      .from(accounts)
      .where(and(eq(accounts.guid, accountGuid), eq(accounts.role, 'staff')))
      .for('update');
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
    if (changes.length === 0) return present(before);
    await tx.update(accounts).set(next).where(eq(accounts.id, id));
    if (next.disabled && !before.disabled)
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.accountId, id), isNull(sessions.revokedAt)));
    await tx.insert(auditLog).values({
      accountId: actor.accountId,
      action: 'staff.account-updated',
      entity: 'account',
      entityId: accountGuid,
      ipAddress: actor.ipAddress,
      details: Object.fromEntries(changes.map((key) => [key, { old: before[key], new: next[key] }])),
    });
    return present({ ...before, ...next });
  });
}
