import { describe, expect, it } from 'vitest';
import { FEE_TYPES, type ForeignFeeConfig, feeAmount, feeHasBasis, planSetupFee, SEK_FEES } from './fees.ts';

describe('SEK fees', () => {
  it('are the spec amounts in öre, one row per fee type', () => {
    expect(Object.fromEntries(Object.entries(SEK_FEES).map(([type, rule]) => [type, rule.amount]))).toEqual({
      reminder: 6_000,
      collectionDemand: 18_000,
      planSetup: 17_000,
      instalmentNotice: 6_000,
      missedInstalmentReminder: 6_000,
      latePaymentCompensation: 45_000,
      enforcementApplication: 30_000,
      agentFee: 38_000,
      enforcementFee: 60_000,
    });
    expect(Object.keys(SEK_FEES).sort()).toEqual([...FEE_TYPES].sort());
  });

  it('say where each right comes from: the notice fee is agreed in the plan, not statutory', () => {
    expect(SEK_FEES.instalmentNotice).toMatchObject({ basis: 'agreement', agreedWhen: 'plan' });
    expect(SEK_FEES.reminder).toMatchObject({ basis: 'agreement', agreedWhen: 'debtArose' });
    expect(SEK_FEES.missedInstalmentReminder).toMatchObject({ basis: 'agreement', agreedWhen: 'debtArose' });
    expect(SEK_FEES.collectionDemand.basis).toBe('statute');
    expect(SEK_FEES.agentFee).toMatchObject({ basis: 'statute', source: expect.stringContaining('48 §') });
    expect(SEK_FEES.enforcementApplication.basis).toBe('kronofogden');
    expect(SEK_FEES.latePaymentCompensation.source).toContain('4 a §');
    for (const rule of Object.values(SEK_FEES)) expect(rule.source).not.toContain('1981:1057');
  });
});

describe('feeHasBasis', () => {
  const person = { reminderFeeAgreed: false, businessCompensation: false, debtorKind: 'person' } as const;

  it('charges a (missed-instalment) reminder fee only where the debtor agreed when the debt arose', () => {
    expect(feeHasBasis('reminder', person)).toBe(false);
    expect(feeHasBasis('missedInstalmentReminder', person)).toBe(false);
    expect(feeHasBasis('missedInstalmentReminder', { ...person, reminderFeeAgreed: true })).toBe(true);
    expect(feeHasBasis('instalmentNotice', person)).toBe(true);
    expect(feeHasBasis('collectionDemand', person)).toBe(true);
  });

  it('puts the 450 kr compensation in place of the 2–4 §§ costs for a company under a 4 a § policy', () => {
    const company = { reminderFeeAgreed: true, businessCompensation: true, debtorKind: 'company' } as const;
    expect(feeHasBasis('latePaymentCompensation', company)).toBe(true);
    for (const type of ['reminder', 'collectionDemand', 'planSetup', 'missedInstalmentReminder'] as const)
      expect(feeHasBasis(type, company)).toBe(false);
    expect(feeHasBasis('agentFee', company)).toBe(true);
    expect(feeHasBasis('latePaymentCompensation', { ...company, debtorKind: 'person' })).toBe(false);
    expect(feeHasBasis('latePaymentCompensation', { ...company, businessCompensation: false })).toBe(false);
    expect(feeHasBasis('collectionDemand', { ...company, businessCompensation: false })).toBe(true);
  });
});

describe('planSetupFee', () => {
  it('charges the 170 kr set-up fee on a plan unless the 4 a § compensation covers it on one of its cases', () => {
    expect(planSetupFee('SEK', [true, true])).toBe(17_000);
    expect(planSetupFee('SEK', [true, false])).toBe(0);
    expect(planSetupFee('EUR', [true])).toBe(0);
    expect(planSetupFee('EUR', [true], { EUR: { planSetup: 1_500 } })).toBe(1_500);
    expect(planSetupFee('EUR', [false], { EUR: { planSetup: 1_500 } })).toBe(0);
  });

  it('leaves out only costs the compensation covers: the 2–4 §§ costs of a case before any missed instalment', () => {
    const covered = FEE_TYPES.filter((type) => SEK_FEES[type].replacedByCompensation);
    const before = covered.filter((type) => type !== 'missedInstalmentReminder');
    const sum = before.reduce((total, type) => total + SEK_FEES[type].amount, 0);
    expect(sum).toBeLessThan(SEK_FEES.latePaymentCompensation.amount);
  });
});

describe('feeAmount', () => {
  const config: ForeignFeeConfig = {
    EUR: { reminder: 500, collectionDemand: 1_500 },
    DKK: { reminder: 4_500 },
  };

  it("gives the table's amount in SEK", () => {
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
