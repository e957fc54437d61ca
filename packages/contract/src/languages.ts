/**
 * The portal's languages (docs/spec-coverage.md#product); sv is the default, three are written right to
 * left.
 */
export const languages = ['sv', 'en', 'es', 'pl', 'da', 'no', 'fi', 'rs', 'ar', 'fa', 'ckb', 'so'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'sv';
export const rtlLanguages: readonly Language[] = ['ar', 'fa', 'ckb'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
