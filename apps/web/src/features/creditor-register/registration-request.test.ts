import { parseKronor } from '@fordra/domain';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftFieldOf,
  emptyDraft,
  type RegistrationDraft,
  splitRegisteredName,
} from './registration-request.ts';

const TODAY = '2026-11-25';
const CREDITOR = '11111111-1111-4111-8111-111111111111';

function draft(change: (draft: RegistrationDraft) => void = () => {}): RegistrationDraft {
  const value = emptyDraft(CREDITOR);
  value.clientReference = 'R-1';
  value.debtor.identityNumber = '19790311-2857';
  value.debtor.firstName = 'Maja';
  value.debtor.lastName = 'Holm';
  value.debtor.companyName = 'left from a change of kind';
  value.debtor.address = { careOf: '', street: 'Kungsgatan 4', postalCode: '111 43', city: 'Stockholm' };
  value.claim = {
    principal: '1 234,50',
    currency: 'SEK',
    invoiceNumber: 'F-1',
    invoiceDate: '2026-09-01',
    dueDate: '2026-09-30',
    description: 'Bredband',
    reminderFee: '60',
    reminderFeeDate: '2026-10-15',
  };
  change(value);
  return value;
}

describe('checkDraft', () => {
  it('makes the request: öre, the fee as a list, empty optional text left out, only the kind’s names', () => {
    const checked = checkDraft(draft(), TODAY, parseKronor);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    expect(checked.request).toEqual({
      clientReference: 'R-1',
      creditorGuid: CREDITOR,
      debtor: {
        kind: 'person',
        identityNumber: '19790311-2857',
        firstName: 'Maja',
        lastName: 'Holm',
        address: { street: 'Kungsgatan 4', postalCode: '111 43', city: 'Stockholm', country: 'SE' },
      },
      claim: {
        principal: 123_450,
        currency: 'SEK',
        invoiceNumber: 'F-1',
        invoiceDate: '2026-09-01',
        dueDate: '2026-09-30',
        description: 'Bredband',
        fees: [{ type: 'reminder', amount: 6000, date: '2026-10-15' }],
      },
    });
  });

  it('names every wrong field once, with the code the server would answer, fee fields as the form’s', () => {
    const checked = checkDraft(
      draft((value) => {
        value.clientReference = ' ';
        value.debtor.identityNumber = '5566143201';
        value.claim.principal = '';
        value.claim.reminderFee = 'sextio';
        value.claim.reminderFeeDate = '2026-13-01';
        value.claim.currency = 'GBP';
      }),
      TODAY,
      parseKronor,
    );
    expect(checked).toEqual({
      ok: false,
      issues: [
        { field: 'claim.principal', code: 'FieldRequired' },
        { field: 'claim.reminderFee', code: 'InvalidAmount' },
        { field: 'clientReference', code: 'FieldRequired' },
        { field: 'claim.currency', code: 'InvalidCurrency' },
        { field: 'claim.reminderFeeDate', code: 'InvalidDate' },
        { field: 'debtor.identityNumber', code: 'InvalidIdentityNumber' },
      ],
    });
  });

  it('says that an empty form’s fields are missing, not that they are badly written', () => {
    const checked = checkDraft(emptyDraft(CREDITOR), TODAY, parseKronor);
    const missing = checked.ok ? [] : checked.issues.filter((issue) => issue.code === 'FieldRequired');
    expect(missing.map((issue) => issue.field).sort()).toEqual([
      'claim.description',
      'claim.dueDate',
      'claim.invoiceDate',
      'claim.invoiceNumber',
      'claim.principal',
      'clientReference',
      'debtor.address.city',
      'debtor.address.postalCode',
      'debtor.address.street',
      'debtor.firstName',
      'debtor.identityNumber',
      'debtor.lastName',
    ]);
    expect(checked.ok ? [] : checked.issues.filter((issue) => issue.code !== 'FieldRequired')).toEqual([]);
  });

  it('checks a company’s organisation number and sends its name only', () => {
    const checked = checkDraft(
      draft((value) => {
        value.debtor.kind = 'company';
        value.debtor.identityNumber = '556614-3201';
      }),
      TODAY,
      parseKronor,
    );
    expect(checked.ok && checked.request.debtor).toMatchObject({
      kind: 'company',
      companyName: 'left from a change of kind',
      firstName: undefined,
      lastName: undefined,
    });
  });
});

describe('draftFieldOf', () => {
  it('names the form’s reminder fee fields for the server’s fee list', () => {
    expect(draftFieldOf('claim.fees.0.amount')).toBe('claim.reminderFee');
    expect(draftFieldOf('claim.fees.0.type')).toBe('claim.reminderFee');
    expect(draftFieldOf('claim.fees.0.date')).toBe('claim.reminderFeeDate');
    expect(draftFieldOf('debtor.address.city')).toBe('debtor.address.city');
    expect(draftFieldOf(undefined)).toBeUndefined();
  });
});

describe('splitRegisteredName', () => {
  it('takes the last word as the last name', () => {
    expect(splitRegisteredName('Anna Maria  Svensson')).toEqual({
      firstName: 'Anna Maria',
      lastName: 'Svensson',
    });
    expect(splitRegisteredName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
