import {
  type EnterReferenceRateRequest,
  type ImportReferenceRatesRequest,
  importReferenceRatesResponse,
  referenceRatesResponse,
} from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffRequest } from '../../../shared/api/api-client.ts';

/** After a rate is entered or imported every back-office read is fresh: balances follow the new rate. */
function useRateMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }) });
}

/** An admin enters the published rate of the half-year beginning `validFrom`. */
export function useEnterReferenceRate() {
  return useRateMutation(({ validFrom, ...body }: EnterReferenceRateRequest & { validFrom: string }) =>
    staffRequest('PUT', `/reference-rates/${encodeURIComponent(validFrom)}`, referenceRatesResponse, {
      body,
    }),
  );
}

/** An admin imports the Riksbank's series, read from the chosen file as text. */
export function useImportReferenceRates() {
  return useRateMutation((body: ImportReferenceRatesRequest) =>
    staffRequest('POST', '/reference-rates/import', importReferenceRatesResponse, { body }),
  );
}
