import { describe, expect, it } from 'vitest';
import { isValidBankgiro } from './bankgiro.ts';
import { DEMO_PROVIDER_ACCOUNTS } from './provider-accounts.ts';
import { swishPaymentPayload } from './swish.ts';

describe('DEMO_PROVIDER_ACCOUNTS', () => {
  it('holds a valid bankgiro and a Swish number Swish takes', () => {
    expect(isValidBankgiro(DEMO_PROVIDER_ACCOUNTS.bankgiro)).toBe(true);
    expect(() =>
      swishPaymentPayload({ payee: DEMO_PROVIDER_ACCOUNTS.swishPayee, amount: 100, message: '1234574' }),
    ).not.toThrow();
  });
});
