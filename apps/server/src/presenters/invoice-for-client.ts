/** An invoice as its client sees it: in the list, its documents, transactions and financial details. */
import type { InvoiceWithParties, transactionsOfInvoice } from '../db/repositories/invoices.ts';

/** The invoice with its parties and what is left to pay on it (`remaining`, minor units). */
export function invoiceForClient(row: InvoiceWithParties, remaining: number) {
  const { invoice } = row;
  return {
    invoiceGuid: invoice.guid,
    invoiceNumber: invoice.invoiceNumber,
    clientReference: invoice.clientReference,
    status: invoice.status,
    creditor: { creditorGuid: row.creditorGuid, name: row.creditorName },
    customer: { customerGuid: row.customerGuid, customerNumber: row.customerNumber, name: row.name },
    description: invoice.description,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    amount: invoice.amount,
    remaining,
    ocrReference: invoice.ocrReference,
    bankgiro: invoice.bankgiro,
    caseGuid: row.caseGuid,
  };
}

/** A document of an invoice (its letter rendered). */
export function invoiceDocumentForClient(doc: {
  documentGuid: string;
  kind: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  createdAt: Date;
}) {
  return { ...doc, createdAt: doc.createdAt.toISOString() };
}

export function invoiceTransactionForClient(row: Awaited<ReturnType<typeof transactionsOfInvoice>>[number]) {
  return {
    transactionGuid: row.guid,
    type: row.type,
    date: row.date,
    amount: row.amount,
  };
}

/**
 * What makes up the invoice asked for by `invoiceGuid`: what is left to pay (`remaining`) and how many
 * days it is overdue, with the case it was handed over as.
 */
export function invoiceFinancialDetailsForClient(
  invoiceGuid: string,
  invoice: InvoiceWithParties['invoice'],
  caseGuid: string | null,
  figures: { remaining: number; daysOverdue: number },
) {
  return {
    invoiceGuid,
    currency: invoice.currency,
    amount: invoice.amount,
    paid: invoice.paid,
    credited: invoice.credited,
    fees: invoice.fees,
    interest: invoice.interest,
    remaining: figures.remaining,
    dueDate: invoice.dueDate,
    daysOverdue: figures.daysOverdue,
    status: invoice.status,
    caseGuid,
  };
}
