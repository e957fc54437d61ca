/** A client's invoice (the invoice ledger) and its reminder, rendered to PDF and kept with the invoice. */
import { assertMinor, offeredSwishPayload } from '@fordra/domain';
import type { Config } from '../../config-types.ts';
import type { Executor } from '../../db/executor.ts';
import { invoiceWithParties } from '../../db/repositories/invoices.ts';
import { insertLetter, invoiceLetterOf } from '../../db/repositories/letters.ts';
import { type LetterRendering, letterDocument, letterParties } from './case-letters.ts';
import { type LetterInput, letterCreatedAt } from './letter.ts';
import { loadLetterText } from './letter-text.ts';

/** An invoice with its debtor and creditor, and the debtor's language and its letter text. */
async function invoiceOf(db: Executor, invoiceId: string) {
  const row = await invoiceWithParties(db, invoiceId);
  if (!row) throw new Error(`Invoice ${invoiceId} does not exist`);
  const language = row.debtor.language ?? 'sv';
  return { ...row, language, text: await loadLetterText(language) };
}

/**
 * Issues a letter about an invoice, known by its invoice number, in its debtor's language, stored with the
 * invoice and dated `issuedOn`, its PDF rendered as `rendering` says; amounts are minor units of the
 * invoice's currency.
 */
async function issueInvoiceDocument(
  db: Executor,
  provider: Config['provider'],
  row: Awaited<ReturnType<typeof invoiceOf>>,
  letter: Pick<LetterInput, 'issuedOn' | 'dueDate' | 'amounts' | 'feeLines'> & {
    kind: 'invoice' | 'reminder';
    fileNameEnd: string;
  },
  rendering: LetterRendering = 'now',
): Promise<{ documentId: string }> {
  const { invoice, debtor, language, text } = row;
  const { total } = letter.amounts;
  const document = await letterDocument(
    {
      kind: letter.kind,
      language,
      issuedOn: letter.issuedOn,
      ...(await letterParties(db, provider, debtor)),
      creditor: { name: row.creditorName },
      caseNumber: null,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      description: invoice.description,
      currency: invoice.currency,
      amounts: letter.amounts,
      feeLines: letter.feeLines,
      dueDate: letter.dueDate,
      ocrReference: invoice.ocrReference,
      bankgiro: invoice.bankgiro,
      swishPayload: offeredSwishPayload({
        payee: row.swishPayee,
        currency: invoice.currency,
        amount: total,
        message: invoice.ocrReference,
      }),
    },
    rendering,
  );
  const title = text.kinds[letter.kind].title;
  const documentId = await insertLetter(db, {
    invoiceId: invoice.id,
    debtorId: debtor.id,
    kind: letter.kind,
    title: `${title} ${invoice.invoiceNumber}`,
    fileName: `${title}-${invoice.invoiceNumber.replace(/[^\p{L}\p{N}]+/gu, '-')}${letter.fileNameEnd}.pdf`,
    language,
    ...document,
    createdAt: letterCreatedAt(letter.issuedOn),
  });
  if (!documentId) throw new Error(`The ${letter.kind} of invoice ${invoice.invoiceNumber} was not stored`);
  return { documentId };
}

/**
 * The PDF of an invoice, in its debtor's language, dated the invoice date and stored with the invoice
 * for the debtor and the client to download. An invoice has one: asked again, the stored one is answered.
 */
export async function issueInvoiceLetter(
  db: Executor,
  provider: Config['provider'],
  invoiceId: string,
  rendering: LetterRendering = 'now',
): Promise<{ documentId: string }> {
  const issued = await invoiceLetterOf(db, invoiceId);
  if (issued) return { documentId: issued };
  const row = await invoiceOf(db, invoiceId);
  const { invoice } = row;
  return issueInvoiceDocument(
    db,
    provider,
    row,
    {
      kind: 'invoice',
      issuedOn: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      amounts: { principal: invoice.amount, interest: 0, fees: 0, total: invoice.amount },
      feeLines: [],
      fileNameEnd: '',
    },
    rendering,
  );
}

/**
 * The reminder of an unpaid invoice of the invoice ledger, known by its invoice number, in its debtor's
 * language and stored with the invoice: the invoice's unpaid amount (amount − paid − credited) and interest,
 * and the reminder fee `fee` (öre) as a line of its own when it is above 0, to be paid by `dueDate`. The
 * invoice's own `fees` are not read, so the caller may record the fee on the invoice before or after.
 * Works inside a transaction passed as `db`.
 */
export async function issueInvoiceReminderLetter(
  db: Executor,
  provider: Config['provider'],
  input: { invoiceId: string; issuedOn: string; dueDate: string; fee: number; rendering?: LetterRendering },
): Promise<{ documentId: string }> {
  assertMinor(input.fee, 'fee');
  if (input.fee < 0) throw new RangeError(`fee must not be negative, got ${input.fee}`);
  const row = await invoiceOf(db, input.invoiceId);
  const { invoice, text } = row;
  if (invoice.status !== 'Open' && invoice.status !== 'Reminded') {
    throw new Error(`Invoice ${invoice.invoiceNumber} is ${invoice.status}: it has nothing to remind of`);
  }
  const unpaid = Math.max(0, invoice.amount - invoice.paid - invoice.credited);
  return issueInvoiceDocument(
    db,
    provider,
    row,
    {
      kind: 'reminder',
      issuedOn: input.issuedOn,
      dueDate: input.dueDate,
      amounts: {
        principal: unpaid,
        interest: invoice.interest,
        fees: input.fee,
        total: unpaid + invoice.interest + input.fee,
      },
      feeLines: input.fee > 0 ? [{ label: text.feeTypes.reminder ?? 'reminder', amount: input.fee }] : [],
      fileNameEnd: `-${input.issuedOn}`,
    },
    input.rendering,
  );
}
