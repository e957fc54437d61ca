import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it: the element with its answers, which the module takes out. */
function pageWith(answersJson: string) {
  const element = { textContent: answersJson, removed: false, remove: () => (element.removed = true) };
  vi.stubGlobal('document', { getElementById: (id: string) => (id === 'fordra-answers' ? element : null) });
  return element;
}

const summary = { totals: [{ currency: 'SEK', total: 120_000, activeCases: 2 }] };
const caseAnswer = { cases: [{ caseGuid: 'c1' }] };
const answersJson = JSON.stringify([
  { operation: 'getDebtorSummary', payload: {}, body: summary },
  { operation: 'getCaseDetails', payload: { caseGuid: 'c1' }, body: caseAnswer },
]);

/** The module as a page loads it, with nothing taken yet. */
const freshModule = () => import('./page-answers.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the answers a page came with', () => {
  it('answer the call of the same operation and payload, once, and are taken out of the page', async () => {
    const element = pageWith(answersJson);
    const { takePageAnswer } = await freshModule();
    expect(takePageAnswer('getCaseDetails', {})).toBeUndefined();
    expect(takePageAnswer('getCaseDetails', { caseGuid: 'c2' })).toBeUndefined();
    expect(takePageAnswer('getCaseDetails', { caseGuid: 'c1' })).toEqual(caseAnswer);
    expect(takePageAnswer('getCaseDetails', { caseGuid: 'c1' })).toBeUndefined();
    expect(takePageAnswer('getDebtorSummary', {})).toEqual(summary);
    expect(takePageAnswer('getDebtorSummary', {})).toBeUndefined();
    expect(element.removed).toBe(true);
  });

  it('are dropped, those not yet taken, when the session changes', async () => {
    pageWith(answersJson);
    const { takePageAnswer, dropPageAnswers } = await freshModule();
    expect(takePageAnswer('getDebtorSummary', {})).toEqual(summary);
    dropPageAnswers();
    expect(takePageAnswer('getCaseDetails', { caseGuid: 'c1' })).toBeUndefined();
  });

  it('are none in a page without them, or with answers that cannot be read', async () => {
    vi.stubGlobal('document', { getElementById: () => null });
    expect((await freshModule()).takePageAnswer('getDebtorSummary', {})).toBeUndefined();
    vi.resetModules();
    pageWith('[{"operation": "getDebtorSummary", "payload": {}, "bo');
    expect((await freshModule()).takePageAnswer('getDebtorSummary', {})).toBeUndefined();
  });
});
