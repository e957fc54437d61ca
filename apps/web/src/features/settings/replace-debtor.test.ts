import type { DebtorEntry } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { toDebtor } from '../../shared/debtor/current-debtor.ts';
import { replaceDebtor } from './replace-debtor.ts';

const debtor = (guid: string, email: string | null): DebtorEntry => ({
  DebtorGuid: guid,
  IsCompany: false,
  JuridicalType: 'Person',
  Name: 'Sofia Karlsson',
  FirstName: 'Sofia',
  LastName: 'Karlsson',
  CompanyName: null,
  MaskedIdentityNumber: '19850314-XXXX',
  Email: email,
  CellularPhone: null,
  HomePhone: null,
  WorkPhone: null,
  Language: null,
  Address: null,
  ActiveCases: 1,
  InactiveCases: 0,
});

describe('replaceDebtor', () => {
  it('replaces the shown debtor by its saved version, in the domain names', () => {
    const cached = toDebtor(debtor('a', 'old@example.se'));
    expect(replaceDebtor(cached, debtor('a', 'new@example.se'))).toEqual({
      ...cached,
      email: 'new@example.se',
    });
  });

  it('leaves the cache alone for another debtor, without an answer or without a cache', () => {
    const cached = toDebtor(debtor('a', null));
    expect(replaceDebtor(cached, debtor('b', 'b@example.se'))).toBe(cached);
    expect(replaceDebtor(cached, undefined)).toBe(cached);
    expect(replaceDebtor(undefined, debtor('a', null))).toBeUndefined();
  });
});
