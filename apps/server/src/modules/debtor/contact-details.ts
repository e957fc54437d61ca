/** The debtor's own contact details: checked, normalised, saved, and every change audited. */

import type { updateDebtorDetailsRequest } from '@fordra/contract';
import { normalizeEmail, normalizePhoneNumber } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, debtors } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';

type Request = z.infer<typeof updateDebtorDetailsRequest>;

function checked(value: string | null, field: string, check: typeof normalizeEmail) {
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
  db: Db,
  input: { debtorId: string; accountId: string; ipAddress: string; request: Request },
) {
  const { request } = input;
  const next = {
    email: checked(request.email, 'email', normalizeEmail),
    cellularPhone: checked(request.cellularphone, 'cellularphone', normalizePhoneNumber),
    homePhone: checked(request.homephone, 'homephone', normalizePhoneNumber),
    workPhone: checked(request.workphone, 'workphone', normalizePhoneNumber),
  };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        email: debtors.email,
        cellularPhone: debtors.cellularPhone,
        homePhone: debtors.homePhone,
        workPhone: debtors.workPhone,
      })
      .from(debtors)
      .where(eq(debtors.id, input.debtorId))
      .for('update');
    if (!before) throw new ApiError(404, 'NotFound', 'The debtor was not found.');
    const changes = (Object.keys(next) as (keyof typeof next)[]).filter((key) => before[key] !== next[key]);
    if (changes.length === 0) return;
    await tx
      .update(debtors)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(debtors.id, input.debtorId));
    await tx.insert(auditLog).values({
      accountId: input.accountId,
      debtorId: input.debtorId,
      action: 'debtor.contact-updated',
      entity: 'debtor',
      ipAddress: input.ipAddress,
      details: Object.fromEntries(changes.map((key) => [key, { old: before[key], new: next[key] }])),
    });
  });
}
