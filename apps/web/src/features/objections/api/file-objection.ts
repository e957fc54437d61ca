import { type ObjectionFields, filedObjectionResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

export type OutgoingObjection = { caseGuid: string; fields: ObjectionFields; files: readonly File[] };

/** The form the server takes: the text fields first, then each file as a part named `attachments`. */
function objectionFormData({ fields, files }: OutgoingObjection): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

/** Files the debtor's dispute of a case, as multipart/form-data with its files. */
export function fileObjection(objection: OutgoingObjection) {
  return gatewayRequest(
    'POST',
    `/debtoraccess/cases/${encodeURIComponent(objection.caseGuid)}/objections`,
    filedObjectionResponse,
    { body: objectionFormData(objection) },
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
