import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMBER_PREFIX_MIN_DIGITS, searchedNumber, searchKey, searchKeyOf } from './search-key.ts';

/** Letters of names as Swedish registers hold them, with and without accents, in both cases. */
const nameLetters = [
  ...'abcdefghijklmnopqrstuvwxyzåäöéèëüïáàâçñøæœßłđ ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖÉÈËÜÏÁÀÂÇÑØÆŒŁĐ-',
];
const names = fc.array(fc.constantFrom(...nameLetters), { maxLength: 24 }).map((letters) => letters.join(''));

describe('searchKey', () => {
  it('finds the same people whatever the case and accents typed', () => {
    for (const typed of ['Ekstrom', 'ekström', 'EKSTRÖM', 'EKSTROM', 'Ekström'])
      expect(searchKey(typed)).toBe('ekstrom');
    expect(searchKey('Åsa Öberg-Ängström')).toBe('asa oberg-angstrom');
    expect(searchKey('Renée Müller')).toBe('renee muller');
    expect(searchKey('Café Linnea AB')).toBe('cafe linnea ab');
    expect(searchKey('Søren Ærø Strauß')).toBe('soren aero strauss');
    expect(searchKey('Łukasz Đokić')).toBe('lukasz dokic');
  });

  it('makes one space of white space and trims it', () => {
    expect(searchKey('  Anna \t Karin\u00a0Berg ')).toBe('anna karin berg');
  });

  it('is the same for a text in upper or lower case, and a key is its own key', () => {
    fc.assert(
      fc.property(names, (name) => {
        const key = searchKey(name);
        expect(searchKey(name.toUpperCase())).toBe(key);
        expect(searchKey(name.toLowerCase())).toBe(key);
        expect(searchKey(key)).toBe(key);
      }),
    );
  });

  it('keeps a prefix of a name a prefix of its key, so a name is found by its beginning', () => {
    fc.assert(
      fc.property(names, fc.nat(), (name, cut) => {
        const typed = name.slice(0, cut % (name.length + 1)).trimEnd();
        expect(searchKey(name).startsWith(searchKey(typed))).toBe(true);
      }),
    );
  });

  it('leaves a missing name missing', () => {
    expect(searchKeyOf(null)).toBeNull();
    expect(searchKeyOf(undefined)).toBeNull();
    expect(searchKeyOf('Öberg')).toBe('oberg');
  });
});

describe('searchedNumber', () => {
  it('reads a number with spaces or hyphens, by its beginning from four digits', () => {
    expect(searchedNumber('1002 345')).toEqual({ digits: '1002345', byPrefix: true });
    expect(searchedNumber('12-3')).toEqual({ digits: '123', byPrefix: false });
    expect(searchedNumber('1'.repeat(NUMBER_PREFIX_MIN_DIGITS))?.byPrefix).toBe(true);
    expect(searchedNumber('Ekström')).toBeNull();
    expect(searchedNumber('12a4')).toBeNull();
  });
});
