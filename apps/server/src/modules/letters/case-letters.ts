/**
 * Issues letters for a case: its figures as of the day a letter is issued, rendered to PDF and
 * kept in the archive for the debtor to download.
 */
import {
  addDays,
  computeCaseLedger,
  debtorDisplayName,
  interestSince,
  offeredSwishPayload,
  paidPerFeeLine,
  paymentDeadline,
  stockholmDateTime,
} from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import {
  type CaseRow,
  caseFeesUpTo,
  caseWithParties,
  lastCollectionDemandFeeOn,
} from '../../db/repositories/cases.ts';
import { type DebtorRow, registeredAddressOf } from '../../db/repositories/debtors.ts';
import { insertLetter, lastCollectionDemandLetterBefore } from '../../db/repositories/letters.ts';
import { creditsOfCaseUpTo } from '../../db/repositories/objections.ts';
import { casePaymentsUpTo } from '../../db/repositories/payments.ts';
import { caseInterestRate, referenceRatesOf } from '../ledger/reference-rates.ts';
import { type LetterInput, type LetterKind, letterCreatedAt, renderLetter } from './letter.ts';
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
 * When a letter's PDF is rendered:
 * - `now`: as it is issued, on the executor it is issued with (tools and tests that read the PDF at once);
 * - `afterCommit`: what it shows is recorded in the caller's transaction, and the caller hands the letter
 *   to the render job once that transaction has committed (letter-rendering.ts), so that no transaction
 *   typesets a PDF;
 * - `onFirstUse`: recorded, and rendered when first read or by the pass after the seed (the demo data's,
 *   so that a first start need not render them before it serves).
 * A recorded letter that is read before it is rendered is rendered then (pending-letters.ts).
 */
export type LetterRendering = 'now' | 'afterCommit' | 'onFirstUse';

/** The archive's row of a letter: its PDF, or, rendered later, what it shows. */
export async function letterDocument(letter: LetterInput, rendering: LetterRendering = 'now') {
  if (rendering !== 'now')
    return { sizeBytes: 0, content: null, letter: letter as unknown as Record<string, unknown> };
  const pdf = await renderLetter(letter);
  return { sizeBytes: pdf.length, content: pdf, letter: null };
}

/**
 * Issues a letter of `kind` for a case into the archive, its PDF rendered as `rendering` says; `parts`
 * gives the amounts (minor units) from the case's ledger on `issuedOn` and the letter's text catalogue.
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
  parts: (context: { text: LetterText; caseRow: CaseRow }) => Promise<LetterParts>,
): Promise<{ documentId: string }> {
  const row = await caseWithParties(db, input.caseId);
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
    swishPayload: offeredSwishPayload({
      payee: row.swishPayee,
      currency: c.currency,
      amount: amounts.total,
      message: ocrReference,
    }),
    ...(instalment ? { instalment } : {}),
    ...kindParts,
  };
  const title = text.kinds[input.kind].title;
  const suffix = instalment ? `${instalment.sequence}-` : '';
  const documentId = await insertLetter(db, {
    caseId: c.id,
    debtorId: debtor.id,
    kind: input.kind,
    title: instalment ? `${title} ${instalment.sequence}/${instalment.of}` : title,
    fileName: `${title}-${c.caseNumber}-${suffix}${input.issuedOn}.pdf`,
    language,
    ...(await letterDocument(letter, input.rendering)),
    createdAt: letterCreatedAt(input.issuedOn),
  });
  if (!documentId) throw new Error('The letter was not stored');
  return { documentId };
}

/** The sender and the recipient of a letter to `debtor`, at the debtor's registered address. */
export async function letterParties(
  db: Executor,
  provider: Config['provider'],
  debtor: DebtorRow,
): Promise<Pick<LetterInput, 'provider' | 'debtor'>> {
  const address = await registeredAddressOf(db, debtor.id);
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
      name: debtorDisplayName(debtor),
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
  c: CaseRow,
  issuedOn: string,
  feeLabels: LetterText['feeTypes'],
): Promise<LetterParts> {
  const fees = await caseFeesUpTo(db, c.id, issuedOn);
  const paid = await casePaymentsUpTo(db, c.id, issuedOn);
  const credits = await creditsOfCaseUpTo(db, c.id, issuedOn);
  const rate = caseInterestRate(c, await referenceRatesOf(db));
  const state = computeCaseLedger({
    originalPrincipal: c.originalPrincipal,
    annualRateBasisPoints: rate,
    dueDate: c.dueDate,
    fees: fees.map((fee) => ({ date: fee.date, amount: fee.amount })),
    payments: paid.map((payment) => ({ date: payment.paymentDate, amount: payment.amount })),
    credits,
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
  const letter = await lastCollectionDemandLetterBefore(
    db,
    caseId,
    new Date(`${addDays(issuedOn, 1)}T00:00:00Z`),
  );
  if (letter) return stockholmDateTime(letter).date;
  const fee = await lastCollectionDemandFeeOn(db, caseId, issuedOn);
  if (fee) return fee;
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
    rendering?: LetterRendering;
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
      ...(input.rendering ? { rendering: input.rendering } : {}),
    },
    async () => ({
      amounts: input.amounts,
      feeLines: [],
      instalment: input.instalment,
      ...(input.split ? { split: input.split } : {}),
    }),
  );
}
