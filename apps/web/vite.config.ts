import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The API server fills index.html's placeholders in production; the Vite dev server does not run
 * it, so give the title its default there (src/app/config.ts supplies the other defaults).
 */
function devIndexPlaceholders(): Plugin {
  return {
    name: 'fordra-dev-index-placeholders',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('%PRODUCT_NAME%', 'Fordra'),
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), devIndexPlaceholders()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: one request, and it compresses better
        // than the many small shared chunks automatic splitting makes of it.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
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
});
