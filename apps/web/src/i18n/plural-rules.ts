import { isSupportedLanguage, localeOf } from '@fordra/domain/languages';
import type { i18n } from 'i18next';

type PluralResolver = { getRule(code: string, options?: object): Intl.PluralRules | undefined };

/**
 * i18next picks plural rules with `Intl.PluralRules(<language code>)`, and our code `rs` is not a
 * locale Intl knows (it would fall back to English's one/other instead of Serbo-Croatian's
 * one/few/other). This makes it ask for each language's BCP 47 tag instead (`rs` → `sr-Latn`).
 */
export function applyLocalePluralRules(instance: i18n): void {
  const resolver = instance.services.pluralResolver as PluralResolver;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(isSupportedLanguage(code) ? localeOf(code) : code, options);
}
