/** A case as the debtor sees it: its details and balance, and how to pay it. */
import type { CaseDetails } from '@fordra/contract';
import {
  isActiveStatus,
  isPausedOn,
  type ReferenceRateTable,
  statusGroupOf,
  stockholmDateTime,
} from '@fordra/domain';
import type { CaseFeeLine, CaseRow } from '../db/repositories/cases.ts';
import type { BalanceOnDay } from '../modules/ledger/balance-as-of.ts';
import { balanceOn } from '../modules/ledger/balance-as-of.ts';

/**
 * A case as the contract shows it (`caseDetails`), its balance on ISO day `today` at the reference rates
 * `rates`, or `onDay`: its balance on another day (ledger `balancesAsOf`).
 */
export function presentCase(
  input: {
    case: CaseRow;
    clientNumber: string;
    creditorName: string;
    fees: CaseFeeLine[];
    planGuid: string | null;
  },
  today: string,
  rates: ReferenceRateTable,
  onDay?: BalanceOnDay,
): CaseDetails {
  const { case: row, clientNumber, creditorName, fees, planGuid } = input;
  const { paidPrincipal, paidSum, ...balance } = onDay ?? {
    ...balanceOn(row, today, rates),
    paidPrincipal: row.paidPrincipal,
    paidSum: row.paidSum,
  };
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    client: clientNumber,
    creditorName,
    status: row.status,
    statusGroup: statusGroupOf(row.status),
    isActive: isActiveStatus(row.status),
    service: row.service,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    dueDate: row.dueDate,
    registrationDate: row.registrationDate,
    description: row.description,
    currency: row.currency,
    originalPrincipal: row.originalPrincipal,
    ...balance,
    remainingSum: balance.remainingAmount,
    paidPrincipal,
    paidSum,
    creditBalance: row.creditBalance,
    paymentReference: row.ocrReference,
    bankgiro: row.bankgiro,
    fees,
    pause:
      row.pausedUntil && isPausedOn(row.pausedUntil, today)
        ? { since: stockholmDateTime(row.pausedAt ?? row.updatedAt).date, until: row.pausedUntil }
        : null,
    // A case becomes Disputed by a change of its status, the last change its row records.
    disputedSince: row.status === 'Disputed' ? stockholmDateTime(row.updatedAt).date : null,
    planGuid: isActiveStatus(row.status) ? planGuid : null,
  };
}

/** How to pay a case: its references, `amountToPay` (minor units) and the Swish payload when Swish can take it. */
export function casePaymentForDebtor(
  input: {
    case: Pick<CaseRow, 'guid' | 'caseNumber' | 'currency' | 'ocrReference' | 'bankgiro' | 'status'>;
    creditorName: string;
    swishPayee: string | null;
    planGuid: string | null;
  },
  amountToPay: number,
  swishPayload: string | null,
) {
  const { case: row, creditorName, swishPayee, planGuid } = input;
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    creditorName,
    currency: row.currency,
    amountToPay,
    ocrReference: row.ocrReference,
    bankgiro: row.bankgiro,
    swishPayee,
    swishPayload,
    planGuid,
    disputed: row.status === 'Disputed',
  };
}
