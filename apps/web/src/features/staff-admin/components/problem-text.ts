import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../../../shared/api/api-error.ts';
import type { FieldProblem } from '../policy-form-state.ts';

/**
 * A refusal in words: the back office's own codes (the contract's `ReasonRequired`, the form's
 * `OutOfRange` with its bounds…) from this namespace, every other code from `errors`.
 */
export function useProblemText() {
  const { t, i18n } = useTranslation(['staff-admin', 'errors']);
  return useCallback(
    (problem: FieldProblem | string | unknown): string => {
      const found: FieldProblem =
        typeof problem === 'string'
          ? { code: problem }
          : problem instanceof ApiError
            ? { code: problem.code }
            : problem && typeof problem === 'object' && 'code' in problem
              ? (problem as FieldProblem)
              : { code: 'Unknown' };
      const own = `staff-admin:problem.${found.code}`;
      if (i18n.exists(own)) {
        return t(`problem.${found.code}` as 'problem.OutOfRange', { min: found.min, max: found.max });
      }
      return t(errorMessageKey(found.code));
    },
    [t, i18n],
  );
}
