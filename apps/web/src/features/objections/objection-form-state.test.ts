import { describe, expect, it } from 'vitest';
import { emptyObjectionForm, objectionFormFrom, objectionRequest } from './objection-form-state.ts';

const remaining = 125_000;

describe('the dispute form', () => {
  it('sends the whole claim with its ground and trimmed text, and no amount', () => {
    const form = {
      ...emptyObjectionForm,
      ground: 'alreadyPaid' as const,
      text: '  Betalt i maj.  ',
      amount: '12',
    };
    expect(objectionRequest(form, remaining)).toEqual({
      fields: { scope: 'whole', ground: 'alreadyPaid', text: 'Betalt i maj.' },
    });
  });

  it('sends a part in öre, at most what the case owes', () => {
    const form = { scope: 'part' as const, amount: '1 250,00', ground: 'wrongAmount' as const, text: 'Fel' };
    expect(objectionRequest(form, remaining)).toEqual({
      fields: { scope: 'part', disputedAmount: 125_000, ground: 'wrongAmount', text: 'Fel' },
    });
    expect(objectionRequest({ ...form, amount: '1 250,01' }, remaining)).toEqual({
      problems: { amount: 'InvalidAmount' },
    });
    expect(objectionRequest({ ...form, amount: '0' }, remaining)).toEqual({
      problems: { amount: 'InvalidAmount' },
    });
  });

  it('names every field to correct at once', () => {
    expect(objectionRequest({ scope: 'part', amount: 'abc', ground: '', text: '  ' }, remaining)).toEqual({
      problems: { amount: 'InvalidAmount', ground: 'FieldRequired', text: 'MessageRequired' },
    });
  });

  it('reads back a stored draft, leaving out what is not one of its values', () => {
    expect(objectionFormFrom({ scope: 'part', amount: '10', ground: 'faulty', text: 'x' })).toEqual({
      scope: 'part',
      amount: '10',
      ground: 'faulty',
      text: 'x',
    });
    expect(objectionFormFrom({ scope: 'all', ground: 'bogus' })).toEqual(emptyObjectionForm);
  });
});
