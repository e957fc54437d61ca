import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { type CaseAction, useCaseAction } from '../api/staff-case.ts';
import type { Checked, Problem } from '../case-view.ts';
import { useCodeText } from './use-case-words.ts';

/**
 * The state of one action's dialog: the field to correct (focused, its error under it) or what failed
 * as a whole, and the sending. The server's refusal goes beside the field it names when the form has it.
 */
export function useActionForm<F extends string>(
  caseGuid: string,
  titleId: string,
  fields: readonly F[],
  onDone: () => void,
) {
  const { t } = useTranslation('staff-case');
  const codeText = useCodeText();
  const action = useCaseAction(caseGuid);
  const [problem, setProblem] = useState<Problem<F> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fieldId = (field: F) => `${titleId}-${field}`;
  const show = (found: Problem<F>) => {
    setProblem(found);
    document.getElementById(fieldId(found.field))?.focus();
  };

  const send = async <R extends Record<string, unknown>>(
    checked: Checked<R, F>,
    target: Omit<CaseAction, 'body'>,
  ) => {
    setFailure(null);
    if ('problem' in checked) return show(checked.problem);
    try {
      await action.mutateAsync({ ...target, body: checked.request });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'Unknown';
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && (fields as readonly string[]).includes(field)) show({ field: field as F, code });
      else setFailure(t('failed', { reason: codeText(code) }));
      return;
    }
    onDone();
  };

  return {
    send,
    failure,
    pending: action.isPending,
    /** The props of a field: its id (focused when it is to be corrected) and its error. */
    field: (field: F) => ({
      id: fieldId(field),
      error: problem?.field === field ? codeText(problem.code) : undefined,
    }),
    /** The field was changed: its error goes. */
    changed: (field: F) => {
      if (problem?.field === field) setProblem(null);
    },
  };
}
