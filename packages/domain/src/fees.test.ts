import { describe, expect, it } from 'vitest';
import { FEE_TYPES, type ForeignFeeConfig, feeAmount, SEK_STATUTORY_FEES } from './fees.ts';

describe('SEK statutory fees', () => {
  it('are the spec amounts in öre', () => {
    expect(SEK_STATUTORY_FEES).toEqual({
      reminder: 6_000,
      collectionDemand: 18_000,
      planSetup: 17_000,
      instalmentNotice: 6_000,
      missedInstalmentReminder: 6_000,
      enforcementApplication: 30_000,
      agentFee: 38_000,
      enforcementFee: 60_000,
    });
    expect(Object.keys(SEK_STATUTORY_FEES).sort()).toEqual([...FEE_TYPES].sort());
  });
});

describe('feeAmount', () => {
  const config: ForeignFeeConfig = {
    EUR: { reminder: 500, collectionDemand: 1_500 },
    DKK: { reminder: 4_500 },
  };

  it('gives the statutory amount in SEK', () => {
    expect(feeAmount('reminder', 'SEK')).toBe(6_000);
    expect(feeAmount('agentFee', 'SEK')).toBe(38_000);
    expect(feeAmount('planSetup', 'SEK', config)).toBe(17_000);
  });

  it('has no fee in other currencies unless configured', () => {
    expect(feeAmount('reminder', 'EUR')).toBeNull();
    expect(feeAmount('reminder', 'NOK', config)).toBeNull();
    expect(feeAmount('agentFee', 'EUR', config)).toBeNull();
  });

  it('takes configured amounts for other currencies', () => {
    expect(feeAmount('reminder', 'EUR', config)).toBe(500);
    expect(feeAmount('collectionDemand', 'EUR', config)).toBe(1_500);
    expect(feeAmount('reminder', 'DKK', config)).toBe(4_500);
  });

  it('refuses a configured amount that is not whole, non-negative minor units', () => {
    expect(() => feeAmount('reminder', 'EUR', { EUR: { reminder: 4.5 } })).toThrow(RangeError);
    expect(() => feeAmount('reminder', 'EUR', { EUR: { reminder: -100 } })).toThrow(RangeError);
  });
});
