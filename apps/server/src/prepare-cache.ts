/**
 * Fills `CACHE_DIR` for the installed packages, as `npm install` runs it (postinstall), so that a first
 * `npm start` starts as fast as a later one:
 * - the template of a new PGlite directory (db/pglite-template.ts) for the installed PGlite and these
 *   migrations, unless the cache holds it already, so that a first start copies its database instead
 *   of running initdb and the migrations;
 * - Node's compile cache (compile-cache.ts) of the server's modules, by loading them as `npm start` does.
 * A failure only warns: the first start then does the same itself.
 */
import './module-resolution.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { flushCompileCache } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { compileCacheDir } from './compile-cache.ts';
import { cacheDirFrom } from './config.ts';
import { isCluster, pgliteTemplateDir } from './db/pglite-template.ts';

const cacheDir = cacheDirFrom(process.env);
const templateDir = pgliteTemplateDir(cacheDir);
if (!isCluster(templateDir)) {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fordra-template-'));
  try {
    const { openDatabase } = await import('./db/client.ts');
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

try {
  // Loading the portal's modules starts nothing (main.ts starts it); it compiles them into the cache.
  await import('./portal.ts');
  flushCompileCache();
} catch (error) {
  console.warn(
    `The compile cache of the server was not filled in ${compileCacheDir} (${(error as Error).message}).`,
  );
}
