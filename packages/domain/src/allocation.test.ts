import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  type CaseDebt,
  invoiceDebt,
  invoicePaidParts,
  reverseAllocation,
} from './allocation.ts';

const owed: CaseDebt = { fees: 6_000, interest: 822, principal: 100_000 };

describe('allocatePayment', () => {
  it('pays fees first', () => {
    expect(allocatePayment(3_000, owed)).toEqual({ fees: 3_000, interest: 0, principal: 0, credit: 0 });
  });

  it('then interest', () => {
    expect(allocatePayment(6_500, owed)).toEqual({ fees: 6_000, interest: 500, principal: 0, credit: 0 });
  });

  it('then principal', () => {
    expect(allocatePayment(50_000, owed)).toEqual({
      fees: 6_000,
      interest: 822,
      principal: 43_178,
      credit: 0,
    });
  });

  it('settles the debt exactly', () => {
    expect(allocatePayment(106_822, owed)).toEqual({
      fees: 6_000,
      interest: 822,
      principal: 100_000,
      credit: 0,
    });
  });

  it('keeps an overpayment as credit', () => {
    expect(allocatePayment(120_000, owed)).toEqual({
      fees: 6_000,
      interest: 822,
      principal: 100_000,
      credit: 13_178,
    });
    expect(allocatePayment(500, { fees: 0, interest: 0, principal: 0 })).toEqual({
      fees: 0,
      interest: 0,
      principal: 0,
      credit: 500,
    });
  });

  it('allocates nothing from a zero payment', () => {
    expect(allocatePayment(0, owed)).toEqual({ fees: 0, interest: 0, principal: 0, credit: 0 });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => allocatePayment(-1, owed)).toThrow(RangeError);
    expect(() => allocatePayment(10.5, owed)).toThrow(RangeError);
    expect(() => allocatePayment(100, { ...owed, interest: -1 })).toThrow(RangeError);
    expect(() => allocatePayment(100, { ...owed, fees: 0.5 })).toThrow(RangeError);
  });

  it('sums to the payment, never goes negative, never pays more than owed, and keeps the order', () => {
    const part = fc.integer({ min: 0, max: 1_000_000_000_000 });
    fc.assert(
      fc.property(part, fc.record({ fees: part, interest: part, principal: part }), (amount, debt) => {
        const paid = allocatePayment(amount, debt);
        expect(paid.fees + paid.interest + paid.principal + paid.credit).toBe(amount);
        for (const value of Object.values(paid)) expect(value).toBeGreaterThanOrEqual(0);
        expect(paid.fees).toBeLessThanOrEqual(debt.fees);
        expect(paid.interest).toBeLessThanOrEqual(debt.interest);
        expect(paid.principal).toBeLessThanOrEqual(debt.principal);
        // A later part is only paid once every earlier part is settled.
        if (paid.interest > 0) expect(paid.fees).toBe(debt.fees);
        if (paid.principal > 0) expect(paid.interest).toBe(debt.interest);
        if (paid.credit > 0) expect(paid.principal).toBe(debt.principal);
      }),
    );
  });
});

describe('invoiceDebt', () => {
  const invoice = { amount: 100_000, fees: 6_000, interest: 1_000, paid: 0, credited: 0 };

  it('owes the whole invoice before any payment', () => {
    expect(invoiceDebt(invoice)).toEqual({ fees: 6_000, interest: 1_000, principal: 100_000 });
  });

  it('counts what was paid against fees, then interest, then the amount', () => {
    expect(invoiceDebt({ ...invoice, paid: 5_000 })).toEqual({
      fees: 1_000,
      interest: 1_000,
      principal: 100_000,
    });
    expect(invoiceDebt({ ...invoice, paid: 6_500 })).toEqual({ fees: 0, interest: 500, principal: 100_000 });
    expect(invoiceDebt({ ...invoice, paid: 27_000 })).toEqual({ fees: 0, interest: 0, principal: 80_000 });
  });

  it('owes nothing once paid or credited in full, however much more was paid', () => {
    expect(invoiceDebt({ ...invoice, paid: 200_000 })).toEqual({ fees: 0, interest: 0, principal: 0 });
    expect(invoiceDebt({ ...invoice, paid: 7_000, credited: 100_000 })).toEqual({
      fees: 0,
      interest: 0,
      principal: 0,
    });
  });

  it('leaves, after a payment allocated against it, exactly the invoice total less everything paid', () => {
    const amounts = fc.nat({ max: 1_000_000 });
    fc.assert(
      fc.property(amounts, amounts, amounts, amounts, amounts, (amount, fees, interest, paid, payment) => {
        const before = { amount, fees, interest, paid, credited: 0 };
        const allocation = allocatePayment(payment, invoiceDebt(before));
        const after = invoiceDebt({ ...before, paid: paid + payment });
        const owed = (debt: CaseDebt) => debt.fees + debt.interest + debt.principal;
        expect(owed(after)).toBe(Math.max(0, amount + fees + interest - paid - payment));
        expect(allocation.fees + allocation.interest + allocation.principal).toBe(
          owed(invoiceDebt(before)) - owed(after),
        );
      }),
    );
  });
});

describe('reverseAllocation', () => {
  const paid = { fees: 6_000, interest: 822, principal: 43_178, credit: 1_000 };

  it('undoes credit, then principal, then interest, then fees: the reverse of the allocation order', () => {
    expect(reverseAllocation(1_000, paid)).toEqual({ fees: 0, interest: 0, principal: 0, credit: -1_000 });
    expect(reverseAllocation(44_500, paid)).toEqual({
      fees: 0,
      interest: -322,
      principal: -43_178,
      credit: -1_000,
    });
    expect(reverseAllocation(51_000, paid)).toEqual({
      fees: -6_000,
      interest: -822,
      principal: -43_178,
      credit: -1_000,
    });
  });

  it('keeps what exceeds everything paid as negative credit, never as debt', () => {
    expect(reverseAllocation(2_000, { fees: 500, interest: 0, principal: 0, credit: 0 })).toEqual({
      fees: -500,
      interest: 0,
      principal: 0,
      credit: -1_500,
    });
  });

  it('undoes exactly the amount: the parts add up to minus it', () => {
    fc.assert(
      fc.property(fc.nat(1e7), fc.nat(1e6), fc.nat(1e6), fc.nat(1e7), fc.nat(1e6), (amount, f, i, p, c) => {
        const parts = reverseAllocation(amount, { fees: f, interest: i, principal: p, credit: c });
        expect(parts.fees + parts.interest + parts.principal + parts.credit).toBe(0 - amount);
        expect(-parts.principal).toBeLessThanOrEqual(p);
      }),
    );
  });
});

describe('invoicePaidParts', () => {
  it('splits what was paid as payments were allocated: fees, interest, amount, then credit', () => {
    const invoice = { amount: 100_000, fees: 6_000, interest: 500, paid: 110_000, credited: 2_000 };
    expect(invoicePaidParts(invoice)).toEqual({
      fees: 6_000,
      interest: 500,
      principal: 98_000,
      credit: 5_500,
    });
    expect(invoicePaidParts({ ...invoice, paid: 6_200 })).toEqual({
      fees: 6_000,
      interest: 200,
      principal: 0,
      credit: 0,
    });
  });
});
