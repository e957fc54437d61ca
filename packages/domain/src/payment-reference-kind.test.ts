import { describe, expect, it } from 'vitest';
import { makeOcrReference } from './ocr-reference.ts';
import { paymentReferenceKind } from './payment-reference-kind.ts';

describe('paymentReferenceKind', () => {
  const ocr = makeOcrReference('10045821');
  it('calls a reference an OCR number only when a bank payment carried a valid one', () => {
    expect(paymentReferenceKind({ channel: 'bankgiro', registeredByHand: false, reference: ocr })).toBe(
      'ocr',
    );
    expect(
      paymentReferenceKind({ channel: 'bankgiro', registeredByHand: false, reference: 'Faktura 12' }),
    ).toBe('message');
  });

  it('names a payment registered by hand by who registered it, whatever its reference', () => {
    expect(paymentReferenceKind({ channel: 'other', registeredByHand: true, reference: ocr })).toBe(
      'provider',
    );
    expect(paymentReferenceKind({ channel: 'bankgiro', registeredByHand: true, reference: '' })).toBe(
      'provider',
    );
    expect(paymentReferenceKind({ channel: 'direct', registeredByHand: true, reference: 'X-1' })).toBe(
      'creditor',
    );
  });
});
