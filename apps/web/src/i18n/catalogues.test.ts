import { errorCodes } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../shared/api/api-error.ts';

const catalogues = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every key path of a catalogue, plural forms folded (`x_one`, `x_other` → `x`). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function catalogue(language: string, namespace: string): unknown {
  return catalogues[`./locales/${language}/${namespace}.json`];
}

const files = Object.keys(catalogues).map((path) => path.split('/').slice(2).join('/'));
const languages = [...new Set(Object.keys(catalogues).map((path) => path.split('/')[2] ?? ''))];

describe('translation catalogues', () => {
  it.each(languages)('%s has the same namespaces and keys as sv', (language) => {
    for (const file of files.filter((name) => name.startsWith('sv/'))) {
      const namespace = file.slice(3, -'.json'.length);
      const reference = new Set(keyPaths(catalogue('sv', namespace)));
      const keys = new Set(keyPaths(catalogue(language, namespace)));
      expect([...keys].sort(), `${language}/${namespace}`).toEqual([...reference].sort());
    }
  });

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
