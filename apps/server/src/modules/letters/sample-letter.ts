/** A letter's input with every field filled in, for the tests of the letters. */
import { makeOcrReference, swishPaymentPayload } from '@fordra/domain';
import type { LetterInput } from './letter.ts';

export const sampleOcrReference = makeOcrReference('10045821');

export function sampleLetter(overrides: Partial<LetterInput> = {}): LetterInput {
  return {
    kind: 'collectionDemand',
    language: 'sv',
    issuedOn: '2026-03-02',
    provider: {
      name: 'Nordisk Inkasso AB',
      orgNumber: '556123-4567',
      phone: '08-123 456 00',
      street: 'Sveavägen 44',
      postalCode: '111 34',
      city: 'Stockholm',
    },
    debtor: { name: 'Åsa Öberg', street: 'Storgatan 12', postalCode: '411 38', city: 'Göteborg' },
    creditor: { name: 'Elbolaget Väst AB' },
    // An invoice is known by its invoice number alone.
    caseNumber: overrides.kind === 'invoice' ? null : '10045821',
    invoiceNumber: 'F-2026-00412',
    invoiceDate: '2026-01-15',
    description: 'Elförbrukning januari 2026',
    currency: 'SEK',
    amounts: { principal: 124_550, interest: 2_410, fees: 24_000, total: 150_960 },
    feeLines: [
      { label: 'Påminnelseavgift', amount: 6_000 },
      { label: 'Inkassoavgift', amount: 18_000 },
    ],
    dueDate: '2026-03-16',
    ocrReference: sampleOcrReference,
    bankgiro: '50501055',
    swishPayload: swishPaymentPayload({ payee: '1231234567', amount: 150_960, message: sampleOcrReference }),
    instalment: { sequence: 3, of: 12, dueDate: '2026-02-28' },
    demandDate: '2026-02-18',
    plan: { agreedOn: '2025-11-20', missed: 2 },
    ...overrides,
  };
}
