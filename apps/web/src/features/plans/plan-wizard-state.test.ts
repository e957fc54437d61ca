import type { Plan, PlanCandidate } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  newIdempotencyKey,
  type PlanWizardState,
  PROPOSAL_STORAGE_KEY,
  planWizardReducer,
  readStoredProposal,
  STEP,
  storeProposal,
} from './plan-wizard-state.ts';

const debtorGuid = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
const caseA = '11111111-1111-4111-8111-111111111111';
const caseB = '22222222-2222-4222-8222-222222222222';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
    removeItem: (name: string) => void values.delete(name),
  };
}

function candidate(caseGuid: string, overrides: Partial<PlanCandidate> = {}): PlanCandidate {
  return {
    caseGuid,
    caseNumber: '100234',
    creditorName: 'Nordljus Energi AB',
    description: 'El',
    currency: 'SEK',
    principal: 79_900,
    interest: 500,
    fees: 6_000,
    annualRateBasisPoints: 1_000,
    setupFeeHasBasis: true,
    ineligible: null,
    ...overrides,
  };
}

const fresh = () => initialWizardState(debtorGuid, null, () => key);

describe('newIdempotencyKey', () => {
  it('makes a version 4 UUID the contract accepts, different each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});

describe('storing the proposal in progress', () => {
  it('survives a reload: cases, months, step and key come back for the same debtor', () => {
    const storage = memoryStorage();
    let state = fresh();
    state = planWizardReducer(state, { type: 'toggleCase', caseGuid: caseA, chosen: true });
    state = planWizardReducer(state, { type: 'setMonths', months: 4 });
    state = planWizardReducer(state, { type: 'goToStep', step: STEP.terms });
    storeProposal(storage, state);

    const reloaded = initialWizardState(debtorGuid, readStoredProposal(storage, debtorGuid), () => 'new');
    expect(reloaded).toMatchObject({ idempotencyKey: key, caseGuids: [caseA], months: 4, step: STEP.terms });
    expect(reloaded.contact).toBeNull();
  });

  it("is not another debtor's, and unreadable content is ignored", () => {
    const storage = memoryStorage();
    storeProposal(storage, planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true }));
    expect(readStoredProposal(storage, 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb')).toBeNull();
    expect(readStoredProposal(memoryStorage({ [PROPOSAL_STORAGE_KEY]: '{nope' }), debtorGuid)).toBeNull();
    const badKey = JSON.stringify({
      version: 1,
      debtorGuid,
      idempotencyKey: 'x',
      caseGuids: [],
      months: null,
      step: 0,
    });
    expect(readStoredProposal(memoryStorage({ [PROPOSAL_STORAGE_KEY]: badKey }), debtorGuid)).toBeNull();
  });

  it('keeps nothing once the proposal is sent, so the next one gets a new key', () => {
    const storage = memoryStorage();
    const chosen = planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true });
    storeProposal(storage, chosen);
    const sent = planWizardReducer(chosen, {
      type: 'succeeded',
      outcome: { decision: 'Pending', plan: {} as Plan },
    });
    storeProposal(storage, sent);
    expect(storage.values.size).toBe(0);
  });

  it('does not fail when the browser refuses to store', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => storeProposal(refusing, fresh())).not.toThrow();
  });
});

describe('planWizardReducer', () => {
  it('needs a case before leaving the first step', () => {
    expect(planWizardReducer(fresh(), { type: 'goToStep', step: STEP.calculator }).step).toBe(STEP.cases);
    const chosen = planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true });
    expect(planWizardReducer(chosen, { type: 'goToStep', step: STEP.calculator }).step).toBe(STEP.calculator);
  });

  it('keeps what was entered when going back and forward', () => {
    let state: PlanWizardState = planWizardReducer(fresh(), {
      type: 'toggleCase',
      caseGuid: caseA,
      chosen: true,
    });
    state = planWizardReducer(state, { type: 'setMonths', months: 5 });
    state = planWizardReducer(state, {
      type: 'saveContact',
      contact: { email: 'a@b.se', cellularPhone: '' },
    });
    state = planWizardReducer(state, { type: 'goToStep', step: STEP.cases });
    state = planWizardReducer(state, { type: 'goToStep', step: STEP.apply });
    expect(state).toMatchObject({
      caseGuids: [caseA],
      months: 5,
      contact: { email: 'a@b.se' },
      step: STEP.apply,
    });
  });

  it('shows a refusal on the step it concerns and keeps the proposal; changing that input clears it', () => {
    let state = planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true });
    state = planWizardReducer(state, { type: 'goToStep', step: STEP.apply });
    state = planWizardReducer(state, {
      type: 'failed',
      failure: { code: 'MonthsTooMany', step: STEP.calculator },
    });
    expect(state).toMatchObject({ step: STEP.calculator, caseGuids: [caseA], idempotencyKey: key });
    expect(state.failure?.code).toBe('MonthsTooMany');
    expect(planWizardReducer(state, { type: 'setMonths', months: 3 }).failure).toBeNull();
    expect(planWizardReducer(state, { type: 'goToStep', step: STEP.terms }).failure).toBeNull();
  });

  it('drops chosen cases that can no longer be planned, and starts over when none is left', () => {
    let state = planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true });
    state = planWizardReducer(state, { type: 'toggleCase', caseGuid: caseB, chosen: true });
    state = planWizardReducer(state, { type: 'goToStep', step: STEP.terms });
    const open = [candidate(caseA), candidate(caseB)];
    expect(planWizardReducer(state, { type: 'reconcile', candidates: open })).toBe(state);
    const onePlanned = [candidate(caseA), candidate(caseB, { ineligible: 'PendingProposal' })];
    expect(planWizardReducer(state, { type: 'reconcile', candidates: onePlanned })).toMatchObject({
      caseGuids: [caseA],
      step: STEP.terms,
    });
    expect(planWizardReducer(state, { type: 'reconcile', candidates: [] })).toMatchObject({
      caseGuids: [],
      step: STEP.cases,
    });
  });

  it('leaves the outcome alone once the proposal is sent', () => {
    const chosen = planWizardReducer(fresh(), { type: 'toggleCase', caseGuid: caseA, chosen: true });
    const sent = planWizardReducer(chosen, {
      type: 'succeeded',
      outcome: { decision: 'Accepted', plan: {} as Plan },
    });
    expect(planWizardReducer(sent, { type: 'reconcile', candidates: [] })).toBe(sent);
    expect(planWizardReducer(sent, { type: 'goToStep', step: STEP.cases })).toBe(sent);
  });
});
