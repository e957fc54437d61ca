/** The debtor's cases, their fee lines, documents and payments: always scoped to one debtor. */
import type { CaseDetails, HistoryDocument, RegisteredPayment } from '@fordra/contract';
import {
  isActiveStatus,
  paymentRegistrationWindow,
  type ReferenceRateTable,
  statusDisplayGroup,
  swishPaymentPayload,
} from '@fordra/domain';
import { and, desc, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { pendingLetterColumns } from '../../db/repositories/letters.ts';
import { caseFees, cases, creditors, documents, invoices, payments } from '../../db/schema.ts';
import { notFound } from '../../http/api-error.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { renderPendingLetter, withLettersRendered } from '../letters/pending-letters.ts';

/** A case's fee lines, oldest first, as one JSON array: the cases and their fees come in one query. */
const feeLines = sql<{ type: string; date: string; amount: number; paid: number }[]>`coalesce((
  select json_agg(json_build_object('type', ${caseFees.type}, 'date', ${caseFees.date},
    'amount', ${caseFees.amount}, 'paid', ${caseFees.paid}) order by ${caseFees.date}, ${caseFees.createdAt})
  from ${caseFees} where ${caseFees.caseId} = ${cases.id}), '[]'::json)`;

// Every debtor screen loads cases, so these queries are prepared: drizzle builds each once and
// PostgreSQL parses it once per connection.
const ofDebtor = eq(cases.debtorId, sql.placeholder('debtorId'));
const ofDebtorCase = and(ofDebtor, eq(cases.guid, sql.placeholder('caseGuid')));
const newestFirst = [desc(cases.registrationDate), desc(cases.caseNumber)];

const detailColumns = {
  case: cases,
  clientNumber: creditors.clientNumber,
  creditorName: creditors.name,
  fees: feeLines,
};
const caseDetailsOfDebtor = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtor)
    .orderBy(...newestFirst)
    .prepare('case_details_of_debtor'),
);
const caseDetailsOfDebtorCase = preparedPerDatabase((db) =>
  db
    .select(detailColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtorCase)
    .prepare('case_details_of_debtor_case'),
);

/** Only what paying (and finding a case's documents) needs. */
const paymentColumns = {
  case: {
    id: cases.id,
    guid: cases.guid,
    caseNumber: cases.caseNumber,
    status: cases.status,
    currency: cases.currency,
    remainingPrincipal: cases.remainingPrincipal,
    remainingInterest: cases.remainingInterest,
    remainingFees: cases.remainingFees,
    interestRateBp: cases.interestRateBp,
    interestMarginBp: cases.interestMarginBp,
    interestAccruedUntil: cases.interestAccruedUntil,
    dueDate: cases.dueDate,
    ocrReference: cases.ocrReference,
    bankgiro: cases.bankgiro,
  },
  creditorName: creditors.name,
  swishPayee: creditors.swishPayee,
};
const paymentTargetsOfDebtor = preparedPerDatabase((db) =>
  db
    .select(paymentColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtor)
    .orderBy(...newestFirst)
    .prepare('payment_targets_of_debtor'),
);
const paymentTargetsOfDebtorCase = preparedPerDatabase((db) =>
  db
    .select(paymentColumns)
    .from(cases)
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(ofDebtorCase)
    .prepare('payment_targets_of_debtor_case'),
);

type DebtorCaseQuery<Row> = (db: Executor) => {
  execute: (values: Record<string, unknown>) => Promise<Row[]>;
};

/** The debtor's cases, or only the one named: another debtor's case is not found. */
async function loadCases<Row>(
  queries: { all: DebtorCaseQuery<Row>; one: DebtorCaseQuery<Row> },
  db: Executor,
  debtorId: string,
  caseGuid: string | undefined,
): Promise<Row[]> {
  const rows = caseGuid
    ? await queries.one(db).execute({ debtorId, caseGuid })
    : await queries.all(db).execute({ debtorId });
  if (caseGuid && rows.length === 0) throw notFound('The case');
  return rows;
}
const caseDetails = { all: caseDetailsOfDebtor, one: caseDetailsOfDebtorCase };
const paymentTargets = { all: paymentTargetsOfDebtor, one: paymentTargetsOfDebtorCase };

