import { describe, expect, it } from 'vitest';
import sv from '../../i18n/locales/sv/bankid.json';
import { autoStartLink, failureMessage, isMobileDevice, pendingMessage } from './bankid-messages.ts';

describe('BankID user messages', () => {
  it('asks to start the app, or says it is starting it, while the order waits', () => {
    expect(pendingMessage(null, 'other', false)).toBe('RFA1');
    expect(pendingMessage('outstandingTransaction', 'this', false)).toBe('RFA13');
    expect(pendingMessage('noClient', 'this', true)).toBe('RFA1');
  });

  it('follows the app through started, userSign and unknown pending hints', () => {
    expect(pendingMessage('started', 'other', false)).toBe('RFA14A');
    expect(pendingMessage('started', 'other', true)).toBe('RFA14B');
    expect(pendingMessage('started', 'this', false)).toBe('RFA15A');
    expect(pendingMessage('started', 'this', true)).toBe('RFA15B');
    expect(pendingMessage('userSign', 'other', false)).toBe('RFA9');
    expect(pendingMessage('userMrtd', 'other', false)).toBe('RFA23');
    expect(pendingMessage('somethingNew', 'other', false)).toBe('RFA21');
  });

  it('explains each failure', () => {
    expect(failureMessage('expiredTransaction', 'other')).toBe('RFA8');
    expect(failureMessage('certificateErr', 'other')).toBe('RFA16');
    expect(failureMessage('userCancel', 'other')).toBe('RFA6');
    expect(failureMessage('cancelled', 'other')).toBe('RFA3');
    expect(failureMessage('startFailed', 'this')).toBe('RFA17A');
    expect(failureMessage('startFailed', 'other')).toBe('RFA17B');
    expect(failureMessage(null, 'other')).toBe('RFA22');
  });

  it('has a Swedish text for every message', () => {
    const messages = [
      ...[null, 'outstandingTransaction', 'noClient', 'started', 'userSign', 'userMrtd', 'x'].flatMap(
        (hint) =>
          (['this', 'other'] as const).flatMap((device) =>
            [true, false].map((mobile) => pendingMessage(hint, device, mobile)),
          ),
      ),
      ...['expiredTransaction', 'certificateErr', 'userCancel', 'cancelled', 'startFailed', null].flatMap(
        (hint) => (['this', 'other'] as const).map((device) => failureMessage(hint, device)),
      ),
    ];
    for (const message of messages) expect(sv.rfa[message]).toBeTruthy();
  });

  it('opens the app with the autostart token and no redirect', () => {
    expect(autoStartLink('a1b2')).toBe('bankid:///?autostarttoken=a1b2&redirect=null');
    expect(isMobileDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isMobileDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(false);
  });
});
