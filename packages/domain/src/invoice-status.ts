/**
 * Every status an invoice of the ledger can have: open, reminded, paid, credited, or handed over to
 * collection (its debt then owed on its case).
 */
export const INVOICE_STATUSES = ['Open', 'Reminded', 'Paid', 'Credited', 'HandedOver'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
