import { errorCodes } from '@fordra/contract';
import { isWorkNamespace, localeOf, supportedLanguages, workLanguages } from '@fordra/domain/languages';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../shared/api/api-error.ts';
import { catalogueKeys, catalogueTexts, withoutPluralForm } from './catalogue-texts.ts';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** The placeholders and tags of a text, which a translation must keep: `{{count}}`, `<phoneLink>`. */
function markup(text: string): string[] {
  // `count` may be left out where the language's form says the number in words (Arabic one, two).
  return [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<\/?(\w+)>/g)]
    .map((match) => match[0].replace(/\s+/g, ''))
    .filter((token) => token !== '{{count}}')
    .sort();
}

function catalogue(language: string, namespace: string): unknown {
  return catalogues[`./locales/${language}/${namespace}.json`];
}

const files = Object.keys(catalogues).map((path) => path.split('/').slice(2).join('/'));

/** The namespaces a language must have: all of Swedish's, but the work namespaces only in sv and en. */
function namespacesOf(language: string): string[] {
  const all = files.filter((name) => name.startsWith('sv/')).map((file) => file.slice(3, -'.json'.length));
  const works = (workLanguages as readonly string[]).includes(language);
  return all.filter((namespace) => works || !isWorkNamespace(namespace));
}
const folders = [...new Set(Object.keys(catalogues).map((path) => path.split('/')[2] ?? ''))];

describe('translation catalogues', () => {
  it('exist for every language and no other', () => {
    expect(folders.sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(supportedLanguages)('%s has the same namespaces and keys as sv', (language) => {
    const present = files
      .filter((name) => name.startsWith(`${language}/`))
      .map((file) => file.slice(language.length + 1, -'.json'.length));
    expect(present.sort(), language).toEqual(namespacesOf(language).sort());
    for (const namespace of namespacesOf(language)) {
      const reference = new Set(catalogueKeys(catalogue('sv', namespace)));
      const keys = new Set(catalogueKeys(catalogue(language, namespace)));
      expect([...keys].sort(), `${language}/${namespace}`).toEqual([...reference].sort());
    }
  });

  it.each(supportedLanguages)(
    '%s has every plural form of its language and keeps placeholders and tags',
    (language) => {
      const categories = new Intl.PluralRules(localeOf(language)).resolvedOptions().pluralCategories;
      for (const namespace of namespacesOf(language)) {
        const reference = catalogueTexts(catalogue('sv', namespace));
        const translated = catalogueTexts(catalogue(language, namespace));
        for (const [key, text] of translated) {
          const base = withoutPluralForm(key);
          const source = reference.get(key) ?? reference.get(`${base}_other`) ?? '';
          expect(markup(text), `${language}/${namespace}:${key}`).toEqual(markup(source));
        }
        const plurals = [...reference.keys()]
          .filter((key) => key.endsWith('_other'))
          .map((key) => key.slice(0, -6));
        for (const base of plurals) {
          for (const category of categories) {
            expect(
              translated.has(`${base}_${category}`),
              `${language}/${namespace}:${base}_${category}`,
            ).toBe(true);
          }
        }
      }
    },
  );

  it('translates every error code the server or the web can produce', () => {
    const translated = Object.keys(catalogue('sv', 'errors') as object);
    for (const code of [...errorCodes, ...clientErrorCodes]) expect(translated).toContain(code);
  });

  it('has no empty strings', () => {
    for (const [path, content] of Object.entries(catalogues)) {
      const texts = JSON.stringify(content).match(/":""/g);
      expect(texts, path).toBeNull();
    }
  });
});
