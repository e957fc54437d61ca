import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images and fonts in formats of their own are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Every built file that compresses, written beside it as `.br` (brotli at its best) and `.gz` (gzip
 * at its best), once at build time; the server sends the one the browser accepts (@fastify/static's
 * `preCompressed`). A compressed copy that is not smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'fordra-precompress',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const files = (await readdir(outDir, { recursive: true })).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${full}.br`, br);
          if (gz.length < content.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}
