import type { Plan, PlanCandidate } from '@fordra/contract';
import { eligibleChoice } from './case-eligibility.ts';

/**
 * The five steps of a proposal (docs/spec-coverage.md#debtor-screens), in order; `done` is the success
 * screen.
 */
export const WIZARD_STEPS = ['cases', 'calculator', 'terms', 'apply', 'done'] as const;
export type WizardStepName = (typeof WIZARD_STEPS)[number];

export const STEP = { cases: 0, calculator: 1, terms: 2, apply: 3, done: 4 } as const;

/** The contact details as typed in the apply step. */
export type ContactDraft = { email: string; cellularPhone: string };

/** A refused proposal: the error code, the step it concerns and, for contact details, the field. */
export type ProposalFailure = { code: string; step: number; field?: 'email' | 'cellularPhone' };

export type ProposalOutcome = { decision: 'Accepted' | 'Pending'; plan: Plan };

/** Everything entered in the wizard, in one place, so that back, forward and errors keep it. */
export type PlanWizardState = {
  readonly debtorGuid: string;
  /** One key for this proposal: a retry or a double click sends the same one. */
  readonly idempotencyKey: string;
  readonly caseGuids: readonly string[];
  /** The months chosen in the calculator; null until the debtor chooses. */
  readonly months: number | null;
  /** The step shown, from `cases` to `apply`; the outcome replaces them. */
  readonly step: number;
  /** Null until the debtor has been on the apply step: the debtor's own details are shown. */
  readonly contact: ContactDraft | null;
  readonly failure: ProposalFailure | null;
  readonly outcome: ProposalOutcome | null;
};

export type PlanWizardAction =
  | { type: 'toggleCase'; caseGuid: string; chosen: boolean }
  | { type: 'setMonths'; months: number }
  | { type: 'goToStep'; step: number }
  | { type: 'saveContact'; contact: ContactDraft }
  | { type: 'failed'; failure: ProposalFailure }
  | { type: 'succeeded'; outcome: ProposalOutcome }
  | { type: 'reconcile'; candidates: readonly PlanCandidate[] };

/** What survives a reload (sessionStorage): the choice of cases, the months, the step and the key. */
type StoredProposal = {
  version: 1;
  debtorGuid: string;
  idempotencyKey: string;
  caseGuids: string[];
  months: number | null;
  step: number;
};

export const PROPOSAL_STORAGE_KEY = 'fordra.plan-proposal';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A random (version 4) UUID; `crypto.randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function newIdempotencyKey(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function clampStep(step: number): number {
  return Number.isSafeInteger(step) ? Math.min(STEP.apply, Math.max(STEP.cases, step)) : STEP.cases;
}

function isStoredProposal(value: unknown): value is StoredProposal {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.version === 1 &&
    typeof v.debtorGuid === 'string' &&
    typeof v.idempotencyKey === 'string' &&
    UUID.test(v.idempotencyKey) &&
    Array.isArray(v.caseGuids) &&
    v.caseGuids.every((guid) => typeof guid === 'string') &&
    (v.months === null || (typeof v.months === 'number' && Number.isSafeInteger(v.months))) &&
    typeof v.step === 'number'
  );
}

/** The proposal in progress for this debtor, as stored, or null (none, another debtor's, or unreadable). */
export function readStoredProposal(storage: KeyValueStorage, debtorGuid: string): StoredProposal | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PROPOSAL_STORAGE_KEY) ?? 'null');
    return isStoredProposal(value) && value.debtorGuid === debtorGuid ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the proposal in progress; once it is sent successfully there is nothing left to keep. */
export function storeProposal(storage: KeyValueStorage, state: PlanWizardState): void {
  try {
    if (state.outcome) {
      storage.removeItem(PROPOSAL_STORAGE_KEY);
      return;
    }
    const stored: StoredProposal = {
      version: 1,
      debtorGuid: state.debtorGuid,
      idempotencyKey: state.idempotencyKey,
      caseGuids: [...state.caseGuids],
      months: state.months,
      step: state.step,
    };
    storage.setItem(PROPOSAL_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused (private mode): the proposal still lives in memory.
  }
}

/** A new wizard for the debtor, continuing the stored proposal if there is one. */
export function initialWizardState(
  debtorGuid: string,
  stored: StoredProposal | null,
  newKey: () => string,
): PlanWizardState {
  return {
    debtorGuid,
    idempotencyKey: stored?.idempotencyKey ?? newKey(),
    caseGuids: stored?.caseGuids ?? [],
    months: stored?.months ?? null,
    step: clampStep(stored?.step ?? STEP.cases),
    contact: null,
    failure: null,
    outcome: null,
  };
}

export function planWizardReducer(state: PlanWizardState, action: PlanWizardAction): PlanWizardState {
  if (state.outcome && action.type !== 'succeeded') return state;
  switch (action.type) {
    case 'toggleCase': {
      const others = state.caseGuids.filter((guid) => guid !== action.caseGuid);
      const caseGuids = action.chosen ? [...others, action.caseGuid] : others;
      const failure = state.failure?.step === STEP.cases ? null : state.failure;
      return { ...state, caseGuids, failure };
    }
    case 'setMonths': {
      const failure = state.failure?.step === STEP.calculator ? null : state.failure;
      return { ...state, months: action.months, failure };
    }
    case 'goToStep': {
      const step = clampStep(action.step);
      // Every step after the first needs a case; a failure is shown only on its own step.
      if (step > STEP.cases && state.caseGuids.length === 0) return state;
      return { ...state, step, failure: state.failure?.step === step ? state.failure : null };
    }
    case 'saveContact':
      return { ...state, contact: action.contact };
    case 'failed':
      return { ...state, failure: action.failure, step: clampStep(action.failure.step) };
    case 'succeeded':
      return { ...state, outcome: action.outcome, failure: null };
    case 'reconcile': {
      const caseGuids = eligibleChoice(action.candidates, state.caseGuids);
      const step = caseGuids.length === 0 ? STEP.cases : state.step;
      if (caseGuids.length === state.caseGuids.length && step === state.step) return state;
      return { ...state, caseGuids, step };
    }
  }
}
