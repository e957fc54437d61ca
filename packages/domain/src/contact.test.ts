import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalizeEmail, normalizePhoneNumber } from './contact.ts';

describe('normalizePhoneNumber', () => {
  it.each([
    ['070-123 45 67', '+46701234567'],
    ['0701234567', '+46701234567'],
    ['+46 70 123 45 67', '+46701234567'],
    ['0046701234567', '+46701234567'],
    ['08-123 456 00', '+46812345600'],
    ['(08) 31 22 40', '+468312240'],
    ['+358 9 4155 2200', '+358941552200'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    '',
    '12345',
    '070-12',
    '+46 0701234567',
    '+46 70 123 45 67 89',
    'ring mig',
    '+0123456789',
    '070 123 45 67 ext 2',
  ])('refuses %j', (input) => {
    expect(normalizePhoneNumber(input)).toEqual({ ok: false, code: 'InvalidPhone' });
  });
});

describe('normalizeEmail', () => {
  it('accepts and trims ordinary addresses', () => {
    expect(normalizeEmail(' anna.berg@example.se ')).toEqual({ ok: true, value: 'anna.berg@example.se' });
    expect(normalizeEmail('a+b@sub.example.co.uk').ok).toBe(true);
  });

  it.each([
    '',
    'anna',
    'anna@',
    '@example.se',
    'anna@example',
    'an na@example.se',
    'anna@@example.se',
    'anna@example..se',
  ])('refuses %j', (input) => {
    expect(normalizeEmail(input)).toEqual({ ok: false, code: 'InvalidEmail' });
  });
});

describe('formatPhoneNumber', () => {
  it('writes a Swedish number nationally, with its area code and grouped digits', () => {
    expect(formatPhoneNumber('+46701234567')).toBe('070-123 45 67');
    expect(formatPhoneNumber('+4686001000')).toBe('08-600 10 00');
    expect(formatPhoneNumber('+4618471000')).toBe('018-47 10 00');
    expect(formatPhoneNumber('+4660555120')).toBe('060-55 51 20');
    expect(formatPhoneNumber('+4640123456')).toBe('040-12 34 56');
    expect(formatPhoneNumber('+46491123456')).toBe('0491-12 34 56');
  });

  it('keeps a foreign number as stored, and any formatted number reads back to the same one', () => {
    expect(formatPhoneNumber('+35894155220')).toBe('+35894155220');
    fc.assert(
      fc.property(fc.stringMatching(/^\+46[1-9]\d{6,8}$/), (stored) => {
        expect(normalizePhoneNumber(formatPhoneNumber(stored))).toEqual({ ok: true, value: stored });
      }),
    );
  });
});
