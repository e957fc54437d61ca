/** A case as a client sees it: a line of its case list, and the case details page. */
import { debtorDisplayName, isActiveStatus, statusGroupOf } from '@fordra/domain';
import type { CaseListRow } from '../db/repositories/case-list.ts';
import type { clientCaseWithParties, feesOfCaseByDate } from '../db/repositories/cases.ts';
import type { postalAddressOf } from '../db/repositories/debtors.ts';
import type { DeliveryRow } from '../db/repositories/deliveries.ts';
import type { documentsOfCase } from '../db/repositories/letters.ts';
import type { paymentsOfCaseNewestFirst } from '../db/repositories/payments.ts';
import type { planDecisionsOfCase } from '../db/repositories/plans.ts';
import { addressForClient } from './debtor-for-client.ts';
import { type AttemptRow, deliveryProofs, deliveryStateForDebtor } from './delivery-for-reader.ts';
import { referenceKindOf } from './payment-for-debtor.ts';

/** A line of the case list, with what is left to pay today (minor units). */
export function caseListItemForClient(row: CaseListRow, remainingAmount: number) {
  const status = row.case.status;
  return {
    caseGuid: row.case.guid,
    caseNumber: row.case.caseNumber,
    ocrReference: row.case.ocrReference,
    clientReference: row.case.clientReference,
    status,
    statusGroup: statusGroupOf(status),
    isActive: isActiveStatus(status),
    service: row.case.service,
    creditor: { creditorGuid: row.creditorGuid, name: row.creditorName },
    debtor: {
      debtorGuid: row.debtorGuid,
      name: row.debtorName,
      identityNumber: row.identityNumber,
      kind: row.debtorKind,
    },
    invoiceNumber: row.case.invoiceNumber,
    registrationDate: row.case.registrationDate,
    dueDate: row.case.dueDate,
    currency: row.case.currency,
    originalPrincipal: row.case.originalPrincipal,
    paidSum: row.case.paidSum,
    remainingAmount,
  };
}

type TimelineEvent = {
  date: string;
  kind: 'registered' | 'fee' | 'payment' | 'letter' | 'plan' | 'closed';
  detail: string;
  amount: number | null;
};

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

type CaseWithParties = NonNullable<Awaited<ReturnType<typeof clientCaseWithParties>>>;
/** A document of the list, its letter rendered (`withLettersRendered`). */
type DocumentListed = Omit<
  Awaited<ReturnType<typeof documentsOfCase>>[number],
  'documentId' | 'letterPending'
>;

/**
 * The case details page of the case asked for by `caseGuid`: the case as `presentedCase` shows it, the
 * debtor with the address letters go to, the payments, the documents and a timeline of all that
 * happened, oldest first.
 */
export function caseDetailsForClient<Presented>(
  found: CaseWithParties & {
    caseGuid: string;
    fees: Awaited<ReturnType<typeof feesOfCaseByDate>>;
    payments: Awaited<ReturnType<typeof paymentsOfCaseNewestFirst>>;
    documents: DocumentListed[];
    /** The letters' deliveries (oldest first) and their attempts. */
    deliveries: { rows: DeliveryRow[]; attempts: AttemptRow[] };
    plans: Awaited<ReturnType<typeof planDecisionsOfCase>>;
    address: Awaited<ReturnType<typeof postalAddressOf>>;
  },
  presentedCase: Presented,
) {
  const { case: row, caseGuid, debtor, fees, payments: paid, documents: docs, plans, address } = found;
  const timeline: TimelineEvent[] = [
    {
      date: row.registrationDate,
      kind: 'registered' as const,
      detail: row.service,
      amount: row.originalPrincipal,
    },
    ...fees.map((fee) => ({ date: fee.date, kind: 'fee' as const, detail: fee.type, amount: fee.amount })),
    ...paid.map((payment) => ({
      date: payment.paymentDate,
      kind: 'payment' as const,
      detail: payment.channel,
      amount: payment.amount,
    })),
    ...docs.map((doc) => ({
      date: isoDay(doc.createdAt),
      kind: 'letter' as const,
      detail: doc.kind,
      amount: null,
    })),
    ...plans.map((plan) => ({
      date: isoDay(plan.decidedAt ?? plan.createdAt),
      kind: 'plan' as const,
      detail: plan.status,
      amount: null,
    })),
    ...(row.closedAt
      ? [{ date: isoDay(row.closedAt), kind: 'closed' as const, detail: row.status, amount: null }]
      : []),
  ].sort((a, b) => a.date.localeCompare(b.date));

  return {
    case: presentedCase,
    clientReference: row.clientReference,
    creditorGuid: found.creditorGuid,
    debtor: {
      debtorGuid: debtor.guid,
      kind: debtor.kind,
      name: debtorDisplayName(debtor),
      identityNumber: debtor.identityNumber,
      address: address ? addressForClient(address) : null,
      email: debtor.email,
      cellularPhone: debtor.cellularPhone,
    },
    payments: paid.map((payment) => ({
      paymentGuid: payment.guid,
      paymentDate: payment.paymentDate,
      currency: payment.currency,
      amount: payment.amount,
      paymentReference: payment.paymentReference,
      caseGuid,
      caseNumber: row.caseNumber,
      creditorName: found.creditorName,
      referenceKind: referenceKindOf(payment),
      allocatedFees: payment.allocatedFees,
      allocatedInterest: payment.allocatedInterest,
      allocatedPrincipal: payment.allocatedPrincipal,
      allocatedCredit: payment.allocatedCredit,
      channel: payment.channel,
    })),
    documents: docs.map((doc) => {
      const rows = found.deliveries.rows.filter((delivery) => delivery.documentGuid === doc.documentGuid);
      return {
        ...doc,
        caseGuid,
        createdAt: doc.createdAt.toISOString(),
        withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
        delivery: deliveryStateForDebtor(rows),
        deliveries: deliveryProofs(rows, found.deliveries.attempts),
      };
    }),
    timeline,
  };
}
