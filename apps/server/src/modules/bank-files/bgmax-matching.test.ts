/**
 * What an imported payment pays: a case by its OCR reference, or by a reference the payer wrote in the
 * message or the extra references; an invoice of the invoice ledger (paid in part, in full, or too
 * much); the case an invoice was handed over to; the instalments of a plan; and overpaid cases keep
 * the excess as credit.
 */
import { type BgmaxWriterPayment, writeBgmax } from '@fordra/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cases,
  instalments,
  invoices,
  invoiceTransactions,
  paymentPlanCases,
  paymentPlans,
  payments,
} from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { importBgmax } from './bgmax-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 100;
/** Imports one deposit of `list` (a deposit serial of its own each time) and answers the report. */
async function importPayments(list: BgmaxWriterPayment[]) {
  serial += 1;
  const content = writeBgmax(
    [{ bankgiro: '5012349', paymentDate: t.today, depositSerial: serial, payments: list }],
    t.today,
  );
  return importBgmax(
    t.database.db,
    { fileName: `matching-${serial}.txt`, content, source: 'test' },
    { receivingBankgiros: t.config.provider.bankgiros },
  );
}

/** Open cases in SEK with nothing else pointing at them (no plan, no invoice), as stored. */
async function plainOpenCases() {
  const inPlans = t.database.db.select({ id: paymentPlanCases.caseId }).from(paymentPlanCases);
  const handedOver = t.database.db
    .select({ id: invoices.caseId })
    .from(invoices)
    .where(isNotNull(invoices.caseId));
  const rows = await t.database.db
    .select()
    .from(cases)
    .where(and(eq(cases.currency, 'SEK'), inArray(cases.status, ['Collection', 'PreCollection'])))
    .orderBy(asc(cases.caseNumber));
  const excluded = new Set([
    ...(await inPlans).map((row) => row.id),
    ...(await handedOver).map((row) => row.id),
  ]);
  return rows.filter((row) => !excluded.has(row.id));
}

const owedOn = async (row: typeof cases.$inferSelect) =>
  balanceOn(row, t.today, await referenceRatesOf(t.database.db)).remainingAmount;

async function caseById(id: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, id));
  if (!row) throw new Error(`No case ${id}`);
  return row;
}

async function invoiceByStatus(status: 'Open' | 'HandedOver', skip = 0) {
  const rows = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, status), eq(invoices.currency, 'SEK')))
    .orderBy(asc(invoices.invoiceNumber));
  const row = rows[skip];
  if (!row) throw new Error(`No ${status} invoice number ${skip + 1} in the demo data`);
  return row;
}

