/** The per-language text catalogues of the letters and of the provider's automatic messages: `letter-text/<language>.json`, one file per language. */
import { CASE_LETTER_KINDS } from '@fordra/domain';
import { textCatalogues } from '../../pdf/text-catalogue.ts';

/**
 * The letters of a collection case (domain `CASE_LETTER_KINDS`), and the invoice the provider sends for a
 * client (the invoice ledger), whose reminder is the case's `reminder` known by its invoice number.
 */
export const LETTER_KINDS = [...CASE_LETTER_KINDS, 'invoice'] as const;

export type LetterKind = (typeof LETTER_KINDS)[number];

/** A headed part of the letter after the payment details. */
export type LetterSection = { heading: string; paragraphs: string[] };

/** What differs between the kinds of letter. */
export type KindText = {
  title: string;
  intro: string[];
  principal: string;
  interest: string;
  sections: LetterSection[];
};

/** One language's catalogue; every string may hold `{placeholder}`s filled in by `fill`. */
export type LetterText = {
  /** BCP 47 locale for Intl number and date formatting, e.g. `sv-SE`. */
  locale: string;
  documentTitle: string;
  letterhead: { orgNumber: string; phone: string };
  meta: { date: string; caseNumber: string; instalment: string; instalmentOf: string };
  summary: { label: string; dueDate: string };
  kinds: Record<LetterKind, KindText>;
  /** An invoice is known by its invoice number where a case letter names its case. */
  invoice: { documentTitle: string; invoiceNumber: string; contact: string };
  table: { heading: string; item: string; amount: string; fees: string; total: string };
  /** The name of each fee type (domain `FEE_TYPES`) in a fee line. */
  feeTypes: Record<string, string>;
  payment: {
    heading: string;
    bankgiro: string;
    ocrReference: string;
    amount: string;
    dueDate: string;
    note: string;
  };
  swish: { heading: string; payee: string; caption: string; alt: string };
  contact: LetterSection;
  footer: { contact: string; hours: string; page: string };
  /** Messages the provider sends into the debtor's conversations. */
  messages: { planRejected: { subject: string; body: string } };
};

/** The catalogue for a BCP 47 `language`, falling back to its base language and then Swedish. */
export const loadLetterText = textCatalogues<LetterText>(new URL('./letter-text/', import.meta.url));
