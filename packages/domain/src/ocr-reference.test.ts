import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupForReading, isValidOcrReference, makeOcrReference, ocrReferencesIn } from './ocr-reference.ts';

const base = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 23 });

describe('makeOcrReference', () => {
  it('appends the length digit and the Luhn check digit', () => {
    expect(makeOcrReference('12345')).toBe('1234574');
    expect(makeOcrReference('1')).toBe('133');
  });

  it('writes only the last digit of a length of 10 or more', () => {
    expect(makeOcrReference('55512345')).toBe('5551234502');
    expect(makeOcrReference('12345678901234567890123')).toBe('1234567890123456789012357');
  });

  it('refuses a base that is empty, not digits, or too long for 25 digits', () => {
    expect(() => makeOcrReference('')).toThrow(RangeError);
    expect(() => makeOcrReference('12-345')).toThrow(RangeError);
    expect(() => makeOcrReference('123456789012345678901234')).toThrow(RangeError);
  });

  it('always makes a valid reference that starts with the base', () => {
    fc.assert(
      fc.property(base, (digits) => {
        const reference = makeOcrReference(digits);
        expect(reference.startsWith(digits)).toBe(true);
        expect(reference).toHaveLength(digits.length + 2);
        expect(isValidOcrReference(reference)).toBe(true);
      }),
    );
  });
});

describe('isValidOcrReference', () => {
  it('accepts a correct reference', () => {
    expect(isValidOcrReference('1234574')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidOcrReference('1234575')).toBe(false);
  });

  it('rejects a wrong length digit even when the Luhn check passes', () => {
    // 123458 + Luhn 2 passes the check digit, but the reference has 7 digits, not 8.
    expect(isValidOcrReference('1234582')).toBe(false);
  });

  it('rejects a wrong length', () => {
    expect(isValidOcrReference('')).toBe(false);
    expect(isValidOcrReference('2')).toBe(false);
    expect(isValidOcrReference(`${'0'.repeat(23)}60`)).toBe(false);
  });

  it('rejects anything but digits', () => {
    expect(isValidOcrReference('1234 574')).toBe(false);
    expect(isValidOcrReference('12345-74')).toBe(false);
    expect(isValidOcrReference('abc')).toBe(false);
  });

  it('rejects any single changed digit', () => {
    fc.assert(
      fc.property(base, fc.nat(), fc.integer({ min: 1, max: 9 }), (digits, at, shift) => {
        const reference = makeOcrReference(digits);
        const index = at % reference.length;
        const changed = `${reference.slice(0, index)}${(Number(reference[index]) + shift) % 10}${reference.slice(index + 1)}`;
        expect(isValidOcrReference(changed)).toBe(false);
      }),
    );
  });
});

describe('groupForReading', () => {
  it('groups digits in fours from the left', () => {
    expect(groupForReading('123456789012')).toBe('1234 5678 9012');
    expect(groupForReading('1234574')).toBe('1234 574');
    expect(groupForReading('12')).toBe('12');
    expect(groupForReading('')).toBe('');
  });

  it('regroups text that already has spaces', () => {
    expect(groupForReading('1234 5678 9012')).toBe('1234 5678 9012');
    expect(groupForReading('12 345 74')).toBe('1234 574');
  });
});

describe('ocrReferencesIn', () => {
  it("finds a reference in a payer's message, written whole, grouped or hyphenated", () => {
    expect(ocrReferencesIn('Faktura 1234574, tack!')).toEqual(['1234574']);
    expect(ocrReferencesIn('OCR 1234 574')).toEqual(['1234574']);
    expect(ocrReferencesIn('ref: 12-345-74')).toEqual(['1234574']);
  });

  it('finds every reference, in order, and each of two numbers written side by side', () => {
    const other = makeOcrReference('2000001');
    expect(ocrReferencesIn(`${other} och 1234574`)).toEqual([other, '1234574']);
    expect(ocrReferencesIn(`${other} 1234574`)).toEqual([other, '1234574']);
  });

  it('finds nothing in text without a valid reference', () => {
    expect(ocrReferencesIn('Hyra mars 2025, 4500 kr')).toEqual([]);
    expect(ocrReferencesIn('1234575')).toEqual([]);
    expect(ocrReferencesIn('')).toEqual([]);
  });

  it('finds any reference wherever it stands in a text', () => {
    fc.assert(
      fc.property(base, fc.string(), fc.string(), (digits, before, after) => {
        const reference = makeOcrReference(digits);
        expect(
          ocrReferencesIn(`${before.replace(/\d/g, '')} ${reference} ${after.replace(/\d/g, '')}`),
        ).toContain(reference);
      }),
    );
  });
});
