/**
 * The debtor's notification settings: the switches, and verifying the e-mail address or phone with a code
 * (docs/delivery.md#notifications). The code goes out as a `verificationCode` notification recorded in the
 * transaction that stores its hash; the worker sends it after commit.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  checkVerificationCode,
  codeSendDecision,
  completePreferences,
  isVerificationCode,
  type NotificationChannel,
  type NotificationPreference,
  preferenceRefusal,
  VERIFICATION_MAX_TRIES,
  verificationCodeOf,
  verificationExpiresAt,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { recordNotifications } from '../../db/repositories/deliveries.ts';
import {
  codesSentTo,
  countWrongTry,
  insertVerification,
  lockedLatestVerification,
  markVerified,
  notificationSettingsOf,
  saveNotificationPreferences,
} from '../../db/repositories/notification-preferences.ts';
import { ApiError, notFound } from '../../http/api-error.ts';

/** The debtor's addresses, whether each is verified, and every switch. */
export async function notificationSettings(db: Executor, debtorId: string) {
  const settings = await notificationSettingsOf(db, debtorId);
  if (!settings) throw notFound('The debtor');
  return { contacts: settings.contacts, preferences: completePreferences(settings.preferences) };
}

/** Saves switches; turning one on needs its channel's address verified. */
export async function updateNotificationPreferences(
  db: Executor,
  debtorId: string,
  rows: readonly NotificationPreference[],
) {
  await db.transaction(async (tx) => {
    const settings = await notificationSettingsOf(tx, debtorId);
    if (!settings) throw notFound('The debtor');
    for (const row of rows)
      if (preferenceRefusal(row, settings.contacts))
        throw new ApiError(400, 'ContactNotVerified', 'Verify the address before turning this on.', {
          field: row.channel,
        });
    await saveNotificationPreferences(tx, debtorId, rows);
  });
  return notificationSettings(db, debtorId);
}

/** The hash stored for a code: bound to the debtor and the address, so a stored hash answers nothing else. */
function codeHash(debtorId: string, address: string, code: string): string {
  return createHash('sha256').update(`${debtorId}\n${address}\n${code}`).digest('hex');
}

/** Sends a code to the channel's current address: at most `codesPerHour` (three) an hour per address. */
export async function sendVerificationCode(
  db: Executor,
  input: { debtorId: string; channel: NotificationChannel; codesPerHour?: number; now?: Date },
) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const settings = await notificationSettingsOf(tx, input.debtorId);
    if (!settings) throw notFound('The debtor');
    const address = settings.contacts[input.channel].address;
    if (!address)
      throw new ApiError(400, 'ContactMissing', 'Add the address in your contact details first.', {
        field: input.channel,
      });
    const decision = codeSendDecision(
      await codesSentTo(tx, address, new Date(now.getTime() - 3_600_000)),
      now,
      input.codesPerHour,
    );
    if (!decision.allowed) {
      const seconds = Math.max(1, Math.ceil((decision.retryAt.getTime() - now.getTime()) / 1000));
      throw new ApiError(
        429,
        'TooManyCodes',
        'Enough codes were sent in the last hour; wait before asking again.',
        {
          headers: { 'retry-after': String(seconds) },
        },
      );
    }
    const code = verificationCodeOf(randomInt(0, 1_000_000));
    const expiresAt = verificationExpiresAt(now);
    await insertVerification(tx, {
      debtorId: input.debtorId,
      channel: input.channel,
      address,
      codeHash: codeHash(input.debtorId, address, code),
      expiresAt,
    });
    await recordNotifications(tx, [
      {
        debtorId: input.debtorId,
        notification: 'verificationCode',
        channel: input.channel,
        address,
        payload: { code },
      },
    ]);
    return { channel: input.channel, address, expiresAt: expiresAt.toISOString() };
  });
}

const refusals = {
  wrong: [400, 'VerificationCodeWrong', 'The code is not right.'],
  expired: [400, 'VerificationCodeExpired', 'The code has expired; ask for a new one.'],
  tooManyTries: [400, 'VerificationCodeSpent', 'Too many wrong codes; ask for a new one.'],
  noCode: [400, 'VerificationCodeMissing', 'No code is waiting for this address; ask for one.'],
} as const;

/**
 * Confirms a code typed by the debtor: the latest code sent to the channel's current address, within its 15
 * minutes and five tries. A wrong try is counted in its own transaction, which commits before the refusal.
 */
export async function confirmVerificationCode(
  db: Executor,
  input: { debtorId: string; channel: NotificationChannel; code: string; now?: Date },
) {
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const settings = await notificationSettingsOf(tx, input.debtorId);
    if (!settings) throw notFound('The debtor');
    const address = settings.contacts[input.channel].address;
    if (!address) return 'noCode' as const;
    const pending = await lockedLatestVerification(tx, { ...input, address });
    const matches =
      pending !== null &&
      isVerificationCode(input.code) &&
      timingSafeEqual(
        Buffer.from(pending.codeHash, 'hex'),
        Buffer.from(codeHash(input.debtorId, address, input.code), 'hex'),
      );
    const check = checkVerificationCode(
      pending && {
        expiresAt: pending.expiresAt,
        tries: pending.tries,
        verified: pending.verifiedAt !== null,
      },
      matches,
      now,
    );
    if (pending && check === 'confirmed') await markVerified(tx, pending.id);
    if (pending && check === 'wrong') await countWrongTry(tx, pending.id);
    return check === 'wrong' && pending && pending.tries + 1 >= VERIFICATION_MAX_TRIES
      ? 'tooManyTries'
      : check;
  });
  if (outcome !== 'confirmed') {
    const [status, code, message] = refusals[outcome];
    throw new ApiError(status, code, message, { field: 'code' });
  }
  return notificationSettings(db, input.debtorId);
}
