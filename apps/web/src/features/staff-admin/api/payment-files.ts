import { paymentFileImportResponse, refusedPaymentFilesResponse } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Query,
  staffRequest,
  staffUpload,
  type UploadProgress,
} from '../../../shared/api/api-client.ts';
import { listStateOf } from '../../../shared/creditor/use-list-params.ts';

/** The page of refused files the address asks for (`?page=2&pageSize=50`), read by the list and its loader alike. */
export function refusedFilesQueryOf(search: URLSearchParams): Query {
  const { page, pageSize } = listStateOf(search);
  return { page, pageSize };
}

/** The payment files refused whole, oldest first, a page at a time. */
export const refusedFilesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'queues', 'payment-files', query],
    queryFn: ({ signal }) =>
      staffRequest('GET', '/queues/payment-files', refusedPaymentFilesResponse, { query, signal }),
  });

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
