/**
 * Node's compile cache, kept in `CACHE_DIR`: the code V8 compiled of each of the server's ~450 modules
 * (TypeScript's, once its types are stripped, too), so that a start loads them instead of parsing and
 * compiling them again, about 0.4 s of every start. `npm install` fills it (prepare-cache.ts), so a first
 * start has it as well. A module whose source changed is compiled again; `NODE_DISABLE_COMPILE_CACHE=1`
 * turns the cache off. Imported before the modules it is to serve.
 */
import { enableCompileCache } from 'node:module';
import path from 'node:path';
import { cacheDirFrom } from './config.ts';

export const compileCacheDir = path.join(cacheDirFrom(process.env), 'compile');

enableCompileCache(compileCacheDir);
