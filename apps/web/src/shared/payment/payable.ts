import type { PaymentInfo } from '@fordra/contract';

/**
 * Something the debtor pays with its own OCR reference: a case (`paymentinfo`) or an invoice of the
 * invoice ledger (`invoices`). The payment card, Swish and bank transfer show any of them.
 */
export type Payable = Pick<
  PaymentInfo['cases'][number],
  'creditorName' | 'currency' | 'amountToPay' | 'ocrReference' | 'bankgiro' | 'swishPayee' | 'swishPayload'
>;
