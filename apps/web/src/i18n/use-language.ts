import { useTranslation } from 'react-i18next';
import { catalogueLanguageFor } from './catalogues.ts';
import { defaultLanguage, isSupportedLanguage, type Language, localeOf } from './languages.ts';

/**
 * The language the user chose (it sets the direction), even while its text is still shown in the
 * default language; re-renders the caller when it changes.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** The locale for numbers and dates: that of the catalogue shown, so figures match the text around them. */
export function useFormattingLocale(): string {
  return localeOf(catalogueLanguageFor(useLanguage()));
}
