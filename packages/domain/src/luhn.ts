const DIGITS = /^\d+$/;

/** Returns the Luhn mod-10 check digit (0–9) to append to a non-empty string of decimal digits. */
export function luhnCheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError(`Luhn needs decimal digits, got "${digits}"`);
  let sum = 0;
  // Walk from the right; the digit next to the (future) check digit is doubled, then every second one.
  for (let index = digits.length - 1, double = true; index >= 0; index--, double = !double) {
    const digit = Number(digits[index]);
    const weighted = double ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** Tells whether a string of at least two decimal digits ends in its correct Luhn mod-10 check digit. */
export function isLuhnValid(digits: string): boolean {
  if (digits.length < 2 || !DIGITS.test(digits)) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}
