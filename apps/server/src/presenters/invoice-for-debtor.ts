/** An invoice as its debtor sees it among their own: what is left to pay and how, its letters and payments. */
import type { DebtorInvoice } from '@fordra/contract';
import { offeredSwishPayload } from '@fordra/domain';
import type { debtorInvoicesPage, paymentsOfInvoices } from '../db/repositories/invoices.ts';
import { invoiceDocumentForClient } from './invoice-for-client.ts';

type InvoiceDocument = Parameters<typeof invoiceDocumentForClient>[0] & { invoiceId: string | null };

/**
 * The invoice with its creditor, what is left to pay on it (`amountToPay`, minor units) and the Swish
 * payment of that, and those of `documents` and `payments` (of a page of invoices) that are its own: a
 * document reads the same to the debtor as to the client.
 */
export function invoiceForDebtor(
  { invoice, creditorName, swishPayee }: Awaited<ReturnType<typeof debtorInvoicesPage>>['rows'][number],
  amountToPay: number,
  documents: readonly InvoiceDocument[],
  payments: Awaited<ReturnType<typeof paymentsOfInvoices>>,
): DebtorInvoice {
  return {
    invoiceGuid: invoice.guid,
    invoiceNumber: invoice.invoiceNumber,
    creditorName,
    description: invoice.description,
    status: invoice.status,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    amount: invoice.amount,
    amountToPay,
    ocrReference: invoice.ocrReference,
    bankgiro: invoice.bankgiro,
    swishPayee,
    swishPayload: offeredSwishPayload({
      payee: swishPayee,
      currency: invoice.currency,
      amount: amountToPay,
      message: invoice.ocrReference,
    }),
    documents: documents
      .filter((doc) => doc.invoiceId === invoice.id)
      .map(({ invoiceId: _, ...doc }) => invoiceDocumentForClient(doc)),
    payments: payments
      .filter((payment) => payment.invoiceId === invoice.id)
      .map(({ paymentGuid, date, amount }) => ({ paymentGuid, date, amount })),
  };
}
