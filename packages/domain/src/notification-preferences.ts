/**
 * What a debtor is told by e-mail and SMS, and when an address may be used (docs/delivery.md#notifications,
 * docs/domain.md#notifications). Consent first: every event is off on every channel until the debtor turns it
 * on, and a channel carries nothing until its address has been verified with a code.
 */
import { addBankDays } from './bank-days.ts';
import { addDays } from './iso-date.ts';

/** The events a debtor may be told of; the names are the notification kinds the texts are written for. */
export const NOTIFICATION_EVENTS = [
  'paymentRegistered',
  'instalmentDueSoon',
  'instalmentMissed',
  'newLetter',
  'messageAnswered',
  'objectionAnswered',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The channels a notification goes by. */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One switch: event × channel, on or off. */
export type NotificationPreference = {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
};

/** A debtor's addresses per channel, each with whether a code sent to exactly it was confirmed. */
export type NotificationContacts = Record<NotificationChannel, { address: string | null; verified: boolean }>;

/** Where one notification goes. */
export type NotificationTarget = { channel: NotificationChannel; address: string };

export function isNotificationEvent(value: string): value is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

export function isNotificationChannel(value: string): value is NotificationChannel {
  return (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/**
 * Every event × channel switch, with those stored (`saved`) applied over the default: off. The order is
 * `NOTIFICATION_EVENTS` then `NOTIFICATION_CHANNELS`, so that a page can lay them out as stored.
 */
export function completePreferences(saved: readonly NotificationPreference[]): NotificationPreference[] {
  const on = new Set(saved.filter((row) => row.enabled).map((row) => `${row.event}:${row.channel}`));
  return NOTIFICATION_EVENTS.flatMap((event) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ event, channel, enabled: on.has(`${event}:${channel}`) })),
  );
}

/**
 * Where a notification of `event` goes: each channel the debtor turned on for it whose address is there and
 * verified. Empty when none: nothing is sent without consent and a confirmed address.
 */
export function notificationTargets(
  preferences: readonly NotificationPreference[],
  contacts: NotificationContacts,
  event: NotificationEvent,
): NotificationTarget[] {
  return NOTIFICATION_CHANNELS.flatMap((channel) => {
    const contact = contacts[channel];
    const enabled = preferences.some((row) => row.event === event && row.channel === channel && row.enabled);
    return enabled && contact.verified && contact.address ? [{ channel, address: contact.address }] : [];
  });
}

/**
 * Why a switch cannot be turned on, or null when it can: turning on needs the channel's address verified
 * (turning off is always allowed).
 */
export function preferenceRefusal(
  preference: NotificationPreference,
  contacts: NotificationContacts,
): 'ContactNotVerified' | null {
  if (!preference.enabled) return null;
  const contact = contacts[preference.channel];
  return contact.verified && contact.address ? null : 'ContactNotVerified';
}

/** Days before its due date an instalment's reminder goes out (decided). */
export const INSTALMENT_DUE_SOON_DAYS = 3;

/**
 * The due dates whose instalments the business day `day`'s run reminds (`instalmentDueSoon`): [from, until).
 * Calendar days, at least three before the due date: on the day three calendar days before, or, when that day
 * has no run (a weekend, a bank holiday), on the last bank day before it. Each due date falls in exactly one
 * run day's window, so a debtor is told once and never with less than three days left.
 */
export function instalmentDueSoonWindow(day: string): { from: string; until: string } {
  return {
    from: addDays(day, INSTALMENT_DUE_SOON_DAYS),
    until: addDays(addBankDays(day, 1), INSTALMENT_DUE_SOON_DAYS),
  };
}

/** A verification code has this many digits (decided). */
export const VERIFICATION_CODE_DIGITS = 6;
/** A code is valid this long after it was sent (decided). */
export const VERIFICATION_CODE_VALID_MINUTES = 15;
/** Wrong codes allowed before a code is spent; a new one must be sent (decided). */
export const VERIFICATION_MAX_TRIES = 5;
/** Codes sent to one address in the hour before; a fourth waits (decided: keeps the portal from spamming). */
export const VERIFICATION_CODES_PER_HOUR = 3;

/** True when `code` is a well-formed code: six digits, nothing else. */
export function isVerificationCode(code: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`).test(code);
}

/**
 * A code from `randomInt(0, 10 ** 6)` (the server's `node:crypto.randomInt`), written with its leading zeros.
 */
export function verificationCodeOf(random: number): string {
  if (!Number.isSafeInteger(random) || random < 0 || random >= 10 ** VERIFICATION_CODE_DIGITS)
    throw new RangeError(`Not a code: ${random}`);
  return String(random).padStart(VERIFICATION_CODE_DIGITS, '0');
}

/** When a code sent at `sentAt` stops being valid. */
export function verificationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + VERIFICATION_CODE_VALID_MINUTES * 60_000);
}

/**
 * Whether another code may be sent to an address now: `sentTimes` are when codes were sent to it (any age),
 * `perHour` the most an hour allows. Refused with the time the oldest of the hour's codes leaves the window.
 */
export function codeSendDecision(
  sentTimes: readonly Date[],
  now: Date,
  perHour: number = VERIFICATION_CODES_PER_HOUR,
): { allowed: true } | { allowed: false; retryAt: Date } {
  const hourAgo = now.getTime() - 3_600_000;
  const recent = sentTimes
    .map((time) => time.getTime())
    .filter((time) => time > hourAgo && time <= now.getTime())
    .sort((a, b) => a - b);
  if (recent.length < perHour) return { allowed: true };
  const oldest = recent[recent.length - perHour] ?? now.getTime();
  return { allowed: false, retryAt: new Date(oldest + 3_600_000) };
}

/** A code waiting to be confirmed, as stored: its expiry and the wrong tries so far. */
export type PendingVerification = { expiresAt: Date; tries: number; verified: boolean };

/** What a typed code does to the latest code sent to an address. */
export type CodeCheck = 'confirmed' | 'wrong' | 'expired' | 'tooManyTries' | 'noCode';

/**
 * Judges a typed code against the latest code sent (`pending`, null when none): right (`matches`) within
 * its 15 minutes and its five tries confirms; a wrong one counts a try. A spent or expired code is refused
 * whatever was typed, so a guess after the limit learns nothing.
 */
export function checkVerificationCode(
  pending: PendingVerification | null,
  matches: boolean,
  now: Date,
): CodeCheck {
  if (!pending || pending.verified) return 'noCode';
  if (pending.tries >= VERIFICATION_MAX_TRIES) return 'tooManyTries';
  if (now.getTime() >= pending.expiresAt.getTime()) return 'expired';
  return matches ? 'confirmed' : 'wrong';
}
