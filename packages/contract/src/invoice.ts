/**
 * An invoice's status and letters, which a client's ledger (invoices.ts) and a debtor's Home both
 * read, and an invoice as its debtor sees it. Apart from the ledger's calls, so that a debtor's pages
 * build only these schemas (apps/web/vite.config.ts leaves the client's out of their code).
 */
import { INVOICE_STATUSES } from '@fordra/domain';
import { z } from 'zod';
import { guid } from './cases.ts';
import { isoDate } from './lists.ts';
import { currency, minorUnits } from './money.ts';

export const invoiceStatus = z.enum(INVOICE_STATUSES, { error: 'InvalidFilter' });

export const invoiceDocument = z.object({
  documentGuid: guid,
  kind: z.string(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

/** An invoice as its debtor sees it: how much to pay, and how. */
export const debtorInvoice = z.object({
  invoiceGuid: guid,
  invoiceNumber: z.string(),
  creditorName: z.string(),
  description: z.string(),
  status: invoiceStatus,
  invoiceDate: isoDate,
  dueDate: isoDate,
  currency,
  amount: minorUnits,
  amountToPay: minorUnits,
  ocrReference: z.string(),
  bankgiro: z.string(),
  swishPayee: z.string().nullable(),
  /** The Swish QR payload, or null where Swish cannot be used (not SEK, nothing to pay). */
  swishPayload: z.string().nullable(),
  documents: z.array(invoiceDocument),
  /** The payments registered on the invoice, oldest first (minor units). */
  payments: z.array(z.object({ paymentGuid: guid, date: isoDate, amount: minorUnits })),
});
export type DebtorInvoice = z.infer<typeof debtorInvoice>;
