import { INVOICE_STATUSES, type InvoiceStatus } from '@fordra/domain';

/** The status a list's address asks for, if it is one the ledger knows (an edited address may hold anything). */
export function knownInvoiceStatus(value: string | undefined): InvoiceStatus | undefined {
  return INVOICE_STATUSES.find((status) => status === value);
}
