import { describe, expect, it } from 'vitest';
import { amountInMinorUnits, directPaymentRequest } from './direct-payment-form.ts';

const context = {
  caseGuid: '7ae9a14d-84cd-43f6-9939-37a374f907b1',
  currency: 'SEK' as const,
  today: '2026-11-25',
  registrationDate: '2026-10-27',
};
const typed = {
  amount: '1 234,50',
  paymentDate: '2026-11-20',
  paymentReference: ' KV-881 ',
  overpayment: false,
};

describe('a direct payment as typed', () => {
  it('reads kronor with group spaces and a decimal comma or point', () => {
    expect(amountInMinorUnits('1 234,50')).toBe(123_450);
    expect(amountInMinorUnits('1\u00a0234,5')).toBe(123_450);
    expect(amountInMinorUnits('1234.05')).toBe(123_405);
    expect(amountInMinorUnits('250')).toBe(25_000);
  });

  it('refuses what is not a positive amount in whole öre', () => {
    for (const text of ['', '0', '0,00', '-5', '12,345', '1,2,3', 'tio', '1e3']) {
      expect(amountInMinorUnits(text), text).toBeNull();
    }
  });

  it('makes the request with the amount in öre and the reference trimmed', () => {
    expect(directPaymentRequest(typed, context)).toEqual({
      request: {
        caseGuid: context.caseGuid,
        amount: 123_450,
        currency: 'SEK',
        paymentDate: '2026-11-20',
        paymentReference: 'KV-881',
        overpayment: false,
      },
    });
  });

  it('names the field to correct', () => {
    expect(directPaymentRequest({ ...typed, amount: 'x' }, context)).toEqual({
      problem: { field: 'amount', code: 'InvalidAmount' },
    });
    expect(directPaymentRequest({ ...typed, paymentDate: '2026-11-26' }, context)).toEqual({
      problem: { field: 'paymentDate', code: 'DatesOutOfOrder' },
    });
    expect(directPaymentRequest({ ...typed, paymentDate: '2026-10-26' }, context)).toEqual({
      problem: { field: 'paymentDate', code: 'DatesOutOfOrder' },
    });
    expect(directPaymentRequest({ ...typed, paymentDate: '' }, context)).toEqual({
      problem: { field: 'paymentDate', code: 'InvalidDate' },
    });
    expect(directPaymentRequest({ ...typed, paymentReference: '  ' }, context)).toEqual({
      problem: { field: 'paymentReference', code: 'FieldRequired' },
    });
    expect(directPaymentRequest({ ...typed, paymentReference: 'x'.repeat(51) }, context)).toEqual({
      problem: { field: 'paymentReference', code: 'FieldTooLong' },
    });
  });
});
