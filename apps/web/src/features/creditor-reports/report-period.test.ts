import { describe, expect, it } from 'vitest';
import { isWholeMonth } from './report-period.ts';

describe('a report’s period', () => {
  it('is a whole month from its first to its last day, February and leap years included', () => {
    expect(isWholeMonth('2026-10-01', '2026-10-31')).toBe(true);
    expect(isWholeMonth('2026-02-01', '2026-02-28')).toBe(true);
    expect(isWholeMonth('2028-02-01', '2028-02-29')).toBe(true);
  });

  it('is not a whole month when it starts late, ends early or spans two months', () => {
    expect(isWholeMonth('2026-10-02', '2026-10-31')).toBe(false);
    expect(isWholeMonth('2026-10-01', '2026-10-30')).toBe(false);
    expect(isWholeMonth('2028-02-01', '2028-02-28')).toBe(false);
    expect(isWholeMonth('2026-10-01', '2026-11-30')).toBe(false);
  });
});
