/**
 * A BgMax file's deposits: each deposit's total as the file states it (TK15, the payments less the
 * deductions) beside the sum of what the ledger holds of it, found by the external ids its payments are
 * registered under; and whether each is to one of the provider's bankgiro numbers (TK05).
 */
import { type BgmaxDeposit, formatBankgiro, isValidBankgiro } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { sumOfPaymentsByExternalIds } from '../../db/repositories/payments.ts';
import { largestPlanCaseCount } from '../../db/repositories/plans.ts';

export type DepositReport = {
  /** The receiving bankgiro, without hyphens. */
  bankgiro: string;
  /** `YYYY-MM-DD` */
  paymentDate: string;
  /** The deposit's serial number of the day. */
  depositSerial: string;
  /** Öre: the deposit's total in the file (TK15). */
  amount: number;
  /** Öre: what the ledger holds of the deposit's payments and deductions; equal to `amount` once imported. */
  registered: number;
};

/** What every payment of `deposit` is registered under begins with this (the payment's place follows). */
export function depositIdentity(deposit: Pick<BgmaxDeposit, 'bankgiro' | 'paymentDate' | 'depositSerial'>) {
  return `bgmax:${deposit.bankgiro}:${deposit.paymentDate}:${deposit.depositSerial}:`;
}

/** Each of `deposits` with the sum the ledger holds of it, `externalIds` being its payments' ids in the same order. */
export async function registeredOfDeposits(
  db: Executor,
  deposits: readonly BgmaxDeposit[],
  externalIds: readonly (readonly string[])[],
): Promise<DepositReport[]> {
  const reports: DepositReport[] = [];
  // A payment to a plan is stored as one part per case, the second and later under `<id>/2`, `<id>/3`…
  // (ledger-service.ts: registerPayments): ask for those ids too, as many as the largest plan has cases.
  const largest = await largestPlanCaseCount(db);
  const parts = Array.from({ length: Math.max(0, largest - 1) }, (_, part) => `/${part + 2}`);
  for (const [index, deposit] of deposits.entries()) {
    const ids = externalIds[index] ?? [];
    const registered =
      ids.length === 0
        ? 0
        : await sumOfPaymentsByExternalIds(db, [
            ...ids,
            ...ids.flatMap((id) => parts.map((part) => id + part)),
          ]);
    reports.push({
      bankgiro: deposit.bankgiro,
      paymentDate: deposit.paymentDate,
      depositSerial: deposit.depositSerial,
      amount: deposit.amount,
      registered,
    });
  }
  return reports;
}

/** A deposit to a bankgiro not in `ours` (numbers without hyphens), or null when every one is ours. */
export function foreignDeposit(deposits: readonly BgmaxDeposit[], ours: readonly string[]) {
  const known = new Set(ours.map((bankgiro) => bankgiro.replace(/\D/g, '').replace(/^0+/, '')));
  return deposits.find((deposit) => !known.has(deposit.bankgiro)) ?? null;
}

/** The bankgiro as people write it, or as the file has it when it is not a valid one. */
export const readableBankgiro = (bankgiro: string) =>
  isValidBankgiro(bankgiro) ? formatBankgiro(bankgiro) : bankgiro;
