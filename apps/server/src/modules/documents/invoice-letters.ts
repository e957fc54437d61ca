/** The invoice the provider sends for a client (the invoice ledger), rendered to PDF and kept with the invoice. */
import { type Currency, swishPaymentPayload } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { creditors, debtors, documents, invoices } from '../../db/schema.ts';
import { letterParties } from './case-letters.ts';
import { renderLetter } from './letter.ts';
import { loadLetterText } from './letter-text.ts';

/**
 * The PDF of an invoice, in its debtor's language, dated the invoice date and stored with the invoice
 * for the debtor and the client to download. An invoice has one: asked again, the stored one is answered.
 */
export async function issueInvoiceLetter(
  db: Db,
  provider: Config['provider'],
  invoiceId: string,
): Promise<{ documentId: string }> {
  const [issued] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.invoiceId, invoiceId), eq(documents.kind, 'invoice')))
    .limit(1);
  if (issued) return { documentId: issued.id };
  const [row] = await db
    .select({
      invoice: invoices,
      debtor: debtors,
      creditorName: creditors.name,
      swishPayee: creditors.swishPayee,
    })
    .from(invoices)
    .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
    .innerJoin(creditors, eq(creditors.id, invoices.creditorId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new Error(`Invoice ${invoiceId} does not exist`);
  const { invoice, debtor } = row;
  const language = debtor.language ?? 'sv';
  const text = await loadLetterText(language);
  const pdf = await renderLetter({
    kind: 'invoice',
    language,
    issuedOn: invoice.invoiceDate,
    ...(await letterParties(db, provider, debtor)),
    creditor: { name: row.creditorName },
    caseNumber: null,
    invoiceNumber: invoice.invoiceNumber,
    invoiceDate: invoice.invoiceDate,
    description: invoice.description,
    currency: invoice.currency as Currency,
    amounts: { principal: invoice.amount, interest: 0, fees: 0, total: invoice.amount },
    feeLines: [],
    dueDate: invoice.dueDate,
    ocrReference: invoice.ocrReference,
    bankgiro: invoice.bankgiro,
    swishPayload:
      row.swishPayee && invoice.currency === 'SEK' && invoice.amount > 0
        ? swishPaymentPayload({
            payee: row.swishPayee,
            amount: invoice.amount,
            message: invoice.ocrReference,
          })
        : null,
  });
  const title = text.kinds.invoice.title;
  const [doc] = await db
    .insert(documents)
    .values({
      invoiceId: invoice.id,
      debtorId: debtor.id,
      kind: 'invoice',
      title: `${title} ${invoice.invoiceNumber}`,
      fileName: `${title}-${invoice.invoiceNumber.replace(/[^\p{L}\p{N}]+/gu, '-')}.pdf`,
      language,
      sizeBytes: pdf.length,
      content: pdf,
      createdAt: new Date(`${invoice.invoiceDate}T08:00:00Z`),
    })
    .returning({ id: documents.id });
  if (!doc) throw new Error('The invoice was not stored');
  return { documentId: doc.id };
}
