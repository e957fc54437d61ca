/**
 * The invoice ledger through the gateway: a client's customers and invoices, and debtors as a client
 * may see them (docs/spec-coverage.md#gateway-calls). A debtor gets their own invoices from `invoices`.
 */
import { z } from 'zod';
import { caseStatus, caseStatusGroup } from './case-status.ts';
import { balanceDay, guid } from './cases.ts';
import { address } from './debtor.ts';
import { debtorInvoice, invoiceDocument, invoiceStatus } from './invoice.ts';
import { isoDate, listQuery, listResponse, periodQuery, searchText } from './lists.ts';
import { currency, minorUnits } from './money.ts';

const partyName = z.object({
  guid,
  kind: z.enum(['person', 'company']),
  name: z.string(),
  identityNumber: z.string(),
});

/** A postal address as the client sees it, with the c/o line. */
export const registeredAddress = address.extend({ careOf: z.string().nullable() });

// ---- Customers --------------------------------------------------------------

export const customersQuery = listQuery(['name', 'customerNumber', 'createdAt', 'openAmount']).extend({
  /** Free text: name, identity number, customer number, e-mail. */
  q: searchText,
});

export const customerItem = z.object({
  customerGuid: guid,
  customerNumber: z.string(),
  debtor: partyName,
  email: z.string().nullable(),
  invoices: z.number().int(),
  openInvoices: z.number().int(),
  /** What is left to pay on open invoices, per currency, in minor units. */
  openAmounts: z.array(z.object({ currency, amount: minorUnits })),
  cases: z.number().int(),
  createdAt: z.string(),
});
export const customersResponse = listResponse(customerItem);
export type CustomerItem = z.infer<typeof customerItem>;

export const customerDetails = customerItem.extend({
  address: registeredAddress.nullable(),
  cellularPhone: z.string().nullable(),
  /** The client's cases against this customer. */
  caseGuids: z.array(guid),
  /** The same cases, newest first, with what a list of them shows (remaining as of today). */
  caseSummaries: z.array(
    z.object({
      caseGuid: guid,
      caseNumber: z.string(),
      status: caseStatus,
      invoiceNumber: z.string(),
      registrationDate: isoDate,
      currency,
      remainingAmount: minorUnits,
    }),
  ),
});
export type CustomerDetails = z.infer<typeof customerDetails>;

// ---- Invoices ---------------------------------------------------------------

export const INVOICE_SORT_KEYS = [
  'invoiceDate',
  'dueDate',
  'amount',
  'remaining',
  'invoiceNumber',
  'status',
] as const;

export const invoicesQuery = listQuery(INVOICE_SORT_KEYS).extend(periodQuery.shape).extend({
  status: invoiceStatus.optional(),
  customerGuid: guid.optional(),
  /** Free text: invoice number, OCR reference, the client's reference, customer name, number or identity number. */
  q: searchText,
});

export const invoiceItem = z.object({
  invoiceGuid: guid,
  invoiceNumber: z.string(),
  clientReference: z.string().nullable(),
  status: invoiceStatus,
  creditor: z.object({ creditorGuid: guid, name: z.string() }),
  customer: z.object({ customerGuid: guid, customerNumber: z.string(), name: z.string() }),
  description: z.string(),
  invoiceDate: isoDate,
  dueDate: isoDate,
  currency,
  amount: minorUnits,
  /** Left to pay on the invoice; 0 when paid, credited or handed over to collection. */
  remaining: minorUnits,
  ocrReference: z.string(),
  bankgiro: z.string(),
  /** The collection case the invoice became, when handed over. */
  caseGuid: guid.nullable(),
});
export const invoicesResponse = listResponse(invoiceItem);
export type InvoiceItem = z.infer<typeof invoiceItem>;

export const invoiceDocumentsResponse = z.object({ items: z.array(invoiceDocument) });

export const invoiceTransaction = z.object({
  transactionGuid: guid,
  type: z.enum(['Issued', 'Paid', 'Credited', 'Reminder', 'HandedToCollection']),
  date: isoDate,
  amount: minorUnits,
});
export const invoiceTransactionsResponse = z.object({ items: z.array(invoiceTransaction) });
export type InvoiceTransaction = z.infer<typeof invoiceTransaction>;

export const invoiceFinancialDetails = z.object({
  invoiceGuid: guid,
  currency,
  amount: minorUnits,
  paid: minorUnits,
  credited: minorUnits,
  fees: minorUnits,
  interest: minorUnits,
  remaining: minorUnits,
  dueDate: isoDate,
  /** Days past the due date while something is left to pay; 0 otherwise. */
  daysOverdue: z.number().int(),
  status: invoiceStatus,
  caseGuid: guid.nullable(),
});
export type InvoiceFinancialDetails = z.infer<typeof invoiceFinancialDetails>;

/** `GET invoices`: the client's invoices (as `v1/Invoices`), or a signed-in debtor's own. */
export const roleInvoicesResponse = z.union([invoicesResponse, listResponse(debtorInvoice)]);

// ---- Debtors as a client sees them -------------------------------------------

export const clientDebtor = z.object({
  debtorGuid: guid,
  kind: z.enum(['person', 'company']),
  name: z.string(),
  identityNumber: z.string(),
  email: z.string().nullable(),
  cellularPhone: z.string().nullable(),
  language: z.string().nullable(),
  /** The debtor as the client's ledger customer, when they are one. */
  customerGuid: guid.nullable(),
});
export const debtorAddressesResponse = z.object({
  items: z.array(
    registeredAddress.extend({ kind: z.enum(['postal', 'visiting', 'invoice']), isPrimary: z.boolean() }),
  ),
});

/** `v1/Debtors/{guid}/CaseSummary`'s query: the day of the balances (`asOf`, today by default). */
export const caseSummaryQuery = z.object({ asOf: balanceDay.optional() }).strict();

export const caseSummaryResponse = z.object({
  debtorGuid: guid,
  /** The day the case balances are for; invoices are as of today. */
  asOf: z.string(),
  /** Only the calling client's part of the debtor's debt, per currency. */
  totals: z.array(
    z.object({
      currency,
      activeCases: z.number().int(),
      closedCases: z.number().int(),
      remainingOnCases: minorUnits,
      openInvoices: z.number().int(),
      remainingOnInvoices: minorUnits,
    }),
  ),
  byStatusGroup: z.array(
    z.object({ statusGroup: caseStatusGroup, currency, cases: z.number().int(), remaining: minorUnits }),
  ),
});
