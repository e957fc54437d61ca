import { formatBankgiro, groupForReading, isValidBankgiro } from '@fordra/domain';

/**
 * A payment reference as every page shows it: an OCR number (digits only) in groups of four, as the
 * debtor's pages and letters print it, several of them (a payment's extra references) apart by commas;
 * a free-text reference as the payer wrote it.
 */
export function readableReference(reference: string): string {
  const numbers = reference.trim().split(/\s+/);
  return numbers.every((number) => /^\d+$/.test(number))
    ? numbers.map(groupForReading).join(', ')
    : reference;
}

/** A bankgiro number as `NNN-NNNN`; one that is not valid as it was given. */
export function readableBankgiro(bankgiro: string): string {
  return isValidBankgiro(bankgiro) ? formatBankgiro(bankgiro) : bankgiro;
}
