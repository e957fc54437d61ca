import { describe, expect, it } from 'vitest';
import { debtorDisplayName } from './debtor-name.ts';

describe('debtorDisplayName', () => {
  it('names a person by first and last name', () => {
    expect(debtorDisplayName({ firstName: 'Åsa', lastName: 'Öberg', companyName: null })).toBe('Åsa Öberg');
  });

  it('names a company by its name', () => {
    expect(debtorDisplayName({ companyName: 'Bergström Bygg AB', firstName: null, lastName: null })).toBe(
      'Bergström Bygg AB',
    );
  });

  it('uses the one name a person has when the other is missing', () => {
    expect(debtorDisplayName({ firstName: 'Emma', lastName: null })).toBe('Emma');
    expect(debtorDisplayName({ firstName: undefined, lastName: 'Lind' })).toBe('Lind');
    expect(debtorDisplayName({})).toBe('');
  });
});
