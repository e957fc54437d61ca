import type { PlanCandidate } from '@fordra/contract';
import { useEffect, useReducer } from 'react';
import {
  initialWizardState,
  newIdempotencyKey,
  planWizardReducer,
  readStoredProposal,
  storeProposal,
} from '../plan-wizard-state.ts';

/**
 * The wizard's state in one place: started from the proposal kept in this tab (sessionStorage) and
 * kept there on every change, so a reload keeps the chosen cases, the months and the idempotency key.
 */
export function usePlanWizard(debtorGuid: string, candidates: readonly PlanCandidate[]) {
  const [state, dispatch] = useReducer(planWizardReducer, undefined, () =>
    planWizardReducer(
      initialWizardState(
        debtorGuid,
        // The server, drawing the page (entry-server.tsx), has no tab: the wizard starts anew there.
        typeof sessionStorage === 'undefined' ? null : readStoredProposal(sessionStorage, debtorGuid),
        newIdempotencyKey,
      ),
      { type: 'reconcile', candidates },
    ),
  );

  // Cases read again (after a refusal, or in another tab) may no longer be open to a plan.
  useEffect(() => dispatch({ type: 'reconcile', candidates }), [candidates]);

  useEffect(() => storeProposal(sessionStorage, state), [state]);

  return [state, dispatch] as const;
}
