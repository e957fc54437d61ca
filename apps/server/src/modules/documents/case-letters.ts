/**
 * Issues a letter for a case: its figures as of the day it is issued, rendered to PDF and kept
 * in the archive for the debtor to download.
 */
import {
  addDays,
  type Currency,
  computeCaseLedger,
  interestSince,
  swishPaymentPayload,
} from '@fordra/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  caseFees,
  cases,
  creditors,
  debtorAddresses,
  debtors,
  documents,
  payments,
} from '../../db/schema.ts';
import { type LetterInput, type LetterKind, renderLetter } from './letter.ts';
import { loadLetterText } from './letter-text.ts';

/** Days a debtor is given to pay, counted from the day a letter is issued. */
const DAYS_TO_PAY: Record<LetterKind, number> = { reminder: 14, collectionDemand: 10, instalmentNotice: 20 };

/** Fee lines still owed after `paidFees` (minor units) has paid the oldest first. */
function unpaidFeeLines(
  fees: { type: string; amount: number }[],
  paidFees: number,
  labels: Record<string, string>,
) {
  let paid = paidFees;
  const lines: { label: string; amount: number }[] = [];
  for (const fee of fees) {
    const covered = Math.min(paid, fee.amount);
    paid -= covered;
    if (fee.amount > covered)
      lines.push({ label: labels[fee.type] ?? fee.type, amount: fee.amount - covered });
  }
  return lines;
}

export async function issueCaseLetter(
  db: Db,
  provider: Config['provider'],
  input: { caseId: string; kind: Exclude<LetterKind, 'instalmentNotice'>; issuedOn: string },
): Promise<{ documentId: string }> {
  const [row] = await db
    .select({ case: cases, debtor: debtors, creditorName: creditors.name, swishPayee: creditors.swishPayee })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.id, input.caseId));
  if (!row) throw new Error(`Case ${input.caseId} does not exist`);
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, row.debtor.id))
    .limit(1);
  const fees = await db
    .select()
    .from(caseFees)
    .where(and(eq(caseFees.caseId, input.caseId), lte(caseFees.date, input.issuedOn)))
    .orderBy(asc(caseFees.date));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.caseId, input.caseId), lte(payments.paymentDate, input.issuedOn)))
    .orderBy(asc(payments.paymentDate));
  const { case: c, debtor } = row;
  const state = computeCaseLedger({
    originalPrincipal: c.originalPrincipal,
    annualRateBasisPoints: c.interestRateBp,
    dueDate: c.dueDate,
    fees: fees.map((fee) => ({ date: fee.date, amount: fee.amount })),
    payments: paid.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
  });
  const interest = state.remainingInterest + interestSince(state, c.interestRateBp, input.issuedOn);
  const total = state.remainingPrincipal + interest + state.remainingFees;
  const language = debtor.language ?? 'sv';
  const text = await loadLetterText(language);
  const letter: LetterInput = {
    kind: input.kind,
    language,
    issuedOn: input.issuedOn,
    provider: {
      name: provider.name,
      orgNumber: provider.orgNumber,
      phone: provider.supportPhone,
      street: provider.street,
      postalCode: provider.postalCode,
      city: provider.city,
    },
    debtor: {
      name:
        debtor.kind === 'company'
          ? (debtor.companyName ?? '')
          : `${debtor.firstName ?? ''} ${debtor.lastName ?? ''}`.trim(),
      street: address?.street ?? '',
      postalCode: address?.postalCode ?? '',
      city: address?.city ?? '',
    },
    creditor: { name: row.creditorName },
    caseNumber: c.caseNumber,
    invoiceNumber: c.invoiceNumber,
    invoiceDate: c.invoiceDate,
    description: c.description,
    currency: c.currency as Currency,
    amounts: { principal: state.remainingPrincipal, interest, fees: state.remainingFees, total },
    feeLines: unpaidFeeLines(fees, state.paidFees, text.feeTypes),
    dueDate: addDays(input.issuedOn, DAYS_TO_PAY[input.kind]),
    ocrReference: c.ocrReference,
    bankgiro: c.bankgiro,
    swishPayload:
      row.swishPayee && c.currency === 'SEK' && total > 0
        ? swishPaymentPayload({ payee: row.swishPayee, amount: total, message: c.ocrReference })
        : null,
  };
  const pdf = await renderLetter(letter);
  const title = text.kinds[input.kind].title;
  const [doc] = await db
    .insert(documents)
    .values({
      caseId: c.id,
      debtorId: debtor.id,
      kind: input.kind,
      title,
      fileName: `${title}-${c.caseNumber}-${input.issuedOn}.pdf`,
      language,
      sizeBytes: pdf.length,
      content: pdf,
      createdAt: new Date(`${input.issuedOn}T08:00:00Z`),
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('The letter was not stored');
  return { documentId: doc.id };
}