/** The debtor's cases (or the one named) with balances as of ISO day `today`; another debtor's case is not found. */
export async function getCaseDetails(
  db: Executor,
  debtorId: string,
  today: string,
  caseGuid?: string,
): Promise<CaseDetails[]> {
  const [rows, rates] = await Promise.all([
    loadCases(caseDetails, db, debtorId, caseGuid),
    referenceRatesOf(db),
  ]);
  return rows.map((row) => presentCase(row, today, rates));
}

type CaseRow = typeof cases.$inferSelect;
type FeeLine = { type: string; date: string; amount: number; paid: number };

/** A case as the contract shows it (`caseDetails`), its balance on ISO day `today` at the reference rates `rates`. */
export function presentCase(
  input: { case: CaseRow; clientNumber: string; creditorName: string; fees: FeeLine[] },
  today: string,
  rates: ReferenceRateTable,
): CaseDetails {
  const { case: row, clientNumber, creditorName, fees } = input;
  const balance = balanceOn(row, today, rates);
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    client: clientNumber,
    creditorName,
    status: row.status,
    statusGroup: statusDisplayGroup(row.status),
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
    paidPrincipal: row.paidPrincipal,
    paidSum: row.paidSum,
    creditBalance: row.creditBalance,
    paymentReference: row.ocrReference,
    bankgiro: row.bankgiro,
    fees,
  };
}

/** How to pay each active case of the debtor (or the one named) on ISO day `today`. */
export async function getPaymentInfo(db: Executor, debtorId: string, today: string, caseGuid?: string) {
  const [rows, rates] = await Promise.all([
    loadCases(paymentTargets, db, debtorId, caseGuid),
    referenceRatesOf(db),
  ]);
  return rows
    .filter((row) => isActiveStatus(row.case.status))
    .map(({ case: row, creditorName, swishPayee }) => {
      const amountToPay = balanceOn(row, today, rates).remainingAmount;
      const swishable = swishPayee !== null && row.currency === 'SEK' && amountToPay > 0;
      return {
        caseGuid: row.guid,
        caseNumber: row.caseNumber,
        creditorName,
        currency: row.currency,
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
  db: Executor,
  debtorId: string,
  caseGuid: string,
): Promise<HistoryDocument[]> {
  const [row] = await loadCases(paymentTargets, db, debtorId, caseGuid);
  if (!row) throw notFound('The case');
  const rows = await db
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
    .where(eq(documents.caseId, row.case.id))
    .orderBy(desc(documents.createdAt));
  return (await withLettersRendered(db, rows)).map((doc) => ({
    ...doc,
    caseGuid,
    createdAt: doc.createdAt.toISOString(),
    withdrawnAt: doc.withdrawnAt?.toISOString() ?? null,
  }));
}

/**
 * A document with its bytes, if it is the caller's: a debtor's own letters and invoices; for a
 * client, the documents of its cases and invoices and its own reports; for the provider's staff
 * (`'provider'`), any case's or invoice's document. Anything else is not found.
 */
export async function getArchiveDocument(
  db: Executor,
  owner: { debtorId: string } | { clientId: string } | 'provider',
  documentGuid: string,
) {
  const ownedBy =
    owner === 'provider'
      ? or(isNotNull(documents.caseId), isNotNull(documents.invoiceId))
      : 'debtorId' in owner
        ? eq(documents.debtorId, owner.debtorId)
        : or(
            eq(documents.clientId, owner.clientId),
            exists(
              db
                .select({ one: sql`1` })
                .from(cases)
                .where(and(eq(cases.id, documents.caseId), eq(cases.clientId, owner.clientId))),
            ),
            exists(
              db
                .select({ one: sql`1` })
                .from(invoices)
                .where(and(eq(invoices.id, documents.invoiceId), eq(invoices.clientId, owner.clientId))),
            ),
          );
  const [doc] = await db
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      content: documents.content,
      ...pendingLetterColumns,
    })
    .from(documents)
    .where(and(eq(documents.guid, documentGuid), ownedBy))
    .limit(1);
  const content = doc?.letterPending
    ? (await renderPendingLetter(db, doc.documentId))?.content
    : doc?.content;
  if (!doc || !content) throw notFound('The document');
  return { fileName: doc.fileName, contentType: doc.contentType, content };
}

/** The debtor's registered payments (matched to their cases), newest first, and the registration window for today. */
export async function getPaymentDetails(db: Executor, debtorId: string, today: string, caseGuid?: string) {
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
    currency: payment.currency,
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
