import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Where the source files are: every workspace, the benchmarks and these scripts. Tests are left out. */
const SOURCE_FOLDERS = ['apps/server/src', 'apps/web/src', 'packages', 'bench', 'scripts'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
const TEST_FILE = /\.test\.tsx?$|\.spec\.ts$/;

/** Every source file under `folder`, as an absolute path. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/** The workspace's packages as they are imported (`@fordra/domain/languages`), each with the file it names. */
function packageEntries(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const folder of readdirSync(path.join(root, 'packages'))) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'packages', folder, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries<string>(manifest.exports ?? {}))
      entries.set(path.posix.join(manifest.name, subpath), path.join(root, 'packages', folder, target));
  }
  return entries;
}

/** What an import, static or dynamic, names: `from '…'`, `import('…')`, or `import '…'` for its effects. */
const IMPORT =
  /(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

/** Each source file with the source files it imports: relative paths, and the workspace's packages. */
function importGraph(): Map<string, string[]> {
  const files = new Set(SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder))));
  const packages = packageEntries();
  const resolve = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return packages.get(specifier);
    const target = path.resolve(path.dirname(from), specifier);
    const candidates = [target, `${target}.ts`, `${target}.tsx`, target.replace(/\.js$/, '.ts')];
    candidates.push(path.join(target, 'index.ts'), path.join(target, 'index.tsx'));
    return candidates.find((candidate) => files.has(candidate));
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map(
      (m) => m[1] ?? m[2] ?? m[3] ?? '',
    );
    graph.set(
      file,
      specifiers.flatMap((specifier) => resolve(file, specifier) ?? []),
    );
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan): every file of one reaches every other. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** One loop through a circle, by the shortest way back to its first file: `a.ts → b.ts → a.ts`. */
function loopOf(component: string[], graph: Map<string, string[]>): string {
  const members = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const next = (graph.get(at) ?? []).filter((target) => members.has(target) && !cameFrom.has(target));
    for (const target of next) {
      cameFrom.set(target, at);
      queue.push(target);
    }
    if (cameFrom.has(start)) break;
  }
  const loop = [start];
  for (let at = cameFrom.get(start); at !== undefined && at !== start; at = cameFrom.get(at))
    loop.unshift(at);
  loop.unshift(start);
  return loop.map((file) => path.relative(root, file)).join(' → ');
}

describe('source files', () => {
  it('import one another without a cycle: what two files both need lives below both', () => {
    const graph = importGraph();
    expect(circles(graph).map((component) => loopOf(component, graph))).toEqual([]);
  });
});
