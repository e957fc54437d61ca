/** The invoice ledger: customers, invoices and their transactions. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../prepared.ts';
import { invoices } from '../schema.ts';

/** A debtor's open and reminded invoices with what they were and what has been paid (prepared: the home screen). */
export const openInvoicesOfDebtor = preparedPerDatabase((db) =>
  db
    .select({
      currency: invoices.currency,
      status: invoices.status,
      amount: invoices.amount,
      fees: invoices.fees,
      interest: invoices.interest,
      paid: invoices.paid,
      credited: invoices.credited,
    })
    .from(invoices)
    .where(
      and(eq(invoices.debtorId, sql.placeholder('debtorId')), inArray(invoices.status, ['Open', 'Reminded'])),
    )
    .prepare('debtor_summary_invoices'),
);
