/**
 * Issues letters for a case: its figures as of the day a letter is issued, rendered to PDF and
 * kept in the archive for the debtor to download.
 */
import {
  addDays,
  type Currency,
  computeCaseLedger,
  interestSince,
  paidPerFeeLine,
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
import { type LetterText, loadLetterText } from './letter-text.ts';

/** Days a debtor is given to pay, counted from the day a letter is issued. */
type CaseDemandKind = Exclude<LetterKind, 'instalmentNotice' | 'invoice'>;

const DAYS_TO_PAY: Record<CaseDemandKind, number> = {
  reminder: 14,
  collectionDemand: 10,
};

type Amounts = LetterInput['amounts'];
type LetterParts = {
  amounts: Amounts;
  feeLines: LetterInput['feeLines'];
  instalment?: LetterInput['instalment'];
};

/** Fee lines still owed after `paidFees` (minor units) has paid the oldest first. */
function unpaidFeeLines(
  fees: { type: string; amount: number }[],
  paidFees: number,
  labels: Record<string, string>,
) {
  const paid = paidPerFeeLine(
    fees.map((fee) => fee.amount),
    paidFees,
  );
  return fees
    .map((fee, index) => ({ label: labels[fee.type] ?? fee.type, amount: fee.amount - (paid[index] ?? 0) }))
    .filter((line) => line.amount > 0);
}

/**
 * Renders a letter of `kind` for a case and stores it in the archive; `parts` gives the amounts
 * (minor units) from the case's ledger on `issuedOn` and the letter's text catalogue.
 */
async function issueLetter(
  db: Db,
  provider: Config['provider'],
  input: { caseId: string; kind: Exclude<LetterKind, 'invoice'>; issuedOn: string; dueDate?: string },
  parts: (context: { text: LetterText; caseRow: typeof cases.$inferSelect }) => Promise<LetterParts>,
): Promise<{ documentId: string }> {
  const [row] = await db
    .select({ case: cases, debtor: debtors, creditorName: creditors.name, swishPayee: creditors.swishPayee })
    .from(cases)
    .innerJoin(debtors, eq(debtors.id, cases.debtorId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(cases.id, input.caseId));
  if (!row) throw new Error(`Case ${input.caseId} does not exist`);
  const { case: c, debtor } = row;
  const language = debtor.language ?? 'sv';
  const text = await loadLetterText(language);
  const { amounts, feeLines, instalment } = await parts({ text, caseRow: c });
  const letter: LetterInput = {
    kind: input.kind,
    language,
    issuedOn: input.issuedOn,
    ...(await letterParties(db, provider, debtor)),
    creditor: { name: row.creditorName },
    caseNumber: c.caseNumber,
    invoiceNumber: c.invoiceNumber,
    invoiceDate: c.invoiceDate,
    description: c.description,
    currency: c.currency as Currency,
    amounts,
    feeLines,
    dueDate:
      input.dueDate ??
      addDays(input.issuedOn, input.kind === 'instalmentNotice' ? 0 : DAYS_TO_PAY[input.kind]),
    ocrReference: c.ocrReference,
    bankgiro: c.bankgiro,
    swishPayload:
      row.swishPayee && c.currency === 'SEK' && amounts.total > 0
        ? swishPaymentPayload({ payee: row.swishPayee, amount: amounts.total, message: c.ocrReference })
        : null,
    ...(instalment ? { instalment } : {}),
  };
  const pdf = await renderLetter(letter);
  const title = text.kinds[input.kind].title;
  const suffix = instalment ? `${instalment.sequence}-` : '';
  const [doc] = await db
    .insert(documents)
    .values({
      caseId: c.id,
      debtorId: debtor.id,
      kind: input.kind,
      title: instalment ? `${title} ${instalment.sequence}/${instalment.of}` : title,
      fileName: `${title}-${c.caseNumber}-${suffix}${input.issuedOn}.pdf`,
      language,
      sizeBytes: pdf.length,
      content: pdf,
      createdAt: new Date(`${input.issuedOn}T08:00:00Z`),
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('The letter was not stored');
  return { documentId: doc.id };
}

/** The sender and the recipient of a letter to `debtor`, at the debtor's registered address. */
export async function letterParties(
  db: Db,
  provider: Config['provider'],
  debtor: typeof debtors.$inferSelect,
): Promise<Pick<LetterInput, 'provider' | 'debtor'>> {
  const [address] = await db
    .select()
    .from(debtorAddresses)
    .where(eq(debtorAddresses.debtorId, debtor.id))
    .limit(1);
  return {
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
  };
}

/** A reminder or collection demand with the case's whole debt as of `issuedOn`. */
export function issueCaseLetter(
  db: Db,
  provider: Config['provider'],
  input: { caseId: string; kind: CaseDemandKind; issuedOn: string },
) {
  return issueLetter(db, provider, input, async ({ text, caseRow: c }) => {
    const fees = await db
      .select()
      .from(caseFees)
      .where(and(eq(caseFees.caseId, c.id), lte(caseFees.date, input.issuedOn)))
      .orderBy(asc(caseFees.date));
    const paid = await db
      .select()
      .from(payments)
      .where(and(eq(payments.caseId, c.id), lte(payments.paymentDate, input.issuedOn)))
      .orderBy(asc(payments.paymentDate));
    const state = computeCaseLedger({
      originalPrincipal: c.originalPrincipal,
      annualRateBasisPoints: c.interestRateBp,
      dueDate: c.dueDate,
      fees: fees.map((fee) => ({ date: fee.date, amount: fee.amount })),
      payments: paid.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
    });
    const interest = state.remainingInterest + interestSince(state, c.interestRateBp, input.issuedOn);
    return {
      amounts: {
        principal: state.remainingPrincipal,
        interest,
        fees: state.remainingFees,
        total: state.remainingPrincipal + interest + state.remainingFees,
      },
      feeLines: unpaidFeeLines(fees, state.paidFees, text.feeTypes),
    };
  });
}

/** An instalment notice: `amounts` (minor units) is what this instalment is made of. */
export function issueInstalmentNoticeLetter(
  db: Db,
  provider: Config['provider'],
  input: {
    caseId: string;
    issuedOn: string;
    dueDate: string;
    amounts: Amounts;
    instalment: { sequence: number; of: number };
  },
) {
  return issueLetter(
    db,
    provider,
    { caseId: input.caseId, kind: 'instalmentNotice', issuedOn: input.issuedOn, dueDate: input.dueDate },
    async () => ({
      amounts: input.amounts,
      feeLines: [],
      instalment: input.instalment,
    }),
  );
}
