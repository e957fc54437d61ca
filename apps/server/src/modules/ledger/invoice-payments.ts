/**
 * Payments on invoices of the invoice ledger: each adds to the invoice's `paid` and writes a `Paid`
 * transaction; it pays the invoice's fees, then its interest, then its amount (`invoiceDebt`), and what
 * exceeds the invoice stays recorded as the payment's `allocated_credit` (the invoice's `paid` is then
 * above its total). An open invoice paid in full becomes `Paid`. A deduction (a negative payment) undoes
 * what was paid, the credit first, then amount, interest and fees (`reverseAllocation`). The invoices are locked before the
 * payments are stored, so each payment is stored already allocated.
 */
import {
  allocatePayment,
  invoiceDebt,
  invoicePaidParts,
  type PaymentAllocation,
  reverseAllocation,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import {
  type InvoiceTransactionInsert,
  insertInvoiceTransactionRows,
  lockInvoicesForPayments,
  writeInvoicesPaid,
} from '../../db/repositories/invoices.ts';
import { writePaymentAllocations } from '../../db/repositories/payments.ts';
import { allocationColumns } from './case-replay.ts';

/** A payment to store on an invoice: `amount` in minor units, `paymentDate` an ISO day. */
export type InvoicePayment = { id: string; invoiceId: string; amount: number; paymentDate: string };

/** What payments do to their invoices, computed from the invoices as locked. */
export type InvoiceSettlement = {
  /** How each payment is allocated, by its id. */
  allocations: Map<string, PaymentAllocation>;
  invoices: Pick<LockedInvoice, 'id' | 'paid' | 'status'>[];
  transactions: InvoiceTransactionInsert[];
};

type LockedInvoice = Awaited<ReturnType<typeof lockInvoicesForPayments>>[number];

const isOpen = (status: string) => status === 'Open' || status === 'Reminded';

/** Locks the invoices `paid` go to, in id order, and answers them as stored. */
export async function lockInvoices(
  tx: Executor,
  paid: readonly InvoicePayment[],
): Promise<ReadonlyMap<string, LockedInvoice>> {
  const ids = [...new Set(paid.map((payment) => payment.invoiceId))].sort();
  if (ids.length === 0) return new Map();
  const rows = await lockInvoicesForPayments(tx, ids);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Applies `paid`, in their order, to the invoices as `locked` (which stay as they are). */
export function settleInvoices(
  locked: ReadonlyMap<string, LockedInvoice>,
  paid: readonly InvoicePayment[],
): InvoiceSettlement {
  const changed = new Map<string, LockedInvoice>();
  const settlement: InvoiceSettlement = { allocations: new Map(), invoices: [], transactions: [] };
  for (const payment of paid) {
    const stored = locked.get(payment.invoiceId);
    if (!stored) throw new Error(`Invoice ${payment.invoiceId} does not exist`);
    const invoice = changed.get(stored.id) ?? { ...stored };
    changed.set(invoice.id, invoice);
    const open = isOpen(invoice.status);
    if (payment.amount < 0) {
      // A deduction undoes what the invoice's payments covered; beyond them it is the payment's own.
      const undone = reverseAllocation(-payment.amount, invoicePaidParts(invoice));
      settlement.allocations.set(payment.id, undone);
      invoice.paid = Math.max(0, invoice.paid + payment.amount);
    } else {
      const owed = open ? invoiceDebt(invoice) : { fees: 0, interest: 0, principal: 0 };
      settlement.allocations.set(payment.id, allocatePayment(payment.amount, owed));
      invoice.paid += payment.amount;
    }
    const left = invoiceDebt(invoice);
    if (open && left.fees + left.interest + left.principal === 0) invoice.status = 'Paid';
    settlement.transactions.push({
      invoiceId: invoice.id,
      type: 'Paid',
      date: payment.paymentDate,
      amount: payment.amount,
    });
  }
  settlement.invoices = [...changed.values()].map(({ id, paid, status }) => ({ id, paid, status }));
  return settlement;
}

/**
 * Writes a settlement: the invoices' paid amounts and statuses and their transactions, and, when the
 * payments were stored without it, each payment's allocation.
 */
export async function writeInvoiceSettlement(
  tx: Executor,
  settlement: InvoiceSettlement,
  options: { allocationsStored: boolean },
): Promise<void> {
  const updatedAt = new Date();
  await writeInvoicesPaid(
    tx,
    settlement.invoices.map((invoice) => ({ ...invoice, updatedAt })),
  );
  await insertInvoiceTransactionRows(tx, settlement.transactions);
  if (options.allocationsStored) return;
  await writePaymentAllocations(
    tx,
    [...settlement.allocations].map(([id, allocation]) => ({ id, ...allocationColumns(allocation) })),
  );
}
