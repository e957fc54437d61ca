/**
 * Per-language text catalogues of the PDF documents: a folder of `<language>.json` files, one per
 * portal language, with Swedish as the fallback. Strings may hold `{placeholder}`s filled in by `fill`.
 */
import { readFile } from 'node:fs/promises';

export const FALLBACK_LANGUAGE = 'sv';

/** Reads the catalogues in `directory` (a file URL ending in `/`), each file once. */
export function textCatalogues<T>(directory: URL): (language: string) => Promise<T> {
  const cache = new Map<string, Promise<T | undefined>>();

  const read = async (language: string): Promise<T | undefined> => {
    try {
      return JSON.parse(await readFile(new URL(`${language}.json`, directory), 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const cached = (language: string): Promise<T | undefined> => {
    let catalogue = cache.get(language);
    if (catalogue === undefined) {
      catalogue = read(language);
      cache.set(language, catalogue);
    }
    return catalogue;
  };

  /**
   * The catalogue for a BCP 47 `language` (`sv`, `en`, `fa-IR`…): the exact file, then its base
   * language, then Swedish. Only well-formed tags reach the file system.
   */
  return async (language) => {
    const candidates: string[] = [];
    if (/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language)) {
      candidates.push(language);
      const base = language.split('-')[0];
      if (base !== undefined && base !== language) candidates.push(base);
    }
    candidates.push(FALLBACK_LANGUAGE);
    for (const candidate of candidates) {
      const catalogue = await cached(candidate);
      if (catalogue !== undefined) return catalogue;
    }
    throw new Error(`The fallback catalogue ${FALLBACK_LANGUAGE}.json is missing in ${directory.pathname}`);
  };
}

/** Replaces each `{name}` in `template` with `values[name]`; an unknown name is a catalogue error and throws. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Document text uses an unknown placeholder {${name}}`);
    return String(value);
  });
}

/**
 * `value` as a first-strong isolate (FSI … PDI, UAX #9): inside right-to-left text, a number, an amount
 * or a Latin name keeps its own order and does not reorder the words around it.
 */
export function isolate(value: string | number): string {
  return `\u2068${value}\u2069`;
}
