import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const biome = path.join(root, 'node_modules/.bin/biome');

/**
 * Lints `source` as a .tsx file with the project's lint rules and plugins, in a folder of its own
 * (Biome reports plugin diagnostics for files, not for standard input).
 */
function lint(source: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'fordra-lint-'));
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
    writeFileSync(
      path.join(folder, 'biome.json'),
      JSON.stringify({ ...config, vcs: undefined, files: undefined }),
    );
    cpSync(path.join(root, 'lint'), path.join(folder, 'lint'), { recursive: true });
    writeFileSync(path.join(folder, 'example.tsx'), source);
    const result = spawnSync(biome, ['lint', '--colors=off', 'example.tsx'], {
      cwd: folder,
      encoding: 'utf8',
    });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the lint rule against untranslated text', () => {
  it('refuses words written straight into JSX and into labels', () => {
    const output = lint('export const A = () => <button type="button" aria-label="Stäng">Skicka</button>;\n');
    expect(output).toContain('Text in JSX must come from the translation catalogues');
    expect(output).toContain('A visible or spoken label must come from the translation catalogues');
  });

  it('accepts translated text, punctuation and attributes that are not read out', () => {
    const output = lint(
      "export const A = ({ t }: { t: (key: string) => string }) => (\n  <p id=\"main-content\" className=\"lead\" aria-label={t('x')}>\n    {t('y')} · {'\\u00a0'}\n  </p>\n);\n",
    );
    expect(output).not.toContain('translation catalogues');
  });
});

describe('the lint rule against text colours MUI 9 ignores', () => {
  it('refuses a palette path in color, and takes the colour names', () => {
    expect(
      lint('export const A = () => <Typography color="text.secondary">{t("a")}</Typography>;\n'),
    ).toContain('MUI 9 ignores a palette path in color');
    expect(
      lint('export const A = () => <Typography color="textSecondary">{t("a")}</Typography>;\n'),
    ).not.toContain('MUI 9 ignores');
  });
});
