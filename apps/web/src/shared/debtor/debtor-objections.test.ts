import type { Objection, Postponement } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { answerExpectedBy, caseStanding, standingMark } from './debtor-objections.ts';

const caseGuid = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';

const objection = (status: Objection['status'], filedAt: string, guid = caseGuid): Objection => ({
  objectionGuid: '33333333-3333-4333-8333-333333333333',
  caseGuid: guid,
  caseNumber: '1001',
  status,
  scope: 'whole',
  disputedAmount: null,
  currency: 'SEK',
  ground: 'alreadyPaid',
  text: 'Betalt',
  filedAt,
  attachments: [],
  answer: null,
  kronofogdenNotice: null,
});

const postponement = (status: Postponement['status'], newDueDate: string): Postponement => ({
  postponementGuid: '44444444-4444-4444-8444-444444444444',
  caseGuid,
  caseNumber: '1001',
  status,
  previousDueDate: '2026-11-01',
  newDueDate,
  requestedAt: '2026-12-01T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
});

describe('where a case stands for the debtor', () => {
  it('takes the newest objection and request of the case, none of another case', () => {
    const standing = caseStanding(caseGuid, {
      objections: [
        objection('upheld', '2026-10-01T09:00:00.000Z'),
        objection('open', '2026-12-02T09:00:00.000Z'),
        objection('open', '2026-12-03T09:00:00.000Z', other),
      ],
      postponements: [],
    });
    expect(standing.objection?.filedAt).toBe('2026-12-02T09:00:00.000Z');
    expect(standingMark(standing, '2026-12-06')).toEqual({ kind: 'disputed' });
  });

  it('is postponed until the new due date, and no longer after it', () => {
    const standing = { objection: null, postponement: postponement('approved', '2026-12-20') };
    expect(standingMark(standing, '2026-12-06')).toEqual({ kind: 'postponed', until: '2026-12-20' });
    expect(standingMark(standing, '2026-12-21')).toBeNull();
    expect(
      standingMark({ objection: null, postponement: postponement('pending', '2027-03-01') }, '2026-12-06'),
    ).toEqual({ kind: 'postponementPending', until: '2027-03-01' });
  });

  it('expects the answer the policy days after the Swedish day it was filed', () => {
    // 23:30 UTC on 1 December is already 2 December in Stockholm.
    expect(answerExpectedBy(objection('open', '2026-12-01T23:30:00.000Z'))).toBe('2026-12-12');
  });
});
