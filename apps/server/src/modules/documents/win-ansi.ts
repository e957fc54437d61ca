/**
 * Text for pdfkit's built-in (standard 14) fonts, which only know WinAnsiEncoding: pdfkit writes any other
 * character as a broken glyph code, so each one is replaced by its nearest WinAnsi character first.
 */

// The printable characters of Windows-1252: ASCII, the 0x80–0x9F extras (€, –, ”, Š…) and Latin-1.
const WIN_ANSI = new Set(
  new TextDecoder('windows-1252')
    .decode(Uint8Array.from({ length: 224 }, (_, index) => index + 32))
    .split('')
    .filter((character) => !/\p{Cc}/u.test(character)),
);

// Spaces, dashes and letters without a WinAnsi form and without a decomposition to one.
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u2007': '\u00a0',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

// Direction marks that Intl puts around numbers in some locales; they have no glyph.
const INVISIBLE = /[\u200e\u200f\u061c\u2066-\u2069]/;

function toWinAnsiCharacter(character: string): string {
  if (WIN_ANSI.has(character) || character === '\n') return character;
  if (INVISIBLE.test(character)) return '';
  const substitute = SUBSTITUTES[character];
  if (substitute !== undefined) return substitute;
  // ś → s, ğ → g, ő → o: the base letter without its accent still reads as the name.
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every((part) => WIN_ANSI.has(part)) ? base : '?';
}

/** Returns `text` with every character a standard PDF font cannot show replaced by its nearest WinAnsi form. */
export function toWinAnsi(text: string): string {
  // NFC first, so that a + combining ring becomes the single character å that WinAnsi has.
  return Array.from(text.normalize('NFC'), toWinAnsiCharacter).join('');
}
