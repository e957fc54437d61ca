import { isLuhnValid, luhnCheckDigit } from './luhn.ts';

/** Shortest and longest OCR reference, in digits, control digits included. */
export const OCR_REFERENCE_LENGTH = { min: 2, max: 25 } as const;

/** Builds a case's OCR reference: the base digits, a length digit (total length mod 10) and a Luhn check digit. */
export function makeOcrReference(base: string): string {
  // An empty base would only ever yield the reference "26"; a case number always has a digit.
  if (!/^\d+$/.test(base)) throw new RangeError(`OCR base must be decimal digits, got "${base}"`);
  const length = base.length + 2;
  if (length > OCR_REFERENCE_LENGTH.max) {
    throw new RangeError(
      `OCR base may have at most ${OCR_REFERENCE_LENGTH.max - 2} digits, got ${base.length}`,
    );
  }
  const withLengthDigit = `${base}${length % 10}`;
  return `${withLengthDigit}${luhnCheckDigit(withLengthDigit)}`;
}

/** Tells whether `reference` is 2–25 digits whose length digit and Luhn check digit are both right. */
export function isValidOcrReference(reference: string): boolean {
  if (!/^\d+$/.test(reference)) return false;
  if (reference.length < OCR_REFERENCE_LENGTH.min || reference.length > OCR_REFERENCE_LENGTH.max) {
    return false;
  }
  if (Number(reference.at(-2)) !== reference.length % 10) return false;
  return isLuhnValid(reference);
}

/**
 * The valid OCR references written in a free text (a payer's message, a reference typed as text), in the
 * order they appear: each run of digits, and each run of digits with single spaces or hyphens between
 * them read as one number (`1234 5678 90`); lengths are counted in digits.
 */
export function ocrReferencesIn(text: string): string[] {
  const found = new Set<string>();
  for (const [written] of text.matchAll(/\d+(?:[ -]\d+)*/g)) {
    const joined = written.replace(/[ -]/g, '');
    for (const candidate of [joined, ...written.split(/[ -]/)]) {
      if (isValidOcrReference(candidate)) found.add(candidate);
    }
  }
  return [...found];
}

/** Splits a digit string into groups of 4 digits from the left, separated by spaces, for reading and copying. */
export function groupForReading(digits: string): string {
  return (
    digits
      .replace(/\s+/g, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
