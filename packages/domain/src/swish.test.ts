import { describe, expect, it } from 'vitest';
import {
  formatSwishNumber,
  offeredSwishPayload,
  PORTAL_SWISH_EDITABLE,
  SwishPayloadError,
  swishAppLink,
  swishEditMask,
  swishPaymentPayload,
} from './swish.ts';

const payment = { payee: '1231181189', amount: 123_450, message: '1234574' };

function errorCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SwishPayloadError) return error.code;
    throw error;
  }
  return undefined;
}

describe('swishEditMask', () => {
  it('sets bit 0 for payee, bit 1 for amount and bit 2 for message', () => {
    expect(swishEditMask({})).toBe(0);
    expect(swishEditMask({ payee: true })).toBe(1);
    expect(swishEditMask({ amount: true })).toBe(2);
    expect(swishEditMask({ message: true })).toBe(4);
    expect(swishEditMask({ payee: true, amount: true, message: true })).toBe(7);
    expect(swishEditMask(PORTAL_SWISH_EDITABLE)).toBe(2);
  });
});

describe('swishPaymentPayload', () => {
  it('locks payee and message and lets the amount be edited by default', () => {
    expect(swishPaymentPayload(payment)).toBe('C1231181189;1234,50;1234574;2');
  });

  it('writes the amount in kronor with a decimal comma', () => {
    expect(swishPaymentPayload({ ...payment, amount: 5 })).toBe('C1231181189;0,05;1234574;2');
    expect(swishPaymentPayload({ ...payment, amount: 1_000_000 })).toBe('C1231181189;10000,00;1234574;2');
  });

  it('follows the editable fields it is given', () => {
    expect(swishPaymentPayload({ ...payment, editable: {} })).toBe('C1231181189;1234,50;1234574;0');
    expect(swishPaymentPayload({ ...payment, editable: { amount: true, message: true } })).toBe(
      'C1231181189;1234,50;1234574;6',
    );
  });

  it('accepts every allowed message character and up to 50 of them', () => {
    const message = 'Åäö ÅÄÖ azAZ 09 :;.,?!()-"';
    expect(swishPaymentPayload({ ...payment, message })).toBe(`C1231181189;1234,50;${message};2`);
    expect(swishPaymentPayload({ ...payment, message: '' })).toBe('C1231181189;1234,50;;2');
    expect(() => swishPaymentPayload({ ...payment, message: '9'.repeat(50) })).not.toThrow();
  });

  it('refuses a message that is too long or has other characters', () => {
    expect(errorCode(() => swishPaymentPayload({ ...payment, message: '9'.repeat(51) }))).toBe('Message');
    for (const message of ['café', 'a_b', '100 €', 'a/b', 'tab\there', 'ü']) {
      expect(errorCode(() => swishPaymentPayload({ ...payment, message }))).toBe('Message');
    }
  });

  it('refuses a payee that is not digits', () => {
    expect(errorCode(() => swishPaymentPayload({ ...payment, payee: '123-118 11 89' }))).toBe('Payee');
    expect(errorCode(() => swishPaymentPayload({ ...payment, payee: '' }))).toBe('Payee');
  });

  it('refuses a zero or negative amount, and throws a RangeError on fractional öre', () => {
    expect(errorCode(() => swishPaymentPayload({ ...payment, amount: 0 }))).toBe('Amount');
    expect(errorCode(() => swishPaymentPayload({ ...payment, amount: -100 }))).toBe('Amount');
    expect(() => swishPaymentPayload({ ...payment, amount: 100.5 })).toThrow(RangeError);
  });

  it('throws an Error subclass the UI can recognise', () => {
    const error = (() => {
      try {
        swishPaymentPayload({ ...payment, payee: 'x' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'SwishPayloadError', code: 'Payee' });
  });
});

describe('offeredSwishPayload', () => {
  const claim = { payee: '1231181189', currency: 'SEK', amount: 123_450, message: '1234574' } as const;

  it('offers Swish for a claim in SEK with something left to pay, to a creditor with a Swish number', () => {
    expect(offeredSwishPayload(claim)).toBe('C1231181189;1234,50;1234574;2');
  });

  it('offers no Swish without a Swish number, outside SEK, or with nothing left to pay', () => {
    expect(offeredSwishPayload({ ...claim, payee: null })).toBeNull();
    expect(offeredSwishPayload({ ...claim, payee: '' })).toBeNull();
    for (const currency of ['EUR', 'NOK', 'DKK'] as const) {
      expect(offeredSwishPayload({ ...claim, currency })).toBeNull();
    }
    expect(offeredSwishPayload({ ...claim, amount: 0 })).toBeNull();
  });
});

describe('swishAppLink', () => {
  const prefix = 'swish://payment?data=';
  const decode = (link: string) => JSON.parse(decodeURIComponent(link.slice(prefix.length)));

  it('opens the Swish app with payee and message locked and the amount in kronor editable', () => {
    const link = swishAppLink(payment);
    expect(link.startsWith(prefix)).toBe(true);
    expect(decode(link)).toEqual({
      version: 1,
      payee: { value: '1231181189', editable: false },
      amount: { value: 1234.5, editable: true },
      message: { value: '1234574', editable: false },
    });
  });

  it('encodes the JSON exactly as built, in a fixed key order', () => {
    expect(swishAppLink({ payee: '1233892213', amount: 192_522, message: '100000199' })).toBe(
      `${prefix}${encodeURIComponent(
        '{"version":1,"payee":{"value":"1233892213","editable":false},"amount":{"value":1925.22,"editable":true},"message":{"value":"100000199","editable":false}}',
      )}`,
    );
  });

  it('writes whole and small amounts as exact kronor numbers', () => {
    expect(decode(swishAppLink({ ...payment, amount: 5 })).amount.value).toBe(0.05);
    expect(decode(swishAppLink({ ...payment, amount: 1_000_000 })).amount.value).toBe(10000);
    expect(decode(swishAppLink({ ...payment, amount: 1_999_999 })).amount.value).toBe(19999.99);
  });

  it('refuses what the Swish rules refuse', () => {
    expect(errorCode(() => swishAppLink({ ...payment, payee: '123-4' }))).toBe('Payee');
    expect(errorCode(() => swishAppLink({ ...payment, amount: 0 }))).toBe('Amount');
    expect(errorCode(() => swishAppLink({ ...payment, message: 'a/b' }))).toBe('Message');
  });
});

describe('formatSwishNumber', () => {
  it('groups a 10-digit Swish number as 3, 3, 2 and 2 digits', () => {
    expect(formatSwishNumber('1233892213')).toBe('123 389 22 13');
  });

  it('leaves other numbers as they are', () => {
    expect(formatSwishNumber('0701234')).toBe('0701234');
  });
});
