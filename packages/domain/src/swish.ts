import { assertMinor, type Currency, kronorString } from './money.ts';

/** Why a Swish payload could not be built, for the UI to translate. */
export type SwishPayloadErrorCode = 'Payee' | 'Amount' | 'Message';

/** Thrown when the data for a Swish QR payload breaks the Swish rules. */
export class SwishPayloadError extends Error {
  readonly code: SwishPayloadErrorCode;

  constructor(code: SwishPayloadErrorCode, message: string) {
    super(message);
    this.name = 'SwishPayloadError';
    this.code = code;
  }
}

/** Which fields the payer may change in the Swish app; a field left out is locked. */
export type SwishEditableFields = {
  readonly payee?: boolean;
  readonly amount?: boolean;
  readonly message?: boolean;
};

/** The portal's choice: payee and message (the OCR reference) locked, the amount editable so a debtor may pay part. */
export const PORTAL_SWISH_EDITABLE: SwishEditableFields = Object.freeze({ amount: true });

/** Longest message Swish accepts, in characters. */
export const SWISH_MESSAGE_MAX_LENGTH = 50;

// a–z and å, ä, ö in either case, digits, :;.,?!()-" and the space.
const SWISH_MESSAGE = /^[a-zA-ZåäöÅÄÖ0-9:;.,?!()\-" ]*$/;

/** Returns the lock mask: bit 0 payee, bit 1 amount, bit 2 message, a set bit meaning editable. */
export function swishEditMask(editable: SwishEditableFields): number {
  return (editable.payee ? 1 : 0) | (editable.amount ? 2 : 0) | (editable.message ? 4 : 0);
}

/**
 * Builds the Swish QR payload `C<payee>;<amount>;<message>;<mask>` for `amount` in öre (written as kronor,
 * `1234,50`), throwing a SwishPayloadError for a non-digit payee, a non-positive amount or a refused message.
 */
export function swishPaymentPayload(input: {
  payee: string;
  amount: number;
  message: string;
  editable?: SwishEditableFields;
}): string {
  const { payee, amount, message, editable = PORTAL_SWISH_EDITABLE } = input;
  if (!/^\d+$/.test(payee)) throw new SwishPayloadError('Payee', 'Swish payee must be digits only');
  assertMinor(amount);
  if (amount <= 0) throw new SwishPayloadError('Amount', 'Swish amount must be positive');
  if (message.length > SWISH_MESSAGE_MAX_LENGTH) {
    throw new SwishPayloadError(
      'Message',
      `Swish message must be at most ${SWISH_MESSAGE_MAX_LENGTH} characters`,
    );
  }
  if (!SWISH_MESSAGE.test(message)) {
    throw new SwishPayloadError('Message', 'Swish message has a character Swish does not accept');
  }
  return `C${payee};${kronorString(amount)};${message};${swishEditMask(editable)}`;
}

/**
 * The Swish QR payload for paying `amount` (öre) of a case or invoice in `currency` to the creditor's
 * Swish number `payee`, the OCR reference as its message; null where Swish cannot be offered: the
 * creditor has no Swish number, the claim is not in SEK (Swish pays in kronor), or nothing is left to pay.
 */
export function offeredSwishPayload(input: {
  payee: string | null;
  currency: Currency;
  amount: number;
  message: string;
}): string | null {
  const { payee, currency, amount, message } = input;
  if (!payee || currency !== 'SEK' || amount <= 0) return null;
  return swishPaymentPayload({ payee, amount, message });
}

/** Writes a 10-digit Swish number the way Swish shows it (`123 456 78 90`); other lengths are returned as given. */
export function formatSwishNumber(payee: string): string {
  return payee.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1 $2 $3 $4');
}

/**
 * The link that opens the Swish app with a payment filled in: payee and message (the OCR reference) locked,
 * the amount (in öre, sent as kronor) editable so a debtor may pay part, as in the portal's QR code.
 */
export function swishAppLink(input: { payee: string; amount: number; message: string }): string {
  // Validates payee, amount and message by the same rules as the QR payload.
  swishPaymentPayload(input);
  const data = {
    version: 1,
    payee: { value: input.payee, editable: false },
    // From the exact decimal string, so no binary division happens on the amount.
    amount: { value: Number(kronorString(input.amount).replace(',', '.')), editable: true },
    message: { value: input.message, editable: false },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}
