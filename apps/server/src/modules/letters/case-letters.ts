/**
 * Issues letters for a case: its figures as of the day a letter is issued, rendered to PDF and
 * kept in the archive for the debtor to download.
 */
import {
  addDays,
  computeCaseLedger,
  interestSince,
  paidPerFeeLine,
  paymentDeadline,
  stockholmDateTime,
  swishPaymentPayload,
} from '@fordra/domain';
import { and, asc, desc, eq, lt, lte } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/executor.ts';
import {
  caseFees,
  cases,
  creditors,
  debtorAddresses,
  debtors,
  documents,
  payments,
} from '../../db/schema.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';
import { type LetterInput, type LetterKind, renderLetter } from './letter.ts';
import { type LetterText, loadLetterText } from './letter-text.ts';

/** The letters that demand a case's whole debt. */
export type CaseDemandKind = 'reminder' | 'collectionDemand' | 'secondNotice' | 'enforcementApplication';

type Amounts = LetterInput['amounts'];
type LetterParts = {
  amounts: Amounts;
  feeLines: LetterInput['feeLines'];
} & Pick<LetterInput, 'instalment' | 'demandDate' | 'plan' | 'split'>;

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
 * When a letter's PDF is rendered: as it is issued, or on its first use (pending-letters.ts), which the
 * demo data's letters are, so that a first start need not render them before it serves.
 */
export type LetterRendering = 'now' | 'onFirstUse';

/** The archive's row of a letter: its PDF, or, rendered on first use, what it shows. */
export async function letterDocument(letter: LetterInput, rendering: LetterRendering = 'now') {
  if (rendering === 'onFirstUse')
    return { sizeBytes: 0, content: null, letter: letter as unknown as Record<string, unknown> };
  const pdf = await renderLetter(letter);
  return { sizeBytes: pdf.length, content: pdf, letter: null };
}

/**
 * Renders a letter of `kind` for a case and stores it in the archive; `parts` gives the amounts
 * (minor units) from the case's ledger on `issuedOn` and the letter's text catalogue.
 */
export async function issueLetter(
  db: Executor,
  provider: Config['provider'],
  input: {
    caseId: string;
    kind: Exclude<LetterKind, 'invoice'>;
    issuedOn: string;
    dueDate: string;
    rendering?: LetterRendering;
    /** The OCR reference to pay with, when not the case's own (an instalment's). */
    ocrReference?: string | null;
  },
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
  const { amounts, feeLines, instalment, ...kindParts } = await parts({ text, caseRow: c });
  const ocrReference = input.ocrReference ?? c.ocrReference;
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
    currency: c.currency,
    amounts,
    feeLines,
    dueDate: input.dueDate,
    ocrReference,
    bankgiro: c.bankgiro,
    swishPayload:
      row.swishPayee && c.currency === 'SEK' && amounts.total > 0
        ? swishPaymentPayload({ payee: row.swishPayee, amount: amounts.total, message: ocrReference })
        : null,
    ...(instalment ? { instalment } : {}),
    ...kindParts,
  };
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
      ...(await letterDocument(letter, input.rendering)),
      createdAt: new Date(`${input.issuedOn}T08:00:00Z`),
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('The letter was not stored');
  return { documentId: doc.id };
}

