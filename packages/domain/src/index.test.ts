import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';

describe('@fordra/domain entry point', () => {
  it('exports the functions of every module', () => {
    const functions = [
      'allocatePayment',
      'isBankDay',
      'addBankDays',
      'paymentRegistrationWindow',
      'formatBankgiro',
      'statusDisplayGroup',
      'isCustomerServiceOpen',
      'feeAmount',
      'parsePersonalNumber',
      'maskIdentityNumber',
      'accruedInterest',
      'addDays',
      'luhnCheckDigit',
      'formatMoney',
      'makeOcrReference',
      'isActivePlanStatus',
      'stockholmDateTime',
      'swishPaymentPayload',
    ];
    for (const name of functions)
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    expect(domain.makeOcrReference('12345')).toBe('1234574');
  });
});
