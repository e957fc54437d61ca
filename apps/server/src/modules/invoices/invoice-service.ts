/**
 * The invoice ledger as a client sees it (its customers and invoices) and as a debtor sees it (their
 * own invoices and how to pay them). Every client query is scoped by the client's id.
 */
import {
  type CaseStatusGroup,
  type Currency,
  daysBetween,
  identityNumberIn,
  isActiveStatus,
  searchedNumber,
  searchKey,
  statusGroupOf,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { casesOfClientDebtor, casesOfClientDebtorNewestFirst } from '../../db/repositories/cases.ts';
import { type CustomerSort, clientCustomerByGuid, customersPage } from '../../db/repositories/customers.ts';
import { addressesOfDebtor, clientDebtorByGuid, primaryAddressOf } from '../../db/repositories/debtors.ts';
import {
  clientInvoiceByGuid,
  debtorInvoicesPage,
  type Invoice,
  type InvoiceSort,
  invoicesOfClientDebtor,
  invoicesPage,
  paymentsOfInvoices,
  transactionsOfInvoice,
} from '../../db/repositories/invoices.ts';
import { documentsOfInvoices } from '../../db/repositories/letters.ts';
import { notFound } from '../../http/api-error.ts';
import { checkPeriod, listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { customerDetailsForClient, customerForClient } from '../../presenters/customer-for-client.ts';
import { debtorForClient, listedAddressForClient } from '../../presenters/debtor-for-client.ts';
import {
  invoiceDocumentForClient,
  invoiceFinancialDetailsForClient,
  invoiceForClient,
  invoiceTransactionForClient,
} from '../../presenters/invoice-for-client.ts';
import { invoiceForDebtor } from '../../presenters/invoice-for-debtor.ts';
import { balanceOn, balancesAsOf, checkBalanceDay } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { withLettersRendered } from '../letters/pending-letters.ts';

type Order = { sort?: string | undefined; order?: 'asc' | 'desc' | undefined };

/** Left to pay on an invoice: nothing once it is paid, credited or handed over to collection. */
export function invoiceRemaining(
  row: Pick<Invoice, 'status' | 'amount' | 'fees' | 'interest' | 'paid' | 'credited'>,
) {
  if (row.status !== 'Open' && row.status !== 'Reminded') return 0;
  return Math.max(0, row.amount + row.fees + row.interest - row.paid - row.credited);
}

/** Whether a list is in descending order: as asked, or by default (ascending once a sort is asked). */
const descending = (query: Order, defaultDesc: boolean) =>
  (query.order ?? (query.sort ? 'asc' : defaultDesc ? 'desc' : 'asc')) === 'desc';

// ---- Customers ----------------------------------------------------------------

export async function listCustomers(
  db: Executor,
  clientId: string,
  query: PageQuery & Order & { q?: string | undefined },
  today: string,
) {
  const search = query.q
    ? {
        key: searchKey(query.q),
        email: query.q.includes('@') ? query.q.trim().toLowerCase() : null,
        identityNumber: identityNumberIn(query.q, today),
      }
    : null;
  const { rows, total } = await customersPage(db, clientId, search, {
    sort: (query.sort ?? 'name') as CustomerSort,
    descending: descending(query, false),
    ...pageWindow(query),
  });
  return listAnswer(query, rows.map(customerForClient), total);
}

export async function getCustomer(db: Executor, clientId: string, customerGuid: string, today: string) {
  const row = await clientCustomerByGuid(db, clientId, customerGuid);
  if (!row) throw notFound('The customer');
  const [own, rates] = await Promise.all([
    casesOfClientDebtorNewestFirst(db, clientId, row.debtor.id),
    referenceRatesOf(db),
  ]);
  return customerDetailsForClient(
    row,
    (await primaryAddressOf(db, row.debtor.id)) ?? null,
    own.map((c) => ({ case: c, remainingAmount: balanceOn(c, today, rates).remainingAmount })),
  );
}

// ---- Invoices -------------------------------------------------------------------

export type InvoiceListQuery = PageQuery &
  Order & {
    from?: string | undefined;
    to?: string | undefined;
    status?: Invoice['status'] | undefined;
    customerGuid?: string | undefined;
    q?: string | undefined;
  };

export async function listInvoices(db: Executor, clientId: string, query: InvoiceListQuery, today: string) {
  checkPeriod(query);
  const { rows, total } = await invoicesPage(
    db,
    clientId,
    {
      status: query.status,
      from: query.from,
      to: query.to,
      customerGuid: query.customerGuid,
      search: query.q
        ? {
            number: searchedNumber(query.q),
            identityNumber: identityNumberIn(query.q, today),
            key: searchKey(query.q),
          }
        : undefined,
    },
    {
      sort: (query.sort ?? 'invoiceDate') as InvoiceSort,
      descending: descending(query, true),
      ...pageWindow(query),
    },
  );
  return listAnswer(
    query,
    rows.map((row) => invoiceForClient(row, invoiceRemaining(row.invoice))),
    total,
  );
}

async function clientInvoice(db: Executor, clientId: string, invoiceGuid: string) {
  const row = await clientInvoiceByGuid(db, clientId, invoiceGuid);
  if (!row) throw notFound('The invoice');
  return row;
}

export async function getInvoice(db: Executor, clientId: string, invoiceGuid: string) {
  const row = await clientInvoice(db, clientId, invoiceGuid);
  return invoiceForClient(row, invoiceRemaining(row.invoice));
}

async function documentsOf(db: Executor, invoiceIds: string[]) {
  return withLettersRendered(db, await documentsOfInvoices(db, invoiceIds));
}

export async function getInvoiceDocuments(db: Executor, clientId: string, invoiceGuid: string) {
  const { invoice } = await clientInvoice(db, clientId, invoiceGuid);
  const rows = await documentsOf(db, [invoice.id]);
  return { items: rows.map(({ invoiceId: _, ...doc }) => invoiceDocumentForClient(doc)) };
}

export async function getInvoiceTransactions(db: Executor, clientId: string, invoiceGuid: string) {
  const { invoice } = await clientInvoice(db, clientId, invoiceGuid);
  const rows = await transactionsOfInvoice(db, invoice.id);
  return { items: rows.map(invoiceTransactionForClient) };
}

export async function getInvoiceFinancialDetails(
  db: Executor,
  clientId: string,
  invoiceGuid: string,
  today: string,
) {
  const { invoice, caseGuid } = await clientInvoice(db, clientId, invoiceGuid);
  const remaining = invoiceRemaining(invoice);
  return invoiceFinancialDetailsForClient(invoiceGuid, invoice, caseGuid, {
    remaining,
    daysOverdue: remaining > 0 ? Math.max(0, daysBetween(invoice.dueDate, today)) : 0,
  });
}

/** The debtor's own invoices from every client, newest first, with how to pay each. */
export async function listDebtorInvoices(db: Executor, debtorId: string, query: PageQuery) {
  const { rows, total } = await debtorInvoicesPage(db, debtorId, pageWindow(query));
  const ids = rows.map((row) => row.invoice.id);
  const [docs, paid] = await Promise.all([documentsOf(db, ids), paymentsOfInvoices(db, ids)]);
  const items = rows.map((row) => invoiceForDebtor(row, invoiceRemaining(row.invoice), docs, paid));
  return listAnswer(query, items, total);
}

// ---- Debtors as a client sees them ------------------------------------------------

/** The debtor, if they have a case or an invoice of the client; anyone else is not found. */
async function clientsDebtor(db: Executor, clientId: string, debtorGuid: string) {
  const row = await clientDebtorByGuid(db, clientId, debtorGuid);
  if (!row) throw notFound('The debtor');
  return row;
}

export async function getClientDebtor(db: Executor, clientId: string, debtorGuid: string) {
  const { debtor, customerGuid } = await clientsDebtor(db, clientId, debtorGuid);
  return debtorForClient(debtor, customerGuid);
}

export async function getClientDebtorAddresses(db: Executor, clientId: string, debtorGuid: string) {
  const { debtor } = await clientsDebtor(db, clientId, debtorGuid);
  const rows = await addressesOfDebtor(db, debtor.id);
  return { items: rows.map(listedAddressForClient) };
}

/** The client's part of the debtor's debt: its cases (balance today) and its open invoices, per currency. */
export async function getClientDebtorCaseSummary(
  db: Executor,
  clientId: string,
  debtorGuid: string,
  today: string,
  asOf: string = today,
) {
  if (asOf !== today) checkBalanceDay(asOf, today);
  const { debtor } = await clientsDebtor(db, clientId, debtorGuid);
  const [allCases, ownInvoices, rates] = await Promise.all([
    casesOfClientDebtor(db, clientId, debtor.id),
    invoicesOfClientDebtor(db, clientId, debtor.id),
    referenceRatesOf(db),
  ]);
  // On another day: the cases handed over by then, each as its ledger stood (or will stand) that day.
  const ownCases = allCases.filter((row) => row.registrationDate <= asOf);
  const onDay = asOf === today ? null : await balancesAsOf(db, ownCases, asOf, today, rates);
  type Total = {
    currency: Currency;
    activeCases: number;
    closedCases: number;
    remainingOnCases: number;
    openInvoices: number;
    remainingOnInvoices: number;
  };
  const totals = new Map<Currency, Total>();
  const totalOf = (currency: Currency) => {
    const found = totals.get(currency) ?? {
      currency: currency,
      activeCases: 0,
      closedCases: 0,
      remainingOnCases: 0,
      openInvoices: 0,
      remainingOnInvoices: 0,
    };
    totals.set(currency, found);
    return found;
  };
  const groups = new Map<
    string,
    { statusGroup: CaseStatusGroup; currency: Currency; cases: number; remaining: number }
  >();
  for (const row of ownCases) {
    const total = totalOf(row.currency);
    const status = row.status;
    const remaining = (onDay?.get(row.id) ?? balanceOn(row, today, rates)).remainingAmount;
    if (isActiveStatus(status)) total.activeCases += 1;
    else total.closedCases += 1;
    total.remainingOnCases += remaining;
    const statusGroup = statusGroupOf(status);
    const key = `${statusGroup}:${row.currency}`;
    const group = groups.get(key) ?? {
      statusGroup,
      currency: row.currency,
      cases: 0,
      remaining: 0,
    };
    group.cases += 1;
    group.remaining += remaining;
    groups.set(key, group);
  }
  for (const row of ownInvoices) {
    const remaining = invoiceRemaining(row);
    if (remaining === 0) continue;
    const total = totalOf(row.currency);
    total.openInvoices += 1;
    total.remainingOnInvoices += remaining;
  }
  return {
    debtorGuid,
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    byStatusGroup: [...groups.values()].sort(
      (a, b) => a.statusGroup.localeCompare(b.statusGroup) || a.currency.localeCompare(b.currency),
    ),
  };
}
