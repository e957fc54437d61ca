/** A customer of a client (a debtor seen as its customer), in the list and on its own page. */
import type { Case } from '../db/repositories/cases.ts';
import type { CustomerWithCounts } from '../db/repositories/customers.ts';
import type { Address } from '../db/repositories/debtors.ts';
import { addressForClient } from './debtor-for-client.ts';

export function customerForClient(row: CustomerWithCounts) {
  return {
    customerGuid: row.customer.guid,
    customerNumber: row.customer.customerNumber,
    debtor: {
      guid: row.debtor.guid,
      kind: row.debtor.kind,
      name: row.name,
      identityNumber: row.debtor.identityNumber,
    },
    email: row.debtor.email,
    invoices: row.invoices,
    openInvoices: row.openInvoices,
    openAmounts: row.openAmounts.map((entry) => ({ currency: entry.currency, amount: Number(entry.amount) })),
    cases: row.cases,
    createdAt: row.customer.createdAt.toISOString(),
  };
}

/**
 * The customer's page: the customer, their address and phone, and their cases of the client, each
 * with what is left to pay on it today (minor units).
 */
export function customerDetailsForClient(
  row: CustomerWithCounts,
  address: Address | null,
  own: { case: Case; remainingAmount: number }[],
) {
  return {
    ...customerForClient(row),
    address: address ? addressForClient(address) : null,
    cellularPhone: row.debtor.cellularPhone,
    caseGuids: own.map(({ case: c }) => c.guid),
    caseSummaries: own.map(({ case: c, remainingAmount }) => ({
      caseGuid: c.guid,
      caseNumber: c.caseNumber,
      status: c.status,
      invoiceNumber: c.invoiceNumber,
      registrationDate: c.registrationDate,
      currency: c.currency,
      remainingAmount,
    })),
  };
}
