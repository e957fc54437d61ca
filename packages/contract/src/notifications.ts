/** The debtor's notification settings (GET/PUT /api/extgwapi/api/debtoraccess/notifications, docs/delivery.md). */
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@fordra/domain';
import { z } from 'zod';

const channel = z.enum(NOTIFICATION_CHANNELS, { error: 'InvalidFilter' });

const contact = z.object({
  /** The e-mail address or the cellular phone (E.164) in the debtor's contact details; null when none. */
  address: z.string().nullable(),
  /** True when a code sent to exactly this address was confirmed. */
  verified: z.boolean(),
});

export const notificationPreference = z.object({
  event: z.enum(NOTIFICATION_EVENTS, { error: 'InvalidFilter' }),
  channel,
  enabled: z.boolean(),
});

export const notificationSettingsResponse = z.object({
  contacts: z.object({ email: contact, sms: contact }),
  /** Every event × channel, off unless the debtor turned it on. */
  preferences: z.array(notificationPreference),
});
export type NotificationSettings = z.infer<typeof notificationSettingsResponse>;

/** PUT: the switches to change; those left out stay as they are. */
export const updateNotificationPreferencesRequest = z
  .object({ preferences: z.array(notificationPreference.strict()).min(1).max(12) })
  .strict();

/** POST …/notifications/verification: send a code to the channel's current address. */
export const sendVerificationCodeRequest = z.object({ channel }).strict();
export const sendVerificationCodeResponse = z.object({
  channel,
  address: z.string(),
  /** When the code stops being valid (ISO 8601). */
  expiresAt: z.string(),
});

/**
 * POST …/notifications/verification/confirm: the code the debtor received, six digits. Anything else is
 * refused as a wrong code without spending one of the code's tries.
 */
export const confirmVerificationCodeRequest = z
  .object({
    channel,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'VerificationCodeWrong' }),
  })
  .strict();
