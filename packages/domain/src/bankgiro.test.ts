import { describe, expect, it } from 'vitest';
import { formatBankgiro, isValidBankgiro, normalizeBankgiro } from './bankgiro.ts';

describe('normalizeBankgiro', () => {
  it('strips hyphens and spaces', () => {
    expect(normalizeBankgiro('5050-1055')).toBe('50501055');
    expect(normalizeBankgiro(' 5050 - 1055 ')).toBe('50501055');
  });
});

describe('isValidBankgiro', () => {
  it('accepts 7 and 8 digit numbers with a correct check digit, written either way', () => {
    expect(isValidBankgiro('5050-1055')).toBe(true);
    expect(isValidBankgiro('50501055')).toBe(true);
    expect(isValidBankgiro('991-2346')).toBe(true);
    expect(isValidBankgiro('9912346')).toBe(true);
  });

  it('rejects a wrong check digit', () => {
    expect(isValidBankgiro('5050-1056')).toBe(false);
    expect(isValidBankgiro('991-2347')).toBe(false);
  });

  it('rejects the wrong number of digits and other characters', () => {
    expect(isValidBankgiro('123-4566')).toBe(true);
    expect(isValidBankgiro('12-3455')).toBe(false);
    expect(isValidBankgiro('12345-6789')).toBe(false);
    expect(isValidBankgiro('5050-105a')).toBe(false);
    expect(isValidBankgiro('')).toBe(false);
  });
});

describe('formatBankgiro', () => {
  it('puts the hyphen before the last four digits', () => {
    expect(formatBankgiro('50501055')).toBe('5050-1055');
    expect(formatBankgiro('9912346')).toBe('991-2346');
    expect(formatBankgiro(' 991 2346 ')).toBe('991-2346');
  });

  it('refuses an invalid number', () => {
    expect(() => formatBankgiro('5050-1056')).toThrow(RangeError);
    expect(() => formatBankgiro('123')).toThrow(RangeError);
  });
});
