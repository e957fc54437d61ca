import { debtorDetailsResponse } from '@fordra/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';
import { currentDebtorQueryOptions } from '../../../shared/debtor/current-debtor.ts';
import type { ContactDetailField } from '../contact-details-schema.ts';
import { replaceDebtor } from '../replace-debtor.ts';
import { notificationSettingsQueryOptions } from './notification-settings.ts';

/** Saves the debtor's e-mail and phone numbers (null clears one); answers the debtor as saved. */
export function updateDebtorDetails(request: Record<ContactDetailField, string | null>) {
  return gatewayRequest('POST', '/debtoraccess/updatedebtordetails', debtorDetailsResponse, {
    body: request,
  });
}

/** Saves the contact details and puts the saved debtor into the shell's cache, so it shows without a reload. */
export function useUpdateDebtorDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDebtorDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(currentDebtorQueryOptions.queryKey, (cached) =>
        replaceDebtor(cached, saved.GetDebtorDetailsResult.Debtors.Debtor[0]),
      );
      // A changed e-mail address or phone is no longer verified: the notifications are read again.
      void queryClient.invalidateQueries({ queryKey: notificationSettingsQueryOptions.queryKey });
    },
  });
}
