import { describe, expect, it } from 'vitest';
import { parseKronor } from './kronor-input.ts';

describe('parseKronor', () => {
  it('reads kronor as Swedish and English writers type them, in öre', () => {
    expect(parseKronor('1 234,50')).toBe(123_450);
    expect(parseKronor('1\u00a0234,5')).toBe(123_450);
    expect(parseKronor('1\u202f234.05')).toBe(123_405);
    expect(parseKronor('1234')).toBe(123_400);
    expect(parseKronor(' 0,99 ')).toBe(99);
  });

  it('refuses what is not an amount rather than guessing', () => {
    for (const text of ['', 'abc', '-100', '12,345', '1.234,50', '1,234.50', '12kr', '1e5'])
      expect(parseKronor(text), text).toBeNull();
  });
});
