import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn.ts';

const digitString = (minLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength: 30 });

describe('luhnCheckDigit', () => {
  it('computes known check digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    // OCR example: 12345 plus length digit 7.
    expect(luhnCheckDigit('123457')).toBe(4);
    expect(luhnCheckDigit('121212121')).toBe(2);
    expect(luhnCheckDigit('0')).toBe(0);
  });

  it('throws a RangeError unless given digits', () => {
    expect(() => luhnCheckDigit('')).toThrow(RangeError);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
    expect(() => luhnCheckDigit('12 3')).toThrow(RangeError);
  });
});

describe('isLuhnValid', () => {
  it('accepts numbers ending in their check digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('1212121212')).toBe(true);
  });

  it('rejects a wrong check digit, non-digits and too-short input', () => {
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('7992739871 3')).toBe(false);
    expect(isLuhnValid('0')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });

  it('accepts any digits followed by their check digit', () => {
    fc.assert(fc.property(digitString(1), (digits) => isLuhnValid(`${digits}${luhnCheckDigit(digits)}`)));
  });

  it('catches every single-digit error', () => {
    fc.assert(
      fc.property(digitString(2), fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const valid = `${digits}${luhnCheckDigit(digits)}`;
        const index = at % valid.length;
        const changed = `${valid.slice(0, index)}${(Number(valid[index]) + shift) % 10}${valid.slice(index + 1)}`;
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });
});
