import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBankDays } from './bank-days.ts';
import {
  checkVerificationCode,
  codeSendDecision,
  completePreferences,
  instalmentDueSoonWindow,
  isVerificationCode,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationContacts,
  notificationTargets,
  preferenceRefusal,
  verificationCodeOf,
  verificationExpiresAt,
} from './notification-preferences.ts';

const verified: NotificationContacts = {
  email: { address: 'anna@example.se', verified: true },
  sms: { address: '+46701234567', verified: true },
};

describe('notification preferences', () => {
  it('are all off until the debtor turns one on', () => {
    const all = completePreferences([]);
    expect(all).toHaveLength(NOTIFICATION_EVENTS.length * NOTIFICATION_CHANNELS.length);
    expect(all.every((row) => !row.enabled)).toBe(true);
    for (const event of NOTIFICATION_EVENTS) expect(notificationTargets(all, verified, event)).toEqual([]);
  });

  it('send an event to each channel turned on whose address is verified', () => {
    const preferences = completePreferences([
      { event: 'paymentRegistered', channel: 'sms', enabled: true },
      { event: 'paymentRegistered', channel: 'email', enabled: true },
      { event: 'newLetter', channel: 'email', enabled: true },
    ]);
    expect(notificationTargets(preferences, verified, 'paymentRegistered')).toEqual([
      { channel: 'email', address: 'anna@example.se' },
      { channel: 'sms', address: '+46701234567' },
    ]);
    expect(notificationTargets(preferences, verified, 'newLetter')).toEqual([
      { channel: 'email', address: 'anna@example.se' },
    ]);
    const phoneChanged = { ...verified, sms: { address: '+46709999999', verified: false } };
    expect(notificationTargets(preferences, phoneChanged, 'paymentRegistered')).toEqual([
      { channel: 'email', address: 'anna@example.se' },
    ]);
  });

  it('never target an unverified or missing address, whatever is turned on', () => {
    const contact = fc.record({
      address: fc.option(fc.constant('x@example.se'), { nil: null }),
      verified: fc.boolean(),
    });
    const preference = fc.record({
      event: fc.constantFrom(...NOTIFICATION_EVENTS),
      channel: fc.constantFrom(...NOTIFICATION_CHANNELS),
      enabled: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.record({ rows: fc.array(preference), email: contact, sms: contact }),
        fc.constantFrom(...NOTIFICATION_EVENTS),
        ({ rows, email, sms }, event) => {
          const contacts = { email, sms };
          for (const target of notificationTargets(rows, contacts, event)) {
            expect(contacts[target.channel].verified).toBe(true);
            expect(target.address).toBe(contacts[target.channel].address);
          }
          for (const row of rows) {
            const usable = contacts[row.channel].verified && contacts[row.channel].address !== null;
            expect(preferenceRefusal(row, contacts) !== null).toBe(row.enabled && !usable);
          }
        },
      ),
    );
  });

  it('may be turned off on an unverified channel, not on', () => {
    const unverified = { ...verified, sms: { address: '+46701234567', verified: false } };
    expect(preferenceRefusal({ event: 'newLetter', channel: 'sms', enabled: true }, unverified)).toBe(
      'ContactNotVerified',
    );
    expect(preferenceRefusal({ event: 'newLetter', channel: 'sms', enabled: false }, unverified)).toBeNull();
  });
});

describe('verification codes', () => {
  it('are six digits with their leading zeros', () => {
    expect(verificationCodeOf(42)).toBe('000042');
    expect(verificationCodeOf(999_999)).toBe('999999');
    expect(() => verificationCodeOf(1_000_000)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(isVerificationCode(verificationCodeOf(n))).toBe(true);
      }),
    );
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12345a')).toBe(false);
  });

  it('are valid fifteen minutes and five tries', () => {
    const sent = new Date('2026-12-01T10:00:00Z');
    const expiresAt = verificationExpiresAt(sent);
    expect(expiresAt.toISOString()).toBe('2026-12-01T10:15:00.000Z');
    const pending = { expiresAt, tries: 0, verified: false };
    const inTime = new Date('2026-12-01T10:14:59Z');
    expect(checkVerificationCode(pending, true, inTime)).toBe('confirmed');
    expect(checkVerificationCode(pending, false, inTime)).toBe('wrong');
    expect(checkVerificationCode(pending, true, expiresAt)).toBe('expired');
    expect(checkVerificationCode({ ...pending, tries: 4 }, true, inTime)).toBe('confirmed');
    expect(checkVerificationCode({ ...pending, tries: 5 }, true, inTime)).toBe('tooManyTries');
    expect(checkVerificationCode({ ...pending, verified: true }, true, inTime)).toBe('noCode');
    expect(checkVerificationCode(null, true, inTime)).toBe('noCode');
  });

  it('are sent at most three times an hour to an address', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    expect(codeSendDecision([minutesAgo(50), minutesAgo(10)], now)).toEqual({ allowed: true });
    expect(codeSendDecision([minutesAgo(50), minutesAgo(30), minutesAgo(10)], now)).toEqual({
      allowed: false,
      retryAt: new Date(now.getTime() + 10 * 60_000),
    });
    expect(codeSendDecision([minutesAgo(61), minutesAgo(30), minutesAgo(10)], now)).toEqual({
      allowed: true,
    });
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 180 })), (ages) => {
        const decision = codeSendDecision(ages.map(minutesAgo), now);
        const inHour = ages.filter((age) => age < 60).length;
        expect(decision.allowed).toBe(inHour < 3);
        if (!decision.allowed) expect(decision.retryAt.getTime()).toBeGreaterThan(now.getTime());
      }),
    );
  });
});

describe('the instalment due soon reminder', () => {
  it('goes three calendar days ahead, or on the last bank day before when that day has no run', () => {
    // Tuesday 2026-12-01: due Friday the 4th.
    expect(instalmentDueSoonWindow('2026-12-01')).toEqual({ from: '2026-12-04', until: '2026-12-05' });
    // Friday the 4th covers Monday to Wednesday: Saturday and Sunday have no run.
    expect(instalmentDueSoonWindow('2026-12-04')).toEqual({ from: '2026-12-07', until: '2026-12-10' });
  });

  it('covers every due date once, by consecutive bank days', () => {
    let day = '2026-01-02';
    let covered = instalmentDueSoonWindow(day).from;
    for (let i = 0; i < 300; i++) {
      const window = instalmentDueSoonWindow(day);
      expect(window.from).toBe(covered);
      expect(window.until > window.from).toBe(true);
      covered = window.until;
      day = addBankDays(day, 1);
    }
  });
});
