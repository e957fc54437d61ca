import { useState } from 'react';
import {
  type DraftProblems,
  draftProblems,
  hasProblems,
  type MessageDraft,
  problemsFromServer,
} from './message-draft.ts';

/**
 * Sending a draft: first the checks the browser can make, then `send`; a refusal of the server that
 * names a field is placed beside it, any other failure is kept to show with a retry. What was typed
 * is never cleared here, so nothing is lost when sending fails.
 */
export function useDraftSending<Draft extends MessageDraft>(send: (draft: Draft) => Promise<unknown>) {
  const [problems, setProblems] = useState<DraftProblems>({});
  const [failure, setFailure] = useState<Error | null>(null);

  const submit = async (draft: Draft) => {
    const found = draftProblems(draft);
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return false;
    try {
      await send(draft);
      return true;
    } catch (error) {
      const placed = problemsFromServer(error);
      if (placed) setProblems(placed);
      else setFailure(error instanceof Error ? error : new Error(String(error)));
      return false;
    }
  };

  /** The user changed a field: its old error no longer applies. */
  const clear = (field: keyof DraftProblems) => setProblems(({ [field]: _, ...rest }) => rest);

  return { problems, failure, submit, clear };
}
