/** The debtor's cases, their fee lines, documents and payments: always scoped to one debtor. */
import type { CaseDetails, HistoryDocument, PaymentInfo, RegisteredPayment } from '@fordra/contract';
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
import { nextInstalmentsOfDebtor } from '../../db/repositories/plans.ts';
import { notFound } from '../../http/api-error.ts';
import { casePaymentForDebtor, presentCase } from '../../presenters/case-for-debtor.ts';
import { deliveryStateForDebtor } from '../../presenters/delivery-for-reader.ts';
import { historyDocumentForDebtor } from '../../presenters/document-for-debtor.ts';
import { registeredPaymentForDebtor } from '../../presenters/payment-for-debtor.ts';
import { deliveriesByDocumentGuid } from '../delivery/letter-deliveries.ts';
import { balanceOn, balancesAsOf, checkBalanceDay } from '../ledger/balance-as-of.ts';
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

type PaymentTarget = Awaited<ReturnType<ReturnType<typeof paymentTargetsOfDebtor>['execute']>>[number];

/**
 * How to pay each active case of the debtor (or the one named) on ISO day `today`, and the next
 * instalment of each active plan over them.
 */
export async function getPaymentInfo(
  db: Executor,
  debtorId: string,
  today: string,
  caseGuid?: string,
): Promise<PaymentInfo> {
  const [rows, rates] = await Promise.all([
    loadCases(paymentTargets, db, debtorId, caseGuid),
    referenceRatesOf(db),
  ]);
  const active = rows.filter((row) => isActiveStatus(row.case.status));
  const cases = active.map((target) => {
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
  const planGuids = new Set(active.flatMap((row) => (row.planGuid ? [row.planGuid] : [])));
  if (planGuids.size === 0) return { cases, instalments: [] };
  // A plan's cases may be others than the one named: its instalment is paid as its notice says.
  const targets = caseGuid ? await paymentTargetsOfDebtor(db).execute({ debtorId }) : rows;
  const next = await nextInstalmentsOfDebtor(db, debtorId);
  const instalments = next
    .filter((row) => planGuids.has(row.planGuid))
    .flatMap((row) => {
      const info = instalmentPaymentFor(row, targets);
      return info ? [info] : [];
    });
  return { cases, instalments };
}

/**
 * How to pay an instalment, as its notice says: with its own OCR reference (an old plan's without one,
 * its first case's), to the bankgiro and Swish of the case it pays first.
 */
function instalmentPaymentFor(
  row: Awaited<ReturnType<typeof nextInstalmentsOfDebtor>>[number],
  targets: readonly PaymentTarget[],
) {
  const planCases = row.caseIds.flatMap((id) => targets.filter((target) => target.case.id === id));
  const letterCaseId = row.split[0]?.caseId ?? row.caseIds[0];
  const letterCase = planCases.find((target) => target.case.id === letterCaseId) ?? planCases[0];
  if (!letterCase) return null;
  const amountToPay = row.amount - row.paid;
  const ocrReference = row.ocrReference ?? letterCase.case.ocrReference;
  return {
    planGuid: row.planGuid,
    sequence: row.sequence,
    months: row.months,
    dueDate: row.dueDate,
    creditorName: letterCase.creditorName,
    currency: letterCase.case.currency,
    amountToPay,
    ocrReference,
    bankgiro: letterCase.case.bankgiro,
    swishPayee: letterCase.swishPayee,
    swishPayload: offeredSwishPayload({
      payee: letterCase.swishPayee,
      currency: letterCase.case.currency,
      amount: amountToPay,
      message: ocrReference,
    }),
    cases: planCases.map((target) => ({
      caseGuid: target.case.guid,
      caseNumber: target.case.caseNumber,
      creditorName: target.creditorName,
    })),
  };
}

/** The documents of one of the debtor's cases, newest first. */
export async function getHistoryDocuments(
  db: Executor,
  debtorId: string,
  caseGuid: string,
): Promise<HistoryDocument[]> {
  const [row] = await loadCases(paymentTargets, db, debtorId, caseGuid);
  if (!row) throw notFound('The case');
  const rows = await withLettersRendered(db, await documentsOfCase(db, row.case.id));
  const deliveries = await deliveriesByDocumentGuid(
    db,
    rows.map((doc) => doc.documentGuid),
  );
  return rows.map((doc) =>
    historyDocumentForDebtor(doc, caseGuid, deliveryStateForDebtor(deliveries.get(doc.documentGuid) ?? [])),
  );
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
