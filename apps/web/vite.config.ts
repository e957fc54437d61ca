import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images and fonts in formats of their own are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Every built file that compresses, written beside it as `.br` (brotli at its best) and `.gz` (gzip
 * at its best), once at build time; the server sends the one the browser accepts (@fastify/static's
 * `preCompressed`). A compressed copy that is not smaller is not written.
 */
function precompress(): Plugin {
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

/**
 * The API server fills index.html's placeholders in production; the Vite dev server does not run
 * it, so give the title its default there (src/app/config.ts supplies the other defaults).
 */
function devIndexPlaceholders(): Plugin {
  return {
    name: 'fordra-dev-index-placeholders',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', 'Fordra'),
  };
}

/**
 * MUI's components (folders of @mui/material) that the signed-in portal's frame (app bar, side menu)
 * and its pages' cards are made of; with TanStack Query they form the `portal` chunk. The modal parts
 * (the phone's drawer, the menus, dialogs: Modal, Popover, the focus trap) are not among them: they
 * come with what opens them.
 */
const portalComponents = [
  'AppBar',
  'Toolbar',
  'Grow',
  'Collapse',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'ListItemSecondaryAction',
  'Divider',
  'IconButton',
  'Paper',
  'useMediaQuery',
  'Card',
  'CardContent',
  'Grid',
  'Skeleton',
  'Chip',
  'Snackbar',
  'SnackbarContent',
  'ClickAwayListener',
];
const portalModulePattern = new RegExp(
  `node_modules[\\\\/](?:@tanstack[\\\\/]|react-transition-group[\\\\/]|@mui[\\\\/]material[\\\\/](?:${portalComponents.join('|')})[\\\\/])`,
);
const portalModule = (id: string) => portalModulePattern.test(id);

/**
 * MUI's core: Emotion and stylis, MUI's styling system, theme and helpers, and the components that
 * every page drawn with MUI has (Box, Stack, Typography, Button, SvgIcon, CssBaseline).
 */
const muiCoreComponents = [
  'Box',
  'Button',
  'ButtonBase',
  'ButtonGroup',
  'CircularProgress',
  'CssBaseline',
  'DefaultPropsProvider',
  'GlobalStyles',
  'InitColorSchemeScript',
  'Stack',
  'SvgIcon',
  'Typography',
  'colors',
  'styles',
  'transitions',
  'useFormControl',
  'useLazyRipple',
  'utils',
  'zero-styled',
];
const muiCorePattern = new RegExp(
  `node_modules[\\\\/](?:@emotion|stylis|react-is|hoist-non-react-statics|clsx|@mui[\\\\/](?:system|styled-engine|private-theming|utils)|@mui[\\\\/]material[\\\\/](?:${muiCoreComponents.join('|')}))[\\\\/]`,
);
const muiCoreModule = (id: string) => muiCorePattern.test(id);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), devIndexPlaceholders(), precompress()],
  build: {
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
        // What the first page needs comes in two chunks, each within the budget above: React, and the
        // rest (router, i18next, the app's shell); the sign-in page is drawn without MUI. Every other
        // page loads MUI's core in one more, `mui`, and every signed-in page `portal` besides: split
        // along the dynamic imports they were some fifty files of a few hundred bytes, each a round
        // trip on a phone's connection. Everything else is split along the dynamic imports.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              tags: ['$initial'],
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              // MUI's core, which every page drawn with MUI loads with its theme (app/themed.tsx).
              name: 'mui',
              test: muiCoreModule,
              priority: 1,
            },
            { name: 'initial', tags: ['$initial'] },
            {
              // What every signed-in page loads anyway, one chunk instead of some forty small ones
              // (each a round trip on a slow phone connection): TanStack Query and the MUI parts of
              // the portal's frame (app bar, side menu) and of its cards.
              name: 'portal',
              test: portalModule,
            },
            {
              // The icons, some seventy of a few hundred bytes each: one file (5 KB brotli) rather than
              // a dozen round trips on every signed-in page. (The sign-in page draws its few itself.)
              name: 'icons',
              test: /node_modules[\\/]@mui[\\/]icons-material[\\/]/,
            },
          ],
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
});
