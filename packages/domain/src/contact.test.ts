import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhoneNumber } from './contact.ts';

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