describe('matching imported payments', () => {
  it('pays a case by a reference written in the message when the OCR field is wrong, and by extra references', async () => {
    const [byMessage, byExtra] = await plainOpenCases();
    if (!byMessage || !byExtra) throw new Error('Too few open demo cases');
    const report = await importPayments([
      { reference: '12345675', amount: 1_000, messages: [`Avser ${byMessage.ocrReference}`] },
      {
        reference: '',
        amount: 700,
        extraReferences: [
          { reference: byExtra.ocrReference, amount: 500 },
          { reference: '99999999999', amount: 200 },
        ],
      },
    ]);
    expect(report).toMatchObject({ payments: 2, matched: 2, unmatched: 1, invoices: 0 });
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.caseId, [byMessage.id, byExtra.id]))
      .orderBy(asc(payments.amount));
    const imported = paid.filter((payment) => payment.externalId?.startsWith('bgmax:'));
    expect(imported.map((payment) => [payment.caseId, payment.amount])).toEqual([
      [byExtra.id, 500],
      [byMessage.id, 1_000],
    ]);
    expect((await caseById(byMessage.id)).paidSum).toBe(byMessage.paidSum + 1_000);
  });

  it('keeps what exceeds a case as credit on it, and marks it Paid', async () => {
    const [, , target] = await plainOpenCases();
    if (!target) throw new Error('Too few open demo cases');
    const owed = await owedOn(target);
    // Two payments to one case in one file: it is replayed once, with both.
    const report = await importPayments([
      { reference: target.ocrReference, amount: owed - 100 },
      { reference: target.ocrReference, amount: 2_600 },
    ]);
    expect(report).toMatchObject({ matched: 2, unmatched: 0 });
    const after = await caseById(target.id);
    expect(after).toMatchObject({ status: 'Paid', creditBalance: 2_500 });
    expect(await owedOn(after)).toBe(0);
  });

  it('pays an invoice of the invoice ledger, in part and then in full, with a Paid transaction for each', async () => {
    const invoice = await invoiceByStatus('Open');
    const total = invoice.amount + invoice.fees + invoice.interest - invoice.paid - invoice.credited;
    const first = await importPayments([{ reference: invoice.ocrReference, amount: 1_000 }]);
    expect(first).toMatchObject({ invoices: 1, matched: 0, unmatched: 0 });
    const [part] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(part).toMatchObject({ paid: invoice.paid + 1_000, status: 'Open' });

    await importPayments([{ reference: invoice.ocrReference, amount: total - 1_000 }]);
    const [paid] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ paid: invoice.paid + total, status: 'Paid' });
    const transactions = await t.database.db
      .select()
      .from(invoiceTransactions)
      .where(and(eq(invoiceTransactions.invoiceId, invoice.id), eq(invoiceTransactions.type, 'Paid')))
      .orderBy(asc(invoiceTransactions.amount));
    expect(transactions.map((row) => row.amount).sort((a, b) => a - b)).toEqual(
      [1_000, total - 1_000].sort((a, b) => a - b),
    );
    const onInvoice = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(
      onInvoice.every((payment) => payment.caseId === null && payment.debtorId === invoice.debtorId),
    ).toBe(true);
    expect(onInvoice.reduce((sum, payment) => sum + payment.allocatedCredit, 0)).toBe(0);
  });

  it('keeps an invoice overpayment on the payment as credit, the invoice paid above its total', async () => {
    const invoice = await invoiceByStatus('Open');
    const total = invoice.amount + invoice.fees + invoice.interest - invoice.credited;
    await importPayments([{ reference: invoice.ocrReference, amount: total - invoice.paid + 4_200 }]);
    const [paid] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid).toMatchObject({ status: 'Paid', paid: total + 4_200 });
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice.id))
      .orderBy(asc(payments.createdAt));
    expect(payment).toMatchObject({
      allocatedCredit: 4_200,
      allocatedFees: invoice.fees,
      allocatedInterest: invoice.interest,
      allocatedPrincipal: invoice.amount - invoice.credited,
    });
  });

  it('sends a payment to a handed-over invoice to its collection case', async () => {
    const invoice = await invoiceByStatus('HandedOver');
    if (!invoice.caseId) throw new Error('A handed-over invoice points at its case');
    const before = await caseById(invoice.caseId);
    const report = await importPayments([{ reference: invoice.ocrReference, amount: 3_000 }]);
    expect(report).toMatchObject({ matched: 1, invoices: 0 });
    const [unchanged] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(unchanged?.paid).toBe(invoice.paid);
    expect((await caseById(invoice.caseId)).paidSum).toBe(before.paidSum + 3_000);
  });

  it('pays the instalments of an active plan, oldest first: a billed instalment becomes Paid', async () => {
    const [plan] = await t.database.db
      .select({ id: paymentPlans.id, caseId: paymentPlanCases.caseId })
      .from(paymentPlans)
      .innerJoin(paymentPlanCases, eq(paymentPlanCases.planId, paymentPlans.id))
      .where(eq(paymentPlans.status, 'Active'))
      .limit(1);
    if (!plan) throw new Error('No active demo plan');
    const schedule = () =>
      t.database.db
        .select()
        .from(instalments)
        .where(eq(instalments.planId, plan.id))
        .orderBy(asc(instalments.sequence));
    const before = await schedule();
    const next = before.find((row) => row.status !== 'Paid');
    if (!next) throw new Error('The active demo plan has nothing left to pay');
    const target = await caseById(plan.caseId);
    await importPayments([{ reference: target.ocrReference, amount: next.amount - next.paid }]);
    const after = await schedule();
    expect(after.find((row) => row.id === next.id)).toMatchObject({ status: 'Paid', paid: next.amount });
    expect(after.filter((row) => row.status === 'Paid')).toHaveLength(
      before.filter((row) => row.status === 'Paid').length + 1,
    );
  });

  it('keeps a payment in another currency than its case unmatched', async () => {
    const [foreign] = await t.database.db.select().from(cases).where(eq(cases.currency, 'EUR')).limit(1);
    if (!foreign) throw new Error('No EUR demo case');
    // Bankgirot deposits are in SEK: a SEK payment to a EUR case is not that case's.
    const report = await importPayments([{ reference: foreign.ocrReference, amount: 5_000 }]);
    expect(report).toMatchObject({ matched: 0, unmatched: 1 });
  });
});
