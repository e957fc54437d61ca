import { errorCodes } from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import { clientErrorCodes } from '../shared/api/api-error.ts';
import { catalogueKeys } from './catalogue-texts.ts';

const swedish = import.meta.glob<Record<string, unknown>>('./locales/sv/*.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../i18n/*.d.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the code can ask for: every string literal exactly, and every key-like template literal as a
 * pattern in which each `${…}` stands for any text.
 */
function keyMatchers(): { literals: Set<string>; patterns: RegExp[] } {
  const literals = new Set<string>();
  const patterns: RegExp[] = [];
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      const text = match[1] ?? match[2];
      if (text) literals.add(text.replace(/^[\w-]+:/, ''));
    }
    // Templates that read like a key: key characters and placeholders only (`topics.${id}.question`).
    for (const [, text = ''] of source.matchAll(/`([\w:.-]*\$\{[^}`]+\}[\w.${}-]*)`/g)) {
      const parts = text.replace(/^[\w-]+:/, '').split(/\$\{[^}]*\}/);
      // A template of placeholders alone (`${a}${b}`) could be anything: it names no key.
      if (parts.join('') === '') continue;
      patterns.push(new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`));
    }
  }
  return { literals, patterns };
}

describe('translation catalogues', () => {
  it('hold no key that the code never asks for', () => {
    const { literals, patterns } = keyMatchers();
    const codes = new Set<string>([...errorCodes, ...clientErrorCodes]);
    const unused: string[] = [];
    for (const [path, catalogue] of Object.entries(swedish)) {
      const namespace = path.slice('./locales/sv/'.length, -'.json'.length);
      for (const key of catalogueKeys(catalogue, { listsAsOne: true })) {
        // The errors namespace is keyed by the error codes of the contract and the client.
        const used =
          namespace === 'errors'
            ? codes.has(key)
            : literals.has(key) || patterns.some((pattern) => pattern.test(key));
        if (!used) unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
