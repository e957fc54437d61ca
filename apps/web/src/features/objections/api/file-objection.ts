import { filedObjectionResponse, type ObjectionFields, objectionPaths } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { fieldsAndFiles } from '../../../shared/api/multipart.ts';
import { pathWith } from '../../../shared/api/path-params.ts';

export type OutgoingObjection = { caseGuid: string; fields: ObjectionFields; files: readonly File[] };

/** Files the debtor's dispute of a case, as multipart/form-data with its files. */
export function fileObjection(objection: OutgoingObjection) {
  return gatewayRequest(
    'POST',
    pathWith(objectionPaths.debtorCaseObjections, { caseGuid: objection.caseGuid }),
    filedObjectionResponse,
    { body: fieldsAndFiles(objection.fields, objection.files) },
  );
}

/** Files a dispute; the case, the lists and Home are read again, since the case is now held. */
export function useFileObjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileObjection,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['objections'] }),
        queryClient.invalidateQueries({ queryKey: ['cases'] }),
      ]),
  });
}
