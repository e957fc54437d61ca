import {
  type NotificationSettings,
  notificationSettingsResponse,
  sendVerificationCodeResponse,
} from '@fordra/contract';
import type { NotificationChannel, NotificationPreference } from '@fordra/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gatewayRequest } from '../../../shared/api/api-client.ts';

const PATH = '/debtoraccess/notifications';

/** The debtor's addresses with whether each is verified, and every event × channel switch. */
export const notificationSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'notifications'],
  queryFn: ({ signal }) => gatewayRequest('GET', PATH, notificationSettingsResponse, { signal }),
});

/** Stores what the server answered, so the page shows the settings as saved. */
function useKeepSettings() {
  const queryClient = useQueryClient();
  return (settings: NotificationSettings) =>
    queryClient.setQueryData(notificationSettingsQueryOptions.queryKey, settings);
}

/** Turns a switch on or off. */
export function useSavePreference() {
  const keep = useKeepSettings();
  return useMutation({
    mutationFn: (preference: NotificationPreference) =>
      gatewayRequest('PUT', PATH, notificationSettingsResponse, { body: { preferences: [preference] } }),
    onSuccess: keep,
  });
}

/** Sends a code to the channel's address. */
export function useSendCode() {
  return useMutation({
    mutationFn: (channel: NotificationChannel) =>
      gatewayRequest('POST', `${PATH}/verification`, sendVerificationCodeResponse, { body: { channel } }),
  });
}

/** Confirms the code the debtor received; the address is then verified. */
export function useConfirmCode() {
  const keep = useKeepSettings();
  return useMutation({
    mutationFn: (input: { channel: NotificationChannel; code: string }) =>
      gatewayRequest('POST', `${PATH}/verification/confirm`, notificationSettingsResponse, { body: input }),
    onSuccess: keep,
  });
}
