import { paymentFileImportResponse, refusedPaymentFilesResponse } from '@fordra/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Query,
  staffRequest,
  staffUpload,
  type UploadProgress,
} from '../../../shared/api/api-client.ts';

/** The payment files refused whole, oldest first, a page at a time. */
export const refusedFilesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'queues', 'payment-files', query],
    queryFn: ({ signal }) =>
      staffRequest('GET', '/queues/payment-files', refusedPaymentFilesResponse, { query, signal }),
    placeholderData: keepPreviousData,
  });

export function useRefusedFiles(query: Query) {
  return useQuery(refusedFilesQueryOptions(query));
}

/** Uploads a BgMax file, reporting the bytes sent; every back-office list and count is read anew after. */
export function useUploadPaymentFile(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return staffUpload('/payment-files', form, paymentFileImportResponse, onProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });
}
