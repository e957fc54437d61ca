import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { pendingLetterColumns } from '../../db/repositories/letters.ts';
import {
  caseFees,
  cases,
  creditors,
  debtorAddresses,
  debtors,
  documents,
  paymentPlanCases,
  paymentPlans,
  payments,
} from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { presentCase } from '../cases/case-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { withLettersRendered } from '../letters/pending-letters.ts';

type TimelineEvent = {
  date: string;
  kind: 'registered' | 'fee' | 'payment' | 'letter' | 'plan' | 'closed';
  detail: string;
  amount: number | null;
};

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

export async function getCreditorCaseDetails(
  db: Executor,
  clientId: string,
  caseGuid: string,
  today: string,
) {
  const [row] = await db
    .select({
      case: cases,
      clientNumber: creditors.clientNumber,
      creditorName: creditors.name,
      creditorGuid: creditors.guid,
      debtor: debtors,
    })
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .where(and(eq(cases.clientId, clientId), eq(cases.guid, caseGuid)));
  if (!row) throw notFound('The case');
  const caseId = row.case.id;

  const [fees, paid, docs, plans, [address], rates] = await Promise.all([
    db.select().from(caseFees).where(eq(caseFees.caseId, caseId)).orderBy(asc(caseFees.date)),
    db
      .select()
      .from(payments)
      .where(eq(payments.caseId, caseId))
      .orderBy(desc(payments.paymentDate), desc(payments.createdAt)),
    db
      .select({
        documentGuid: documents.guid,
        kind: documents.kind,
        title: documents.title,
        fileName: documents.fileName,
        sizeBytes: documents.sizeBytes,
        createdAt: documents.createdAt,
        withdrawnAt: documents.withdrawnAt,
        ...pendingLetterColumns,
      })
      .from(documents)
      .where(eq(documents.caseId, caseId))
      .orderBy(desc(documents.createdAt))
      .then((rows) => withLettersRendered(db, rows)),
    db
      .select({
        status: paymentPlans.status,
        createdAt: paymentPlans.createdAt,
        decidedAt: paymentPlans.decidedAt,
      })
      .from(paymentPlans)
      .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
      .where(eq(paymentPlanCases.caseId, caseId)),
    db
      .select()
      .from(debtorAddresses)
      .where(eq(debtorAddresses.debtorId, row.debtor.id))
      .orderBy(desc(debtorAddresses.isPrimary), sql`${debtorAddresses.kind} = 'postal' desc`)
      .limit(1),
    referenceRatesOf(db),
  ]);

  const timeline: TimelineEvent[] = [
    {
      date: row.case.registrationDate,
      kind: 'registered' as const,
      detail: row.case.service,
      amount: row.case.originalPrincipal,
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
    ...(row.case.closedAt
      ? [{ date: isoDay(row.case.closedAt), kind: 'closed' as const, detail: row.case.status, amount: null }]
      : []),
  ].sort((a, b) => a.date.localeCompare(b.date));

  const { debtor } = row;
  const feeLines = fees.map((fee) => ({
    type: fee.type,
    date: fee.date,
    amount: fee.amount,
    paid: fee.paid,
  }));
  return {
    case: presentCase({ ...row, fees: feeLines }, today, rates),
    clientReference: row.case.clientReference,
    creditorGuid: row.creditorGuid,
    debtor: {
      debtorGuid: debtor.guid,
      kind: debtor.kind,
      name: debtor.companyName ?? `${debtor.firstName ?? ''} ${debtor.lastName ?? ''}`.trim(),
      identityNumber: debtor.identityNumber,
      address: address
        ? {
            careOf: address.careOf,
            street: address.street,
            postalCode: address.postalCode,
            city: address.city,
            country: address.country,
          }
        : null,
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
      caseNumber: row.case.caseNumber,
      creditorName: row.creditorName,
      allocatedFees: payment.allocatedFees,
      allocatedInterest: payment.allocatedInterest,
      allocatedPrincipal: payment.allocatedPrincipal,
      allocatedCredit: payment.allocatedCredit,
      channel: payment.channel,
    })),
    documents: docs.map((doc) => ({
      ...doc,
      caseGuid,
      createdAt: doc.createdAt.toISOString(),
      withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
    })),
    timeline,
  };
}
