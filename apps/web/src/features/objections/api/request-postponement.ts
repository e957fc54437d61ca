import { objectionPaths, postponementResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { pathWith } from '../../../shared/api/path-params.ts';

/** Asks for a new due date on a case: approved at once within the policy, otherwise for a handler. */
export function requestPostponement({ caseGuid, newDueDate }: { caseGuid: string; newDueDate: string }) {
  return gatewayRequest(
    'POST',
    pathWith(objectionPaths.debtorPostponement, { caseGuid }),
    postponementResponse,
    { body: { newDueDate } },
  );
}

/** Asks for more time; the case and the lists are read again, since the case may now wait. */
export function useRequestPostponement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestPostponement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['objections'] }),
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]),
  });
}
