import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prefixRange } from '../../db/prefix-range.ts';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('prefixRange', () => {
  it('ends where the next last character begins', () => {
    expect(prefixRange('danielsson')).toEqual({ start: 'danielsson', end: 'danielssoo' });
    expect(prefixRange('åsa')).toEqual({ start: 'åsa', end: 'åsb' });
    expect(prefixRange('x\u{d7ff}')).toEqual({ start: 'x\u{d7ff}', end: 'x\u{e000}' });
    expect(prefixRange('a\u{10ffff}')).toEqual({ start: 'a\u{10ffff}', end: 'b' });
  });

  it('holds exactly the texts that begin with the prefix, in the byte order of the indexes', () => {
    const text = fc.string({ unit: 'binary', maxLength: 6 });
    // A search text is never empty, and never only the highest character.
    const prefix = text.filter((value) => /[^\u{10ffff}]/u.test(value));
    fc.assert(
      fc.property(prefix, text, (prefix, rest) => {
        for (const candidate of [prefix + rest, rest, rest + prefix]) {
          const { start, end } = prefixRange(prefix);
          const inside =
            Buffer.compare(utf8(candidate), utf8(start)) >= 0 &&
            Buffer.compare(utf8(candidate), utf8(end)) < 0;
          expect(inside).toBe(candidate.startsWith(prefix));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
