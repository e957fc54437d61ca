/** The text of the help center's PDF documents: `help-text/<language>.json`, one file per language. */
import { textCatalogues } from '../../pdf/text-catalogue.ts';

export const HELP_DOCUMENT_SLUGS = ['fee-schedule', 'how-to-pay'] as const;
export type HelpDocumentSlug = (typeof HELP_DOCUMENT_SLUGS)[number];

type Section = { heading: string; paragraphs: string[] };
export type HelpDocumentText = { title: string; intro: string; sections: Section[] };

/**
 * One language's catalogue. The fee schedule names each fee (domain `SEK_FEES`)
 * as a `{placeholder}`, filled in with the amount formatted for `locale`.
 */
export type HelpText = { locale: string } & Record<HelpDocumentSlug, HelpDocumentText>;

/** The catalogue for a BCP 47 `language`, falling back to its base language and then Swedish. */
export const loadHelpText = textCatalogues<HelpText>(new URL('./help-text/', import.meta.url));