/** The sender and the recipient of a letter to `debtor`, at the debtor's registered address. */
export async function letterParties(
  db: Executor,
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

/**
 * A case's whole debt on `issuedOn` from its ledger (fee lines and payments up to that day, interest up to
 * it), all minor units, with the unpaid fee lines named from `feeLabels`.
 */
export async function caseDebtOn(
  db: Executor,
  c: typeof cases.$inferSelect,
  issuedOn: string,
  feeLabels: LetterText['feeTypes'],
): Promise<LetterParts> {
  const fees = await db
    .select()
    .from(caseFees)
    .where(and(eq(caseFees.caseId, c.id), lte(caseFees.date, issuedOn)))
    .orderBy(asc(caseFees.date), asc(caseFees.createdAt), asc(caseFees.id));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.caseId, c.id), lte(payments.paymentDate, issuedOn)))
    .orderBy(asc(payments.paymentDate), asc(payments.createdAt), asc(payments.id));
  const rate = caseInterestRate(c, await referenceRatesOf(db));
  const state = computeCaseLedger({
    originalPrincipal: c.originalPrincipal,
    annualRateBasisPoints: rate,
    dueDate: c.dueDate,
    fees: fees.map((fee) => ({ date: fee.date, amount: fee.amount })),
    payments: paid.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
  });
  const interest = state.remainingInterest + interestSince(state, rate, issuedOn);
  return {
    amounts: {
      principal: state.remainingPrincipal,
      interest,
      fees: state.remainingFees,
      total: state.remainingPrincipal + interest + state.remainingFees,
    },
    feeLines: unpaidFeeLines(fees, state.paidFees, feeLabels),
  };
}

/**
 * The day a case's last collection demand before `issuedOn` was sent: its letter's day, or where the
 * archive has none, the day of its collection fee.
 */
async function collectionDemandDate(db: Executor, caseId: string, issuedOn: string): Promise<string> {
  const [letter] = await db
    .select({ createdAt: documents.createdAt })
    .from(documents)
    .where(
      and(
        eq(documents.caseId, caseId),
        eq(documents.kind, 'collectionDemand'),
        lt(documents.createdAt, new Date(`${addDays(issuedOn, 1)}T00:00:00Z`)),
      ),
    )
    .orderBy(desc(documents.createdAt))
    .limit(1);
  if (letter) return stockholmDateTime(letter.createdAt).date;
  const [fee] = await db
    .select({ date: caseFees.date })
    .from(caseFees)
    .where(
      and(eq(caseFees.caseId, caseId), eq(caseFees.type, 'collectionDemand'), lte(caseFees.date, issuedOn)),
    )
    .orderBy(desc(caseFees.date))
    .limit(1);
  if (fee) return fee.date;
  throw new Error(`Case ${caseId} has had no collection demand, so it can have no second notice`);
}

/**
 * A reminder, collection demand, second notice of the demand or notice of the application to Kronofogden,
 * with the case's whole debt as of `issuedOn` (fee lines included: charge a fee the letter names first), to
 * be paid by `dueDate` (by default the domain's `paymentDeadline` for the kind). Works inside a transaction passed as `db`.
 */
export function issueCaseLetter(
  db: Executor,
  provider: Config['provider'],
  input: {
    caseId: string;
    kind: CaseDemandKind;
    issuedOn: string;
    dueDate?: string;
    rendering?: LetterRendering;
  },
): Promise<{ documentId: string }> {
  const dueDate = input.dueDate ?? paymentDeadline(input.kind, input.issuedOn);
  return issueLetter(db, provider, { ...input, dueDate }, async ({ text, caseRow }) => ({
    ...(await caseDebtOn(db, caseRow, input.issuedOn, text.feeTypes)),
    ...(input.kind === 'secondNotice'
      ? { demandDate: await collectionDemandDate(db, caseRow.id, input.issuedOn) }
      : {}),
  }));
}

/**
 * An instalment notice: `amounts` (minor units) is what this instalment is made of, `split` its parts per
 * case of the plan, paid with `ocrReference` (the instalment's; else the case's own).
 */
export function issueInstalmentNoticeLetter(
  db: Executor,
  provider: Config['provider'],
  input: {
    caseId: string;
    issuedOn: string;
    dueDate: string;
    amounts: Amounts;
    instalment: { sequence: number; of: number };
    ocrReference?: string | null;
    split?: LetterInput['split'];
  },
) {
  return issueLetter(
    db,
    provider,
    {
      caseId: input.caseId,
      kind: 'instalmentNotice',
      issuedOn: input.issuedOn,
      dueDate: input.dueDate,
      ocrReference: input.ocrReference ?? null,
    },
    async () => ({
      amounts: input.amounts,
      feeLines: [],
      instalment: input.instalment,
      ...(input.split ? { split: input.split } : {}),
    }),
  );
}
