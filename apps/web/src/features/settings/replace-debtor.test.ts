import type { DebtorDetailsResponse, DebtorEntry } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
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

const details = (...debtors: DebtorEntry[]): DebtorDetailsResponse => ({
  GetDebtorDetailsResult: { Debtors: { Debtor: debtors } },
});

describe('replaceDebtor', () => {
  it('replaces only the saved debtor', () => {
    const cached = details(debtor('a', 'old@example.se'), debtor('b', 'b@example.se'));
    expect(replaceDebtor(cached, debtor('a', 'new@example.se'))).toEqual(
      details(debtor('a', 'new@example.se'), debtor('b', 'b@example.se')),
    );
  });

  it('leaves the cache alone without an answer or a cache', () => {
    const cached = details(debtor('a', null));
    expect(replaceDebtor(cached, undefined)).toBe(cached);
    expect(replaceDebtor(undefined, debtor('a', null))).toBeUndefined();
  });
});
