/**
 * Makes the template of a new PGlite directory (pglite-template.ts) for the installed PGlite and these
 * migrations, unless the cache holds it already: `npm install` runs it (postinstall), so that a first
 * `npm start` loads its database instead of running initdb. A failure only warns: the first new data
 * directory then makes the template itself.
 */
import '../module-resolution.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDirFrom } from '../config.ts';
import { isCluster, pgliteTemplateDir } from './pglite-template.ts';

const cacheDir = cacheDirFrom(process.env);
const templateDir = pgliteTemplateDir(cacheDir);
if (!isCluster(templateDir)) {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fordra-template-'));
  try {
    // Imported after module-resolution.ts is in place, as npm start imports it.
    const { openDatabase } = await import('./client.ts');
    const database = await openDatabase({
      databaseUrl: null,
      pgliteDir: path.join(dir, 'pglite'),
      pgliteTemplateDir: cacheDir,
    });
    await database.migrate();
    await database.close();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`The template of new PGlite databases was made in ${seconds} s: ${templateDir}`);
  } catch (error) {
    console.warn(`The template of new PGlite databases was not made (${(error as Error).message}).`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
