import {
  defaultLanguage,
  directionOf,
  isSupportedLanguage,
  type Language,
  supportedLanguages,
} from '@fordra/domain/languages';

/**
 * The portal's languages as the API names them: the domain's list (docs/spec-coverage.md#product); sv
 * is the default, three are written right to left.
 */
export const languages = supportedLanguages;
export { defaultLanguage, type Language };
export const rtlLanguages: readonly Language[] = languages.filter(
  (language) => directionOf(language) === 'rtl',
);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && isSupportedLanguage(value);
