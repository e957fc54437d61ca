import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-percent.ts';

describe('uploadPercent', () => {
  it('says how much is sent in whole per cent, rounding down', () => {
    expect(uploadPercent({ sent: 0, total: 1000 })).toBe(0);
    expect(uploadPercent({ sent: 333, total: 1000 })).toBe(33);
  });

  it('says 100 only when every byte is sent', () => {
    expect(uploadPercent({ sent: 999_999, total: 1_000_000 })).toBe(99);
    expect(uploadPercent({ sent: 1000, total: 1000 })).toBe(100);
  });

  it('does not divide by an unknown total', () => {
    expect(uploadPercent({ sent: 0, total: 0 })).toBe(0);
  });
});
