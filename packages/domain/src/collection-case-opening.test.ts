import { describe, expect, it } from 'vitest';
import { openCollectionCase } from './collection-case-opening.ts';

const person = { reminderFeeAgreed: true, businessCompensation: false, debtorKind: 'person' } as const;
const claim = { currency: 'SEK', amount: 100_000, fees: [], interest: 0, paid: 0, credited: 0 } as const;

describe('openCollectionCase', () => {
  it('applies what was paid on a handed-over invoice to its fees first, then its amount', () => {
    const opened = openCollectionCase({
      day: '2026-03-02',
      claim: { ...claim, fees: [{ type: 'reminder', date: '2026-02-10', amount: 6_000 }], paid: 10_000 },
      conditions: person,
      foreignFees: {},
    });
    expect(opened.principal).toBe(96_000);
    expect(opened.fees).toEqual([{ type: 'collectionDemand', date: '2026-03-02', amount: 18_000 }]);
  });

  it('carries the unpaid part of a fee partly paid', () => {
    const opened = openCollectionCase({
      day: '2026-03-02',
      claim: { ...claim, fees: [{ type: 'reminder', date: '2026-02-10', amount: 6_000 }], paid: 2_500 },
      conditions: person,
      foreignFees: {},
    });
    expect(opened.principal).toBe(100_000);
    expect(opened.fees[0]).toEqual({ type: 'reminder', date: '2026-02-10', amount: 3_500 });
  });

  it('charges the creditor’s configured collection fee in EUR, NOK and DKK, none when unconfigured', () => {
    const foreignFees = { EUR: { collectionDemand: 1_500 }, NOK: { collectionDemand: 17_000 }, DKK: {} };
    const feeIn = (currency: 'EUR' | 'NOK' | 'DKK') =>
      openCollectionCase({
        day: '2026-03-02',
        claim: { ...claim, currency },
        conditions: person,
        foreignFees,
      }).fees;
    expect(feeIn('EUR')).toEqual([{ type: 'collectionDemand', date: '2026-03-02', amount: 1_500 }]);
    expect(feeIn('NOK')).toEqual([{ type: 'collectionDemand', date: '2026-03-02', amount: 17_000 }]);
    expect(feeIn('DKK')).toEqual([]);
  });

  it('gives a business debtor under a 4 a § policy the 450 kr compensation and no reminder or collection fee', () => {
    const opened = openCollectionCase({
      day: '2026-03-02',
      claim: { ...claim, fees: [{ type: 'reminder', date: '2026-02-10', amount: 6_000 }] },
      conditions: { reminderFeeAgreed: true, businessCompensation: true, debtorKind: 'company' },
      foreignFees: {},
    });
    expect(opened.fees).toEqual([{ type: 'latePaymentCompensation', date: '2026-03-02', amount: 45_000 }]);
  });

  it('dates the demand, and charges its fee, on the next bank day when opened on a Sunday', () => {
    const opened = openCollectionCase({ day: '2026-03-08', claim, conditions: person, foreignFees: {} });
    expect(opened.demandOn).toBe('2026-03-09');
    expect(opened.fees[0]?.date).toBe('2026-03-09');
    expect(opened.demandDueDate).toBe('2026-03-19');
  });
});
