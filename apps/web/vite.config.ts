import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  devIndexPlaceholders,
  emotionRulesInRender,
  reactRouterProduction,
  serverEntry,
} from './build/app-plugins.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { firstPagePreloads, firstPages } from './build/first-pages.ts';
import { precompress } from './build/precompress.ts';
import { signInPage } from './src/app/pages.ts';

/*
 * The web app's build: its plugins, what its first pages ask for (build/first-pages.ts, from the routes'
 * declaration in src/app/pages.ts) and how its modules are grouped in chunks (build/chunk-groups.ts).
 */

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [react(), reactRouterProduction(), emotionRulesInRender()]
    : [
        react(),
        reactRouterProduction(),
        emotionRulesInRender(),
        devIndexPlaceholders(),
        firstPagePreloads(firstPages()),
        precompress(),
        serverEntry(),
      ],
  // Everything in the server's module (serverEntry): the workspace packages are TypeScript, and MUI's
  // folders are not modules Node can import by name.
  ssr: { noExternal: true },
  // React's and its libraries' production builds in it too, whatever the server's environment says.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  build: isSsrBuild
    ? { target: 'node24', minify: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // No chunk above 250 KB minified: the build warns about one that is.
        chunkSizeWarningLimit: 250,
        rolldownOptions: {
          // The workspace packages are pure (schemas and functions, nothing runs on import): a page takes
          // only the schemas and functions it uses, not every area's that their index files re-export.
          treeshake: {
            moduleSideEffects: (id) => !/[\\/]packages[\\/](contract|domain)[\\/]src[\\/]/.test(id),
          },
          output: {
            codeSplitting: {
              groups: chunkGroups(path.join(import.meta.dirname, 'src', signInPage.component.module)),
            },
            // A catalogue's chunk is named after its language (`locale-ar-plans-….js`), so it is plain
            // which languages a page downloads.
            chunkFileNames: (chunk) => {
              const catalogue = /\/locales\/([^/]+)\/[^/]+\.json$/.exec(chunk.facadeModuleId ?? '');
              return catalogue ? `assets/locale-${catalogue[1]}-[name]-[hash].js` : 'assets/[name]-[hash].js';
            },
          },
        },
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
