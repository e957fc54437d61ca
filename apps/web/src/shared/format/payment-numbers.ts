import { formatBankgiro, groupForReading, isValidBankgiro } from '@fordra/domain';

/**
 * A payment reference as every page shows it: an OCR number (digits only) in groups of four, as the
 * debtor's pages and letters print it; a free-text reference as the payer wrote it.
 */
export function readableReference(reference: string): string {
  return /^[\d\s]+$/.test(reference) ? groupForReading(reference) : reference;
}

/** A bankgiro number as `NNN-NNNN`; one that is not valid as it was given. */
export function readableBankgiro(bankgiro: string): string {
  return isValidBankgiro(bankgiro) ? formatBankgiro(bankgiro) : bankgiro;
}
