import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Every file under src/ with the files it imports (static, dynamic or for its side effects), as paths under src/. */
const imports = Object.entries(sources).map(([key, source]) => {
  const file = path.posix.normalize(path.posix.join('app', key)); // keys are relative to src/app/
  const targets = [...source.matchAll(/(?:from|import\(|import)\s*'(\.[^']+)'/g)].map((match) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? '')),
  );
  return { file, targets };
});

/** The feature a path under src/ belongs to (`features/cases/…` → `cases`), or null for app/, shared/, i18n/. */
function featureOf(file: string): string | null {
  return /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
}

/** The folders below app/: what they hold is imported by the app, and never imports it. */
const belowApp = /^(?:features|shared|i18n|config)\//;

describe('features', () => {
  it('never import each other: what two features share lives in shared/', () => {
    const crossings: string[] = [];
    for (const { file, targets } of imports) {
      const from = featureOf(file);
      for (const target of targets) {
        const to = featureOf(target);
        if (to !== null && from !== null && to !== from) crossings.push(`${file} → ${target}`);
        if (to !== null && from === null && !file.startsWith('app/')) crossings.push(`${file} → ${target}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});

describe('app/', () => {
  it('sits above the rest: nothing in features/, shared/, i18n/ or config/ imports it', () => {
    const upward = imports.flatMap(({ file, targets }) =>
      belowApp.test(file)
        ? targets.filter((target) => target.startsWith('app/')).map((t) => `${file} → ${t}`)
        : [],
    );
    expect(upward).toEqual([]);
  });
});
