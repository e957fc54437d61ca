/**
 * How a name is compared when someone searches for it: without regard to case or accents, so that
 * "Ekstrom", "ekström" and "EKSTRÖM" find the same people (docs/domain.md#searching-by-name-and-number). The
 * server stores every debtor's names in this form beside the names themselves and searches those
 * columns by the beginning of the searched text in the same form.
 */

/** Letters with no accent to take off that a searcher types as plain letters. */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'gu');

/**
 * The search form of a text: its letters decomposed (NFKD) with their accents and other combining
 * marks left out (å ä ö é ü become a a o e u), in lower case, with ø æ œ ß ł đ ð þ ı spelt in plain
 * letters, and every run of white space one space, trimmed. A name and anything typed to find it
 * are compared in this form.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The search form of a name that may be missing: none stays none. */
export function searchKeyOf(text: string | null | undefined): string | null {
  return text === null || text === undefined ? null : searchKey(text);
}

/**
 * The fewest digits a search finds case numbers and OCR references by the beginning of; fewer find
 * only the number that is exactly those digits (a digit or two would begin nearly every number).
 */
export const NUMBER_PREFIX_MIN_DIGITS = 4;

/**
 * The digits of a searched text that is a number (spaces and hyphens between its digits allowed),
 * and whether numbers are found by their beginning with them; none when the text is not a number.
 */
export function searchedNumber(text: string): { digits: string; byPrefix: boolean } | null {
  const compact = text.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  return { digits: compact, byPrefix: compact.length >= NUMBER_PREFIX_MIN_DIGITS };
}
