import { createRequire } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** The web app's folder (apps/web), where vite.config.ts is. */
const webRoot = path.join(import.meta.dirname, '..');

/**
 * React Router's package sends every import to its development build, which keeps its warnings for
 * developers switched on (remix-run/react-router#14753); the built app takes its production build,
 * the same code with them switched off, so the minifier drops them from the sign-in page's entry.
 */
export function reactRouterProduction(): Plugin {
  const development = path.dirname(createRequire(import.meta.url).resolve('react-router'));
  const production = path.join(development, '..', 'production');
  return {
    name: 'fordra-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * Emotion writes a styled element's rules as the element renders, in the short pieces React renders a
 * page in, not all at once in the commit (src/app/emotion-insertion.ts says why).
 */
export function emotionRulesInRender(): Plugin {
  return {
    name: 'fordra-emotion-rules-in-render',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
            replacement: path.join(webRoot, 'src/app/emotion-insertion.ts'),
          },
        ],
      },
    }),
  };
}

/**
 * The API server fills index.html's placeholders in production; the Vite dev server does not run
 * it, so give the title its default there (src/config/app-config.ts supplies the other defaults).
 */
export function devIndexPlaceholders(): Plugin {
  return {
    name: 'fordra-dev-index-placeholders',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', 'Fordra'),
  };
}

/** Where the server finds the module that draws a debtor's first page, inside the web's build. */
const serverEntryDir = 'server';

/**
 * Builds, after the app, the module the server draws a debtor's first page with (src/entry-server.tsx)
 * into `server/` of the same build (apps/server/src/http/web-app.ts loads it, and does not serve it):
 * the same app, for Node, in one file with everything it imports.
 */
export function serverEntry(): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'fordra-server-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: path.join(webRoot, 'vite.config.ts'),
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, serverEntryDir),
          emptyOutDir: true,
          copyPublicDir: false,
        },
      });
    },
  };
}
