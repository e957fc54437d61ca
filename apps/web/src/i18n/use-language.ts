import {
  defaultLanguage,
  formattingLocaleOf,
  isSupportedLanguage,
  type Language,
} from '@fordra/domain/languages';
import { useTranslation } from 'react-i18next';

/** The language the user chose; re-renders the caller when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** The locale for numbers and dates in the language the user chose. */
export function useFormattingLocale(): string {
  return formattingLocaleOf(useLanguage());
}
