/** The invoice ledger: customers, invoices and their transactions. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import { customers, invoices } from '../schema.ts';

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

/** A ledger customer by guid with its debtor and client, within the client `clientId` (undefined: any client's). */
export async function customerOfClientByGuid(
  db: Executor,
  customerGuid: string,
  clientId: string | undefined,
) {
  const [row] = await db
    .select({ id: customers.id, debtorId: customers.debtorId, clientId: customers.clientId })
    .from(customers)
    .where(
      and(
        eq(customers.guid, customerGuid),
        clientId !== undefined ? eq(customers.clientId, clientId) : undefined,
      ),
    );
  return row;
}
