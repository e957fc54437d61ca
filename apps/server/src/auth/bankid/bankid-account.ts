/**
 * Who a BankID identification is in the portal: the debtor with that personal number and their login,
 * or else a client's user or a member of the provider's staff registered with it.
 */
import { debtorDisplayName, maskPersonalNumber } from '@fordra/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { accounts, auditLog, debtors } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';

/**
 * The account to sign in for a personal number (`YYYYMMDD-NNNN`): the debtor's own account, made
 * (without a password) on their first BankID login when they have none. A person who is no debtor but
 * a client's user, or a member of staff, signs in as that account (a person who is both signs in as the
 * debtor with BankID and as the user or member of staff with their password). Anyone else gets UnknownUser; every outcome is written to the
 * audit log, with the personal number masked.
 */
export async function accountForPersonalNumber(
  db: Executor,
  personalNumber: string,
  context: { ipAddress: string; orderRef: string },
): Promise<{ accountId: string; debtorId: string | null }> {
  const [debtor] = await db
    .select({
      id: debtors.id,
      firstName: debtors.firstName,
      lastName: debtors.lastName,
    })
    .from(debtors)
    .where(and(eq(debtors.identityNumber, personalNumber), eq(debtors.kind, 'person')))
    .limit(1);
  const details = { orderRef: context.orderRef, personalNumber: maskPersonalNumber(personalNumber) };
  if (!debtor) {
    const [other] = await db
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
    if (other) return { accountId: other.id, debtorId: null };
    await db
      .insert(auditLog)
      .values({ action: 'login.bankid.unknown-user', ipAddress: context.ipAddress, details });
    throw new ApiError(403, 'UnknownUser', 'No cases or invoices are registered for this person.');
  }
  let [account] = await db
    .select({ id: accounts.id, disabled: accounts.disabled })
    .from(accounts)
    .where(and(eq(accounts.debtorId, debtor.id), eq(accounts.role, 'debtor')))
    .orderBy(asc(accounts.createdAt))
    .limit(1);
  if (!account) {
    [account] = await db
      .insert(accounts)
      .values({
        debtorId: debtor.id,
        displayName: debtorDisplayName(debtor),
      })
      .returning({ id: accounts.id, disabled: accounts.disabled });
  }
  if (!account) throw new Error('BankID account not stored');
  if (account.disabled) {
    await db.insert(auditLog).values({
      accountId: account.id,
      debtorId: debtor.id,
      action: 'login.bankid.disabled',
      ipAddress: context.ipAddress,
      details,
    });
    throw new ApiError(403, 'Forbidden', 'This login is blocked. Contact customer service.');
  }
  return { accountId: account.id, debtorId: debtor.id };
}
