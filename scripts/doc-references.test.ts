import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

// What is not the project's own text: installed, built, generated or local files (see .gitignore).
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'screenshots',
  '.certs',
]);
const TEXT_FILE = /\.(?:ts|tsx|md|html|grit|json)$/;

/** Every text file of the repository, relative to its root with `/`, in a stable order. */
function textFiles(folder = ''): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : textFiles(relative);
      return TEXT_FILE.test(entry.name) && entry.name !== 'package-lock.json' ? [relative] : [];
    });
}

/** The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces as `-`. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const files = textFiles();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** Each line of each file with its number, for messages that say where. */
function* lines(): Generator<{ where: string; text: string; file: string }> {
  for (const file of files) {
    const text = read(file).split('\n');
    for (const [index, line] of text.entries()) yield { where: `${file}:${index + 1}`, text: line, file };
  }
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = headingAnchors(read(file));
    anchorCache.set(file, anchors);
  }
  return anchors;
}

// `docs/<path>.md` with an optional `#anchor`, not part of a longer path such as `/api/docs/…`.
const DOC_REFERENCE = /(?<![\w./-])docs\/[\w./-]*[\w-]\.md(?:#([\w-]+))?/g;
// A link from a Markdown file to one of its own headings: `](#anchor)`.
const OWN_ANCHOR = /\]\(#([\w-]+)\)/g;
// A section number of the product specification, which is not in the repository.
const SPEC_SECTION = /\bspec(?:ification)?\s+sections?\s+\d/i;

describe('references in comments and documents', () => {
  it('cite only docs/ files that exist, and headings they have', () => {
    const broken: string[] = [];
    for (const { where, text, file } of lines()) {
      for (const match of text.matchAll(DOC_REFERENCE)) {
        const [reference, anchor] = match;
        const target = reference.split('#')[0] ?? reference;
        if (!existsSync(path.join(root, target))) broken.push(`${where}: ${reference} (no such file)`);
        else if (anchor && !anchorsOf(target).has(anchor))
          broken.push(`${where}: ${reference} (no such heading)`);
      }
      if (!file.endsWith('.md')) continue;
      for (const [, anchor = ''] of text.matchAll(OWN_ANCHOR)) {
        if (!anchorsOf(file).has(anchor)) broken.push(`${where}: #${anchor} (no such heading)`);
      }
    }
    expect(broken, `references to nothing:\n${broken.join('\n')}`).toEqual([]);
  });

  it('name no section number of the product specification, which only docs/spec-coverage.md maps', () => {
    const numbered = [...lines()].filter(({ text }) => SPEC_SECTION.test(text)).map(({ where }) => where);
    expect(numbered, `point at docs/spec-coverage.md#<section> instead:\n${numbered.join('\n')}`).toEqual([]);
  });

  it('find the anchors GitHub makes of headings', () => {
    const anchors = headingAnchors(
      '# Fees\n## Session calls\n```\n# not a heading\n```\n## Late-payment `interest`\n## Fees\n',
    );
    expect([...anchors]).toEqual(['fees', 'session-calls', 'late-payment-interest', 'fees-1']);
  });
});
