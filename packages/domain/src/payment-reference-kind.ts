// What a registered payment's reference is, so that a screen never calls a text or nothing an OCR number.
import { isValidOcrReference } from './ocr-reference.ts';

/**
 * `ocr`: paid with an OCR reference; `message`: a text the payer wrote; `provider`: registered by hand
 * by the provider's staff; `creditor`: paid to the client directly, who reported it.
 */
export type PaymentReferenceKind = 'ocr' | 'message' | 'provider' | 'creditor';

/**
 * The kind of a payment's `reference`: from its `channel` (`direct`: reported by the client) and
 * whether someone registered it by hand (`registeredByHand`); else from the reference itself.
 */
export function paymentReferenceKind(payment: {
  channel: 'bankgiro' | 'swish' | 'direct' | 'other';
  registeredByHand: boolean;
  reference: string;
}): PaymentReferenceKind {
  if (payment.channel === 'direct') return 'creditor';
  if (payment.registeredByHand || payment.channel === 'other') return 'provider';
  return isValidOcrReference(payment.reference) ? 'ocr' : 'message';
}
