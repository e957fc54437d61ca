import { caseImportsResponse, type recordCaseImportRequest } from '@fordra/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

const path = '/wip/registration/caseimports';

/** The client's past imports, newest first, each with its report. */
export const caseImportsQueryOptions = queryOptions({
  queryKey: ['creditor', 'case-imports'],
  queryFn: ({ signal }) =>
    gatewayRequest('GET', path, caseImportsResponse, { query: { pageSize: 20 }, signal }),
});

/** Keeps an import done, with what became of each row, so it can be read again later. */
export function recordCaseImport(body: z.infer<typeof recordCaseImportRequest>) {
  return gatewayRequest('POST', path, z.object({ importGuid: z.string() }), { body });
}
