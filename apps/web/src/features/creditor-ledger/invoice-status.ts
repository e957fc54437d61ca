import { INVOICE_STATUS_NAMES, type InvoiceStatus } from '@fordra/contract';

/** The status a list's address asks for, if it is one the ledger knows (an edited address may hold anything). */
export function knownInvoiceStatus(value: string | undefined): InvoiceStatus | undefined {
  return INVOICE_STATUS_NAMES.find((status) => status === value);
}
