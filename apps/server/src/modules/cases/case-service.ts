/** The debtor's cases, their fee lines, documents and payments: always scoped to one debtor. */
import type { CaseDetails, HistoryDocument, RegisteredPayment } from '@fordra/contract';
import { isActiveStatus, offeredSwishPayload, paymentRegistrationWindow } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  caseDetailsOfDebtor,
  caseDetailsOfDebtorCase,
  paymentTargetsOfDebtor,
  paymentTargetsOfDebtorCase,
} from '../../db/repositories/cases.ts';
import { type DocumentOwner, documentOfOwner, documentsOfCase } from '../../db/repositories/letters.ts';
import { paymentsOfDebtor } from '../../db/repositories/payments.ts';
import { notFound } from '../../http/api-error.ts';
import { casePaymentForDebtor, presentCase } from '../../presenters/case-for-debtor.ts';
import { historyDocumentForDebtor } from '../../presenters/document-for-debtor.ts';
import { registeredPaymentForDebtor } from '../../presenters/payment-for-debtor.ts';
import { balancesAsOf, checkBalanceDay } from '../ledger/balance-as-of.ts';
import { balanceOn } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { renderPendingLetter, withLettersRendered } from '../letters/pending-letters.ts';

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

/**
 * The debtor's cases (or the one named) with balances as of ISO day `asOf` (`today` by default); another
 * debtor's case is not found. On another day a case registered after it is left out, and the one named
 * must have been registered by then (400 `InvalidDate`, ledger `checkBalanceDay`).
 */
export async function getCaseDetails(
  db: Executor,
  debtorId: string,
  today: string,
  caseGuid?: string,
  asOf: string = today,
): Promise<CaseDetails[]> {
  if (asOf !== today) checkBalanceDay(asOf, today);
  const [rows, rates] = await Promise.all([
    loadCases(caseDetails, db, debtorId, caseGuid),
    referenceRatesOf(db),
  ]);
  if (asOf === today) return rows.map((row) => presentCase(row, today, rates));
  if (caseGuid && rows[0]) checkBalanceDay(asOf, today, rows[0].case.registrationDate);
  const registered = rows.filter((row) => row.case.registrationDate <= asOf);
  const balances = await balancesAsOf(
    db,
    registered.map((row) => row.case),
    asOf,
    today,
    rates,
  );
  return registered.map((row) => presentCase(row, today, rates, balances.get(row.case.id)));
}

/** How to pay each active case of the debtor (or the one named) on ISO day `today`. */
export async function getPaymentInfo(db: Executor, debtorId: string, today: string, caseGuid?: string) {
  const [rows, rates] = await Promise.all([
    loadCases(paymentTargets, db, debtorId, caseGuid),
    referenceRatesOf(db),
  ]);
  return rows
    .filter((row) => isActiveStatus(row.case.status))
    .map((target) => {
      const { case: row, swishPayee } = target;
      const amountToPay = balanceOn(row, today, rates).remainingAmount;
      const swishPayload = offeredSwishPayload({
        payee: swishPayee,
        currency: row.currency,
        amount: amountToPay,
        message: row.ocrReference,
      });
      return casePaymentForDebtor(target, amountToPay, swishPayload);
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
  const rows = await documentsOfCase(db, row.case.id);
  return (await withLettersRendered(db, rows)).map((doc) => historyDocumentForDebtor(doc, caseGuid));
}

/**
 * A document with its bytes, if it is the caller's: a debtor's own letters and invoices; for a
 * client, the documents of its cases and invoices and its own reports; for the provider's staff
 * (`'provider'`), any case's or invoice's document. Anything else is not found.
 */
export async function getArchiveDocument(db: Executor, owner: DocumentOwner, documentGuid: string) {
  const doc = await documentOfOwner(db, owner, documentGuid);
  const content = doc?.letterPending
    ? (await renderPendingLetter(db, doc.documentId))?.content
    : doc?.content;
  if (!doc || !content) throw notFound('The document');
  return { fileName: doc.fileName, contentType: doc.contentType, content };
}

/** The debtor's registered payments (matched to their cases), newest first, and the registration window for today. */
export async function getPaymentDetails(db: Executor, debtorId: string, today: string, caseGuid?: string) {
  const rows = await paymentsOfDebtor(db, debtorId, caseGuid);
  const list: RegisteredPayment[] = rows.map(registeredPaymentForDebtor);
  return { payments: list, registration: { today, ...paymentRegistrationWindow(today) } };
}
