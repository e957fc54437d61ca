/** The debtor's cases, their fee lines, documents and payments: always scoped to one debtor. */
import type { CaseDetails, HistoryDocument, RegisteredPayment } from '@fordra/contract';
import {
  type CaseStatus,
  type Currency,
  isActiveStatus,
  paymentRegistrationWindow,
  statusDisplayGroup,
  swishPaymentPayload,
} from '@fordra/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { caseFees, cases, creditors, documents, payments } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { balanceOn } from '../ledger/ledger-service.ts';

const caseColumns = {
  case: cases,
  clientNumber: creditors.clientNumber,
  creditorName: creditors.name,
  swishPayee: creditors.swishPayee,
};

async function loadCases(db: Db, debtorId: string, caseGuid?: string) {
  const rows = await db
    .select(caseColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(
      caseGuid ? and(eq(cases.debtorId, debtorId), eq(cases.guid, caseGuid)) : eq(cases.debtorId, debtorId),
    )
    .orderBy(desc(cases.registrationDate), desc(cases.caseNumber));
  if (caseGuid && rows.length === 0) throw notFound('The case');
  return rows;
}

/** The debtor's cases (or the one named) with balances as of ISO day `today`; another debtor's case is not found. */
export async function getCaseDetails(
  db: Db,
  debtorId: string,
  today: string,
  caseGuid?: string,
): Promise<CaseDetails[]> {
  const rows = await loadCases(db, debtorId, caseGuid);
  const ids = rows.map((row) => row.case.id);
  const fees = ids.length
    ? await db.select().from(caseFees).where(inArray(caseFees.caseId, ids)).orderBy(asc(caseFees.date))
    : [];
  return rows.map(({ case: row, clientNumber, creditorName }) => {
    const balance = balanceOn(row, today);
    return {
      caseGuid: row.guid,
      caseNumber: row.caseNumber,
      client: clientNumber,
      creditorName,
      status: row.status,
      statusGroup: statusDisplayGroup(row.status as CaseStatus),
      isActive: isActiveStatus(row.status as CaseStatus),
      service: row.service,
      invoiceNumber: row.invoiceNumber,
      invoiceDate: row.invoiceDate,
      dueDate: row.dueDate,
      registrationDate: row.registrationDate,
      description: row.description,
      currency: row.currency as Currency,
      originalPrincipal: row.originalPrincipal,
      ...balance,
      remainingSum: balance.remainingAmount,
      paidPrincipal: row.paidPrincipal,
      paidSum: row.paidSum,
      creditBalance: row.creditBalance,
      paymentReference: row.ocrReference,
      bankgiro: row.bankgiro,
      fees: fees
        .filter((fee) => fee.caseId === row.id)
        .map((fee) => ({ type: fee.type, date: fee.date, amount: fee.amount, paid: fee.paid })),
    };
  });
}

/** How to pay each active case of the debtor (or the one named) on ISO day `today`. */
export async function getPaymentInfo(db: Db, debtorId: string, today: string, caseGuid?: string) {
  const rows = await loadCases(db, debtorId, caseGuid);
  return rows
    .filter((row) => isActiveStatus(row.case.status as CaseStatus))
    .map(({ case: row, creditorName, swishPayee }) => {
      const amountToPay = balanceOn(row, today).remainingAmount;
      const swishable = swishPayee !== null && row.currency === 'SEK' && amountToPay > 0;
      return {
        caseGuid: row.guid,
        caseNumber: row.caseNumber,
        creditorName,
        currency: row.currency as Currency,
        amountToPay,
        ocrReference: row.ocrReference,
        bankgiro: row.bankgiro,
        swishPayee,
        swishPayload: swishable
          ? swishPaymentPayload({ payee: swishPayee, amount: amountToPay, message: row.ocrReference })
          : null,
      };
    });
}

/** The documents of one of the debtor's cases, newest first. */
export async function getHistoryDocuments(
  db: Db,
  debtorId: string,
  caseGuid: string,
): Promise<HistoryDocument[]> {
  const [row] = await loadCases(db, debtorId, caseGuid);
  if (!row) throw notFound('The case');
  const rows = await db
    .select({
      documentGuid: documents.guid,
      kind: documents.kind,
      title: documents.title,
      fileName: documents.fileName,
      sizeBytes: documents.sizeBytes,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.caseId, row.case.id))
    .orderBy(desc(documents.createdAt));
  return rows.map((doc) => ({ ...doc, caseGuid, createdAt: doc.createdAt.toISOString() }));
}

/** A document of the debtor's own, with its bytes; anything else is not found. */
export async function getArchiveDocument(db: Db, debtorId: string, documentGuid: string) {
  const [doc] = await db
    .select({ fileName: documents.fileName, contentType: documents.contentType, content: documents.content })
    .from(documents)
    .where(and(eq(documents.guid, documentGuid), eq(documents.debtorId, debtorId)))
    .limit(1);
  if (!doc?.content) throw notFound('The document');
  return { ...doc, content: doc.content };
}

/** The debtor's registered payments (matched to their cases), newest first, and the registration window for today. */
export async function getPaymentDetails(db: Db, debtorId: string, today: string, caseGuid?: string) {
  const rows = await db
    .select({
      payment: payments,
      caseGuid: cases.guid,
      caseNumber: cases.caseNumber,
      creditorName: creditors.name,
    })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(
      caseGuid
        ? and(eq(payments.debtorId, debtorId), eq(cases.guid, caseGuid))
        : eq(payments.debtorId, debtorId),
    )
    .orderBy(desc(payments.paymentDate), desc(payments.createdAt));
  const list: RegisteredPayment[] = rows.map(({ payment, ...rest }) => ({
    paymentGuid: payment.guid,
    paymentDate: payment.paymentDate,
    currency: payment.currency as Currency,
    amount: payment.amount,
    paymentReference: payment.paymentReference,
    caseGuid: rest.caseGuid,
    caseNumber: rest.caseNumber,
    creditorName: rest.creditorName,
    allocatedFees: payment.allocatedFees,
    allocatedInterest: payment.allocatedInterest,
    allocatedPrincipal: payment.allocatedPrincipal,
    allocatedCredit: payment.allocatedCredit,
  }));
  return { payments: list, registration: { today, ...paymentRegistrationWindow(today) } };
}
