import { describe, expect, it } from 'vitest';
import { chargedOnOpening, handedOverFeeProblem, openCollectionCase } from './collection-case-opening.ts';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';

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

describe('openCollectionCase status', () => {
  it('opens the case in Collection, service Inkasso', () => {
    const opened = openCollectionCase({ day: '2026-03-02', claim, conditions: person, foreignFees: {} });
    expect(opened).toMatchObject({ status: 'Collection', service: 'Inkasso' });
  });
});

describe('chargedOnOpening', () => {
  const withReminder = { ...claim, fees: [{ type: 'reminder', date: '2026-05-10', amount: 6_000 }] } as const;

  it('charges every fee and sends the demand when the reference rates of its interest are on file', () => {
    const opened = openCollectionCase({
      day: '2026-06-15',
      claim: withReminder,
      conditions: person,
      foreignFees: {},
    });
    const statutory = { dueDate: '2026-05-01', interestMarginBp: 800 };
    expect(chargedOnOpening(opened, statutory, PUBLISHED_REFERENCE_RATES)).toEqual({
      demandNow: true,
      fees: opened.fees,
    });
    expect(chargedOnOpening(opened, { ...statutory, interestMarginBp: null }, [])).toEqual({
      demandNow: true,
      fees: opened.fees,
    });
  });

  it('keeps the demand and its fee back while a half-year of its interest has no rate, the carried fees charged', () => {
    const opened = openCollectionCase({
      day: '2026-12-07',
      claim: withReminder,
      conditions: person,
      foreignFees: {},
    });
    const charged = chargedOnOpening(
      opened,
      { dueDate: '2026-05-31', interestMarginBp: 800 },
      PUBLISHED_REFERENCE_RATES,
    );
    expect(charged.demandNow).toBe(false);
    expect(charged.fees).toEqual([{ type: 'reminder', date: '2026-05-10', amount: 6_000 }]);
  });
});

describe('handedOverFeeProblem', () => {
  const handed = { currency: 'SEK', dueDate: '2026-02-01' } as const;
  const fee = { type: 'reminder', date: '2026-02-10', amount: 6_000 } as const;

  it('takes a reminder fee agreed with the debtor, at most 60 kr, dated after the due date and not later than today', () => {
    expect(handedOverFeeProblem(fee, handed, person, {}, '2026-03-02')).toBeNull();
    expect(handedOverFeeProblem({ ...fee, date: '2026-03-02' }, handed, person, {}, '2026-03-02')).toBeNull();
  });

  it('refuses a fee without its basis', () => {
    const unagreed = { ...person, reminderFeeAgreed: false };
    expect(handedOverFeeProblem(fee, handed, unagreed, {}, '2026-03-02')).toBe('NoBasis');
    const business = { reminderFeeAgreed: true, businessCompensation: true, debtorKind: 'company' } as const;
    expect(handedOverFeeProblem(fee, handed, business, {}, '2026-03-02')).toBe('NoBasis');
  });

  it('refuses a fee above the amount the law allows, or in a currency without one', () => {
    expect(handedOverFeeProblem({ ...fee, amount: 6_001 }, handed, person, {}, '2026-03-02')).toBe(
      'AboveStatutoryAmount',
    );
    expect(handedOverFeeProblem(fee, { ...handed, currency: 'EUR' }, person, {}, '2026-03-02')).toBe(
      'AboveStatutoryAmount',
    );
    expect(
      handedOverFeeProblem(
        { ...fee, amount: 500 },
        { ...handed, currency: 'EUR' },
        person,
        { EUR: { reminder: 500 } },
        '2026-03-02',
      ),
    ).toBeNull();
  });

  it('refuses a fee dated on or before the due date, or after today', () => {
    expect(handedOverFeeProblem({ ...fee, date: '2026-02-01' }, handed, person, {}, '2026-03-02')).toBe(
      'NotAfterDueDate',
    );
    expect(handedOverFeeProblem({ ...fee, date: '2026-03-03' }, handed, person, {}, '2026-03-02')).toBe(
      'NotAfterDueDate',
    );
  });
});
