import { describe, expect, it } from 'vitest';
import { invoiceParts, signedTransactionAmount } from './invoice-figures.ts';

const base = {
  invoiceGuid: '00000000-0000-4000-8000-000000000001',
  currency: 'SEK' as const,
  amount: 124_900,
  paid: 0,
  credited: 0,
  fees: 6_000,
  interest: 0,
  remaining: 130_900,
  dueDate: '2026-11-17',
  daysOverdue: 8,
  status: 'Reminded' as const,
  caseGuid: null,
};
const total = (parts: { amount: number }[]) => parts.reduce((sum, part) => sum + part.amount, 0);

describe('invoiceParts', () => {
  it('opens an open invoice into parts that add up to what is left', () => {
    const parts = invoiceParts({ ...base, paid: 20_000, remaining: 110_900 });
    expect(parts.map((p) => p.part)).toEqual(['amount', 'fees', 'interest', 'paid', 'credited']);
    expect(parts.find((p) => p.part === 'paid')?.amount).toBe(-20_000);
    expect(total(parts)).toBe(110_900);
  });

  it('names the debt moved to the collection case of a handed-over invoice', () => {
    const parts = invoiceParts({ ...base, status: 'HandedOver', remaining: 0, caseGuid: base.invoiceGuid });
    expect(parts.at(-1)).toEqual({ part: 'handedOver', amount: -130_900 });
    expect(total(parts)).toBe(0);
  });

  it('names a payment beyond the invoice, which leaves nothing to pay', () => {
    const parts = invoiceParts({ ...base, status: 'Paid', fees: 0, paid: 130_000, remaining: 0 });
    expect(parts.at(-1)).toEqual({ part: 'overpaid', amount: 5_100 });
    expect(total(parts)).toBe(0);
  });

  it('adds no part when the figures already add up', () => {
    const parts = invoiceParts({ ...base, status: 'Credited', fees: 0, credited: 124_900, remaining: 0 });
    expect(parts).toHaveLength(5);
    expect(total(parts)).toBe(0);
  });
});

describe('signedTransactionAmount', () => {
  it('adds the invoice and its reminder fee, takes away payments, credits and the hand-over', () => {
    expect(signedTransactionAmount({ type: 'Issued', amount: 100 })).toBe(100);
    expect(signedTransactionAmount({ type: 'Reminder', amount: 60 })).toBe(60);
    expect(signedTransactionAmount({ type: 'Paid', amount: 100 })).toBe(-100);
    expect(signedTransactionAmount({ type: 'Credited', amount: 100 })).toBe(-100);
    expect(signedTransactionAmount({ type: 'HandedToCollection', amount: 100 })).toBe(-100);
  });

  it('never gives minus zero, which would be written with a minus sign', () => {
    expect(Object.is(signedTransactionAmount({ type: 'Paid', amount: 0 }), 0)).toBe(true);
    const parts = invoiceParts({ ...base, paid: 0, credited: 0 });
    expect(parts.filter((p) => Object.is(p.amount, -0))).toEqual([]);
  });
});
