/** The debtor's notification settings and the codes that verify an address (docs/delivery.md#notifications). */
import {
  confirmVerificationCodeRequest,
  errorBody,
  notificationSettingsResponse,
  sendVerificationCodeRequest,
  sendVerificationCodeResponse,
  updateNotificationPreferencesRequest,
} from '@fordra/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentDebtor } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import {
  confirmVerificationCode,
  notificationSettings,
  sendVerificationCode,
  updateNotificationPreferences,
} from './notification-settings.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody };

/** `codesPerHour`: codes sent to one address an hour (config `verificationCodesPerHour`). */
export async function notificationRoutes(app: FastifyInstance, opts: { db: Executor; codesPerHour: number }) {
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.get(
    '/debtoraccess/notifications',
    {
      schema: { tags: ['debtor'], response: { 200: notificationSettingsResponse, ...errors } },
      config: { access: 'debtor' },
    },
    async (request) => notificationSettings(opts.db, currentDebtor(request).debtorId),
  );

  route.put(
    '/debtoraccess/notifications',
    {
      schema: {
        tags: ['debtor'],
        description: 'Turns notifications on or off; turning one on needs its channel’s address verified.',
        body: updateNotificationPreferencesRequest,
        response: { 200: notificationSettingsResponse, ...errors },
      },
      config: { access: 'debtor', rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      updateNotificationPreferences(opts.db, currentDebtor(request).debtorId, request.body.preferences),
  );

  route.post(
    '/debtoraccess/notifications/verification',
    {
      schema: {
        tags: ['debtor'],
        description:
          'Sends a six-digit code to the current e-mail address or cellular phone; valid 15 minutes, ' +
          'at most three an hour per address (VERIFICATION_CODES_PER_HOUR).',
        body: sendVerificationCodeRequest,
        response: { 200: sendVerificationCodeResponse, ...errors },
      },
      config: { access: 'debtor', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      sendVerificationCode(opts.db, {
        debtorId: currentDebtor(request).debtorId,
        channel: request.body.channel,
        codesPerHour: opts.codesPerHour,
      }),
  );

  route.post(
    '/debtoraccess/notifications/verification/confirm',
    {
      schema: {
        tags: ['debtor'],
        description: 'Confirms the code sent; five wrong tries spend it.',
        body: confirmVerificationCodeRequest,
        response: { 200: notificationSettingsResponse, ...errors },
      },
      config: { access: 'debtor', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) =>
      confirmVerificationCode(opts.db, { debtorId: currentDebtor(request).debtorId, ...request.body }),
  );
}
