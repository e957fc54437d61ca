import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The feature a path under src/ belongs to (`features/cases/…` → `cases`), or null for app/, shared/, i18n/. */
function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

describe('features', () => {
  it('never import each other: what two features share lives in shared/', () => {
    const crossings: string[] = [];
    for (const [key, source] of Object.entries(sources)) {
      const file = path.posix.normalize(path.posix.join('app', key)); // keys are relative to src/app/
      const from = featureOf(file);
      for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ''));
        const to = featureOf(target);
        if (to !== null && from !== null && to !== from) crossings.push(`${file} → ${target}`);
        if (to !== null && from === null && !file.startsWith('app/')) crossings.push(`${file} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
