/** The per-language text catalogues of the letters: `letter-text/<language>.json`, one file per language. */
import { readFile } from 'node:fs/promises';

export const LETTER_KINDS = ['reminder', 'collectionDemand', 'instalmentNotice'] as const;

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
};

export const FALLBACK_LANGUAGE = 'sv';

const catalogueDirectory = new URL('./letter-text/', import.meta.url);
const cache = new Map<string, Promise<LetterText | undefined>>();

async function readCatalogue(language: string): Promise<LetterText | undefined> {
  try {
    return JSON.parse(await readFile(new URL(`${language}.json`, catalogueDirectory), 'utf8')) as LetterText;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function cachedCatalogue(language: string): Promise<LetterText | undefined> {
  let catalogue = cache.get(language);
  if (catalogue === undefined) {
    catalogue = readCatalogue(language);
    cache.set(language, catalogue);
  }
  return catalogue;
}

/**
 * Loads the catalogue for a BCP 47 `language` (`sv`, `en`, `fa-IR`…): the exact file, then its base language,
 * then Swedish. Only well-formed tags reach the file system.
 */
export async function loadLetterText(language: string): Promise<LetterText> {
  const candidates: string[] = [];
  if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) {
    candidates.push(language);
    const base = language.split('-')[0];
    if (base !== undefined && base !== language) candidates.push(base);
  }
  candidates.push(FALLBACK_LANGUAGE);
  for (const candidate of candidates) {
    const catalogue = await cachedCatalogue(candidate);
    if (catalogue !== undefined) return catalogue;
  }
  throw new Error(`The fallback letter catalogue ${FALLBACK_LANGUAGE}.json is missing`);
}

/** Replaces each `{name}` in `template` with `values[name]`; an unknown name is a catalogue error and throws. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Letter text uses an unknown placeholder {${name}}`);
    return String(value);
  });
}
