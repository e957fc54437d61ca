import { readdirSync, readFileSync } from 'node:fs';
import { rtlLanguages } from '@fordra/contract';
import { formatMoney } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import { withoutBidiControls } from '../../pdf/bidi-layout.ts';
import { fontFace, typographyFor } from '../../pdf/pdf-fonts.ts';

const folders = [new URL('./letter-text/', import.meta.url), new URL('../help/help-text/', import.meta.url)];
const catalogues = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      name: `${folder.pathname.split('/').at(-2)}/${file}`,
      language: file.slice(0, -'.json'.length),
      catalogue: JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as { locale: string },
    })),
);

/** Every string in a catalogue, without its placeholders (never printed as such). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/\{\w+\}/g, '')];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** What else a document in `locale` prints: its dates and amounts, and Swedish names and addresses. */
function printedAlongside(locale: string): string[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return [
    ...Array.from({ length: 12 }, (_, month) => dates.format(new Date(Date.UTC(2026, month, 28)))),
    formatMoney(123_456_789, 'SEK', locale),
    formatMoney(5, 'EUR', locale),
    'ÅÄÖåäöÉéÜü 0123456789-–·',
  ];
}

describe.each(catalogues)('$name', ({ language, catalogue }) => {
  const { direction, families } = typographyFor(catalogue.locale);
  const family = families[0] ?? 'dejavuSans';

  it(`has a glyph for every character in ${family}, regular and bold`, () => {
    const text = withoutBidiControls([...strings(catalogue), ...printedAlongside(catalogue.locale)].join(''));
    const characters = [...new Set(text)].filter((character) => !/\p{Cc}/u.test(character));
    for (const weight of ['regular', 'bold'] as const) {
      const face = fontFace(family, weight);
      const missing = characters.filter(
        (character) => !face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
      );
      expect(missing.map((character) => `${character} U+${character.codePointAt(0)?.toString(16)}`)).toEqual(
        [],
      );
    }
  });

  it('runs in the direction the portal shows the language in', () => {
    expect(direction).toBe((rtlLanguages as readonly string[]).includes(language) ? 'rtl' : 'ltr');
  });
});

describe('typographyFor', () => {
  it('has a font for the Latin and the Arabic script, and refuses any other', () => {
    expect(typographyFor('sr-Latn-RS').families[0]).toBe('dejavuSans');
    expect(typographyFor('ckb-u-nu-latn-ca-gregory')).toEqual({
      direction: 'rtl',
      families: ['vazirmatn', 'dejavuSans'],
    });
    expect(() => typographyFor('zh-CN')).toThrow(/Hans/);
  });
});
