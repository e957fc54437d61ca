/**
 * The demo provider's accounts, which a start without configuration uses: the bankgiro debtors pay every
 * case to (501-2349, digits only; `PROVIDER_BANKGIROS` names the real ones) and the Swish number its demo
 * creditors take payments on (123 389 22 13).
 */
export const DEMO_PROVIDER_ACCOUNTS = Object.freeze({ bankgiro: '5012349', swishPayee: '1233892213' });
