import { defaultLanguage, isSupportedLanguage, localeOf } from '@fordra/domain/languages';
import { useTranslation } from 'react-i18next';
import { useFormattingLocale } from '../../i18n/use-language.ts';

/**
 * The name of the language a debtor reads their letters and pages in, in the handler's language
 * ("svenska", "Arabic"); a debtor who chose none reads Swedish, and is shown so.
 */
export function useDebtorLanguageName(): (language: string | null) => string {
  const { t } = useTranslation('staff');
  const locale = useFormattingLocale();
  const names = new Intl.DisplayNames([locale], { type: 'language' });
  const name = (code: string) => {
    try {
      return names.of(isSupportedLanguage(code) ? localeOf(code) : code) ?? code;
    } catch {
      return code;
    }
  };
  return (language) =>
    language ? name(language) : t('debtorLanguage.default', { language: name(defaultLanguage) });
}
