import { isLuhnValid } from './luhn.ts';

/** Removes the hyphens and whitespace people write inside a bankgiro number. */
export function normalizeBankgiro(input: string): string {
  return input.replace(/[-\s]/g, '');
}

/** Tells whether `input` (after normalising) is a bankgiro number: 7 or 8 digits ending in a Luhn check digit. */
export function isValidBankgiro(input: string): boolean {
  const digits = normalizeBankgiro(input);
  return /^\d{7,8}$/.test(digits) && isLuhnValid(digits);
}

/** Writes a valid bankgiro number as `NNN-NNNN` or `NNNN-NNNN` (the last four digits after the hyphen). */
export function formatBankgiro(input: string): string {
  if (!isValidBankgiro(input)) throw new RangeError(`Not a valid bankgiro number: "${input}"`);
  const digits = normalizeBankgiro(input);
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}
