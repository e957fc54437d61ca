/**
 * A debtor's contact details, changed by the debtor or corrected by a handler: checked, normalised,
 * saved, and every change audited with its old and new values.
 */

import type { updateDebtorDetailsRequest } from '@fordra/contract';
import { normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  type DebtorContact,
  lockedDebtorContact,
  updateDebtorContact,
} from '../../db/repositories/debtors.ts';
import { forgetVerifications } from '../../db/repositories/notification-preferences.ts';
import { ApiError } from '../../http/api-error.ts';

type Request = z.infer<typeof updateDebtorDetailsRequest>;

/** A contact detail as typed, normalised (null when left empty), or refused with its field. */
export function checkedContact(value: string | null, field: string, check: typeof normalizeEmail) {
  if (value === null || value.trim() === '') return null;
  const result = check(value);
  if (!result.ok) {
    const message =
      result.code === 'InvalidEmail' ? 'The e-mail address is not valid.' : 'The phone number is not valid.';
    throw new ApiError(400, result.code, message, { field });
  }
  return result.value;
}

export async function updateContactDetails(
  db: Executor,
  input: { debtorId: string; accountId: string; ipAddress: string; request: Request },
) {
  const { request } = input;
  await saveContactDetails(db, {
    debtorId: input.debtorId,
    accountId: input.accountId,
    ipAddress: input.ipAddress,
    next: {
      email: checkedContact(request.email, 'email', normalizeEmail),
      cellularPhone: checkedContact(request.cellularphone, 'cellularphone', normalizePhoneNumber),
      homePhone: checkedContact(request.homephone, 'homephone', normalizePhoneNumber),
      workPhone: checkedContact(request.workphone, 'workphone', normalizePhoneNumber),
    },
  });
}

/**
 * Saves the checked contact details `next` (those given) of a debtor and audits what changed, by whom
 * and, for a handler's correction, why; nothing changed is nothing written.
 */
export async function saveContactDetails(
  db: Executor,
  input: {
    debtorId: string;
    accountId: string;
    ipAddress: string;
    next: Partial<DebtorContact>;
    reason?: string;
  },
) {
  const { next } = input;
  await db.transaction(async (tx) => {
    const before = await lockedDebtorContact(tx, input.debtorId);
    if (!before) throw new ApiError(404, 'NotFound', 'The debtor was not found.');
    const changes = (Object.keys(next) as (keyof DebtorContact)[]).filter((key) => before[key] !== next[key]);
    if (changes.length === 0) return;
    await updateDebtorContact(tx, input.debtorId, next);
    // A new e-mail address or phone carries no notification until it is verified in its turn.
    await forgetVerifications(
      tx,
      input.debtorId,
      changes.flatMap((key) =>
        key === 'email' ? ['email' as const] : key === 'cellularPhone' ? ['sms' as const] : [],
      ),
    );
    await insertAuditEntry(tx, {
      accountId: input.accountId,
      debtorId: input.debtorId,
      action: 'debtor.contact-updated',
      entity: 'debtor',
      ipAddress: input.ipAddress,
      details: {
        ...Object.fromEntries(changes.map((key) => [key, { old: before[key], new: next[key] }])),
        ...(input.reason ? { reason: input.reason } : {}),
      },
    });
  });
}
