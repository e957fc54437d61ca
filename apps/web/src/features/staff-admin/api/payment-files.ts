import { paymentFileImportResponse, paymentFilesResponse } from '@fordra/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type Query,
  staffRequest,
  staffUpload,
  type UploadProgress,
} from '../../../shared/api/api-client.ts';
import { listStateOf } from '../../../shared/creditor/use-list-params.ts';

/** The list's one filter: all files, or those imported or refused. */
export const paymentFileFilters = ['status'] as const;

/** The page of files the address asks for (`?status=refused&page=2`), read by the list and its loader alike. */
export function paymentFilesQueryOf(search: URLSearchParams): Query {
  const { page, pageSize, filters } = listStateOf(search, paymentFileFilters);
  const status = filters.status === 'imported' || filters.status === 'refused' ? filters.status : undefined;
  return { page, pageSize, status };
}

/** Every payment file received, the newest first, a page at a time. */
export const paymentFilesQueryOptions = (query: Query) =>
  queryOptions({
    queryKey: ['staff', 'payment-files', query],
    queryFn: ({ signal }) => staffRequest('GET', '/payment-files', paymentFilesResponse, { query, signal }),
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
