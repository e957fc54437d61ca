/**
 * Deductions (TK21): the bank keeps back what a payer deducted, so each is registered as a negative
 * payment on what its reference matches, undoing what payments covered in the reverse of the allocation
 * order — principal, then interest, then fees; on an invoice likewise — and the ledger holds what the
 * deposit paid in.
 */
import { writeBgmax } from '@fordra/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, invoices, paymentPlanCases, payments } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { importBgmax } from './bgmax-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let serial = 200;
/** Imports one deposit of `list` to the provider's bankgiro and answers the report. */
async function importDeposit(list: { reference: string; amount: number; deduction?: boolean }[]) {
  serial += 1;
  const content = writeBgmax(
    [{ bankgiro: '5012349', paymentDate: t.today, depositSerial: serial, payments: list }],
    t.today,
  );
  return importBgmax(
    t.database.db,
    { fileName: `deductions-${serial}.txt`, content, source: 'test' },
    { receivingBankgiros: t.config.provider.bankgiros },
  );
}

const onReference = (reference: string) =>
  t.database.db
    .select()
    .from(payments)
    .where(eq(payments.paymentReference, reference))
    .orderBy(asc(payments.amount));

describe('a deduction', () => {
  it('on a case undoes its payment: principal, then interest, then fees', async () => {
    const inPlans = t.database.db.select({ id: paymentPlanCases.caseId }).from(paymentPlanCases);
    const handedOver = t.database.db
      .select({ id: invoices.caseId })
      .from(invoices)
      .where(isNotNull(invoices.caseId));
    const excluded = new Set([...(await inPlans), ...(await handedOver)].map((row) => row.id));
    const open = (
      await t.database.db
        .select()
        .from(cases)
        .where(and(eq(cases.currency, 'SEK'), inArray(cases.status, ['Collection', 'PreCollection'])))
        .orderBy(asc(cases.caseNumber))
    ).filter((row) => !excluded.has(row.id) && row.remainingFees > 0);
    const before = open[0];
    if (!before) throw new Error('No open demo case with fees');
    const owed = balanceOn(before, t.today, await referenceRatesOf(t.database.db));
    expect(owed.remainingInterest).toBeGreaterThan(100);

    // Fees, interest and 100 kr of principal paid; the same deposit deducts the 100 kr and 1 kr more.
    const paid = owed.remainingFees + owed.remainingInterest + 10_000;
    const report = await importDeposit([
      { reference: before.ocrReference, amount: paid },
      { reference: before.ocrReference, amount: 10_100, deduction: true },
    ]);
    expect(report).toMatchObject({ payments: 1, deductions: 1, deducted: 10_100, matched: 2 });
    expect(report.deposits).toEqual([
      expect.objectContaining({ amount: paid - 10_100, registered: paid - 10_100 }),
    ]);

    const [deduction, payment] = await onReference(before.ocrReference);
    expect(payment).toMatchObject({
      amount: paid,
      caseId: before.id,
      allocatedFees: owed.remainingFees,
      allocatedInterest: owed.remainingInterest,
      allocatedPrincipal: 10_000,
    });
    expect(deduction).toMatchObject({
      amount: -10_100,
      caseId: before.id,
      allocatedPrincipal: -10_000,
      allocatedInterest: -100,
      allocatedFees: 0,
      allocatedCredit: 0,
    });
    const [after] = await t.database.db.select().from(cases).where(eq(cases.id, before.id));
    expect(after).toMatchObject({
      remainingPrincipal: before.remainingPrincipal,
      remainingInterest: 100,
      remainingFees: 0,
      paidSum: before.paidSum + paid - 10_100,
    });
  });

  it('on an invoice undoes what its payments covered, its amount first', async () => {
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'Open'), eq(invoices.currency, 'SEK'), isNull(invoices.caseId)))
      .orderBy(asc(invoices.invoiceNumber));
    if (!invoice) throw new Error('No open invoice in the demo data');
    const paid = invoice.fees + invoice.interest + 5_000;
    const report = await importDeposit([
      { reference: invoice.ocrReference, amount: paid },
      { reference: invoice.ocrReference, amount: 3_000, deduction: true },
    ]);
    expect(report).toMatchObject({
      invoices: 2,
      deposits: [expect.objectContaining({ registered: paid - 3_000 })],
    });
    const [deduction] = await onReference(invoice.ocrReference);
    expect(deduction).toMatchObject({
      amount: -3_000,
      invoiceId: invoice.id,
      allocatedPrincipal: -3_000,
      allocatedInterest: 0,
      allocatedFees: 0,
      allocatedCredit: 0,
    });
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after?.paid).toBe(invoice.paid + paid - 3_000);
  });

  it('matching nothing stays unmatched, and visible, as a negative payment', async () => {
    const report = await importDeposit([
      { reference: '99999999999', amount: 20_000 },
      { reference: '12345678912', amount: 2_500, deduction: true },
    ]);
    expect(report).toMatchObject({
      unmatched: 2,
      deposits: [expect.objectContaining({ registered: 17_500 })],
    });
    expect(await onReference('12345678912')).toEqual([
      expect.objectContaining({ amount: -2_500, caseId: null, invoiceId: null }),
    ]);
  });
});
