import { readdirSync, readFileSync } from 'node:fs';
import { languages } from '@fordra/contract';
import { describe, expect, it } from 'vitest';

const folders = {
  letters: new URL('./letter-text/', import.meta.url),
  help: new URL('../help/help-text/', import.meta.url),
  notifications: new URL('../delivery/notifications/notification-text/', import.meta.url),
};

function read(folder: URL, language: string): unknown {
  return JSON.parse(readFileSync(new URL(`${language}.json`, folder), 'utf8'));
}

/** Every text of a catalogue by its key path (list items by index). */
function texts(value: unknown, prefix = '', found = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') found.set(prefix, value);
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) texts(child, prefix ? `${prefix}.${key}` : key, found);
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(folders))('the %s catalogues', (_, folder) => {
  it('exist for every portal language and no other', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.slice(0, -'.json'.length)).sort()).toEqual([...languages].sort());
  });

  it.each(languages)('%s has the texts of sv, none empty, with the same placeholders', (language) => {
    const reference = texts(read(folder, 'sv'));
    const translated = texts(read(folder, language));
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of translated) {
      expect(text.trim(), `${language}:${key}`).not.toBe('');
      if (key === 'locale') continue;
      expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it.each(languages)('%s names a locale that Intl knows, with Latin digits', (language) => {
    const { locale } = read(folder, language) as { locale: string };
    const formatted = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' }).format(1234.5);
    expect(formatted, `${language} (${locale})`).toMatch(/1\D?234\D50/);
    expect(new Intl.NumberFormat(locale).resolvedOptions().locale.split('-')[0]).toBe(locale.split('-')[0]);
  });
});
