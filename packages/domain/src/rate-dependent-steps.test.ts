import { describe, expect, it } from 'vitest';
import { PUBLISHED_REFERENCE_RATES } from './published-reference-rates.ts';
import { awaitedReferenceRate } from './rate-dependent-steps.ts';

describe('awaitedReferenceRate', () => {
  const statutory = { dueDate: '2026-05-31', interestMarginBp: 800 };

  it('holds a letter stating interest while a half-year of it has no rate', () => {
    for (const action of [
      'handOver',
      'reminder',
      'collectionDemand',
      'secondNotice',
      'enforcementApplication',
    ] as const)
      expect(awaitedReferenceRate(action, statutory, '2026-12-07', PUBLISHED_REFERENCE_RATES)).toBe(
        '2026-07-01',
      );
    const entered = [...PUBLISHED_REFERENCE_RATES, { validFrom: '2026-07-01', rateBp: 175 }];
    expect(awaitedReferenceRate('collectionDemand', statutory, '2026-12-07', entered)).toBeNull();
  });

  it('holds nothing for a step without interest, an agreed fixed rate, or days all on file', () => {
    expect(
      awaitedReferenceRate('surveillance', statutory, '2026-12-07', PUBLISHED_REFERENCE_RATES),
    ).toBeNull();
    expect(
      awaitedReferenceRate(
        'collectionDemand',
        { ...statutory, interestMarginBp: null },
        '2026-12-07',
        PUBLISHED_REFERENCE_RATES,
      ),
    ).toBeNull();
    expect(
      awaitedReferenceRate('collectionDemand', statutory, '2026-06-30', PUBLISHED_REFERENCE_RATES),
    ).toBeNull();
    expect(
      awaitedReferenceRate(
        'collectionDemand',
        { dueDate: '2016-11-30', interestMarginBp: 800 },
        '2026-06-30',
        PUBLISHED_REFERENCE_RATES,
      ),
    ).toBe('2016-07-01');
  });
});
