/**
 * Who a BankID identification is in the portal: the debtor with that personal number and their login,
 * or else a client's user or a member of the provider's staff registered with it.
 */
import { debtorDisplayName, maskPersonalNumber } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { userOrStaffAccountByPersonalNumber } from '../../db/repositories/accounts.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  debtorAccountOf,
  insertDebtorAccount,
  personDebtorByPersonalNumber,
} from '../../db/repositories/debtors.ts';
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
  const debtor = await personDebtorByPersonalNumber(db, personalNumber);
  const details = { orderRef: context.orderRef, personalNumber: maskPersonalNumber(personalNumber) };
  if (!debtor) {
    const other = await userOrStaffAccountByPersonalNumber(db, personalNumber);
    if (other) return { accountId: other.id, debtorId: null };
    await insertAuditEntry(db, {
      action: 'login.bankid.unknown-user',
      ipAddress: context.ipAddress,
      details,
    });
    throw new ApiError(403, 'UnknownUser', 'No cases or invoices are registered for this person.');
  }
  let account = await debtorAccountOf(db, debtor.id);
  if (!account) {
    account = await insertDebtorAccount(db, {
      debtorId: debtor.id,
      displayName: debtorDisplayName(debtor),
    });
  }
  if (!account) throw new Error('BankID account not stored');
  if (account.disabled) {
    await insertAuditEntry(db, {
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
