import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isWorkNamespace, workLanguages } from '@fordra/domain/languages';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { computerScreen } from './src/shared/ui/screen-media.ts';

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
 * React Router's package sends every import to its development build, which keeps its warnings for
 * developers switched on (remix-run/react-router#14753); the built app takes its production build,
 * the same code with them switched off, so the minifier drops them from the sign-in page's entry.
 */
function reactRouterProduction(): Plugin {
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
function emotionRulesInRender(): Plugin {
  return {
    name: 'fordra-emotion-rules-in-render',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
            replacement: path.join(import.meta.dirname, 'src/app/emotion-insertion.ts'),
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
function devIndexPlaceholders(): Plugin {
  return {
    name: 'fordra-dev-index-placeholders',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', 'Fordra'),
  };
}

/** What a page asks for first, which the server names in the page it sends (see firstPagePreloads). */
type FirstPage = {
  /**
   * To whom the server names it: anyone (the sign-in page), or a signed-in debtor, client's user or
   * member of staff (the server checks the session: an area's calls would answer anyone else 401 or
   * 403, and the page would send them away).
   */
  for: 'anyone' | 'debtor' | 'creditor' | 'staff';
  /**
   * The modules (of this app, or packages by name) its routes load on demand: their chunks, and what
   * those import that the entry does not.
   */
  modules: string[];
  /** Modules (or packages) it loads besides in a right-to-left language. */
  rightToLeftModules?: string[];
  /**
   * Modules (or packages) it loads only on a computer's screen (src/shared/ui/screen-media.ts): Swish's
   * QR code, which a phone is not shown (it opens the Swish app) and so never asks for.
   */
  computerModules?: string[];
  /**
   * The translation namespaces it shows: the ones every page has (i18n.ts) and its routes' own. A
   * client's or staff's page shows a language other than Swedish or English in English (its work
   * namespaces exist in those two only: i18n/work-catalogues.ts), and so asks for English's too.
   */
  namespaces: string[];
  /**
   * The API calls (GET) its loaders make at once; `:name` in one stands for that part of the page's
   * path. A debtor's page has none: the server draws it, and sends it with the answers to its reads
   * (src/entry-server.tsx).
   */
  fetches: string[];
};

/** What every signed-in page asks for, whatever its area: MUI's frame, the session gate, the session, the cache. */
const signedInShell = {
  modules: [
    'src/app/layouts/themed-layout.tsx',
    'src/app/session-gate.tsx',
    'src/shared/session/session-query.ts',
    'src/app/query-client.ts',
  ],
  // MUI's styles mirrored (shared/theme/rtl-style-cache.ts).
  rightToLeftModules: ['stylis-plugin-rtl'],
  namespaces: ['common', 'errors'],
  fetches: ['/api/auth/session'],
};

/**
 * What each of a debtor's pages asks for besides: its area, the debtor and the client's settings. Its
 * data comes with it, in the page the server draws.
 */
const debtorShell = {
  ...signedInShell,
  for: 'debtor',
  modules: [
    ...signedInShell.modules,
    'src/app/role-areas.tsx',
    'src/shared/debtor/current-debtor.ts',
    'src/app/page-error-view.tsx',
  ],
  fetches: [],
} satisfies FirstPage;

/**
 * What each of a client's pages asks for besides (creditor-routes.tsx: added to the router on the
 * first visit below /creditor): its area, its catalogues' list, and the client's user signed in.
 */
const creditorShell = {
  ...signedInShell,
  for: 'creditor',
  modules: [
    ...signedInShell.modules,
    'src/app/creditor-routes.tsx',
    'src/app/creditor-area.tsx',
    'src/shared/creditor/current-user.ts',
    'src/app/page-error-view.tsx',
    'src/i18n/work-catalogues.ts',
  ],
  namespaces: [...signedInShell.namespaces, 'creditor'],
  fetches: [...signedInShell.fetches, '/api/extgwapi/api/v1/CurrentUser'],
} satisfies FirstPage;

/**
 * What each of the back office's pages asks for besides (staff-routes.tsx, added as the client's
 * are): its area, its catalogues' list, the member of staff and the queues' counts for the menu
 * (staff-prefetch.ts).
 */
const staffShell = {
  ...signedInShell,
  for: 'staff',
  modules: [
    ...signedInShell.modules,
    'src/app/staff-routes.tsx',
    'src/app/staff-area.tsx',
    'src/app/page-error-view.tsx',
    'src/i18n/work-catalogues.ts',
  ],
  namespaces: [...signedInShell.namespaces, 'staff'],
  fetches: [...signedInShell.fetches, '/api/staff/me', '/api/staff/queues'],
} satisfies FirstPage;

type PageNeeds = Pick<FirstPage, 'modules' | 'computerModules' | 'namespaces'> & { fetches?: string[] };

/** A page of an area: the area's shell's needs and its own (its loader's prefetch and its route). */
const pageOf =
  (shell: FirstPage) =>
  (page: PageNeeds): FirstPage => ({
    ...shell,
    modules: [...shell.modules, ...page.modules],
    computerModules: page.computerModules ?? [],
    namespaces: [...shell.namespaces, ...page.namespaces],
    fetches: [...shell.fetches, ...(page.fetches ?? [])],
  });
/** A debtor's page (router.tsx). */
const debtorPage = pageOf(debtorShell);
/** A client's page (creditor-routes.tsx). */
const creditorPage = pageOf(creditorShell);
/** A page of the back office (staff-routes.tsx). */
const staffPage = pageOf(staffShell);

/**
 * The pages a visitor opens first, by path. Each asks for its routes' code, its catalogues and its API
 * calls only once the entry's code has run, a round trip after the page itself, and a signed-in
 * user's page asks for its data only once the session has answered, a round trip more (a client's
 * page another: its calls wait for the client's user); named in the page, they are all fetched beside
 * the entry. A client's user and a member of staff land on their area's first page (the sign-in page
 * and the debtor's pages send them there), so those are theirs; their other pages are reached from it
 * within the app. The journeys "… asks for nothing the page did not name, and for each thing it named
 * once" (e2e/auth.spec.ts, e2e/first-pages.spec.ts) hold this list to what the pages ask for.
 */
const firstPages: Record<string, FirstPage> = {
  '/auth/signin': {
    for: 'anyone',
    modules: ['src/features/auth/routes/sign-in-route.tsx'],
    namespaces: ['common', 'errors', 'auth'],
    fetches: ['/api/auth/providers', '/api/auth/session'],
  },
  '/': debtorPage({
    // With the Swish QR code of its payment card (shared/ui/qr-code-canvas.tsx).
    modules: ['src/features/home/routes/home-prefetch.ts', 'src/features/home/routes/home-route.tsx'],
    computerModules: ['qrcode'],
    namespaces: ['home', 'payment'],
  }),
  '/cases': debtorPage({
    modules: ['src/features/cases/routes/cases-prefetch.ts', 'src/features/cases/routes/cases-route.tsx'],
    namespaces: ['cases'],
  }),
  '/cases/:caseGuid': debtorPage({
    modules: [
      'src/features/cases/routes/cases-prefetch.ts',
      'src/features/cases/routes/case-details-route.tsx',
    ],
    computerModules: ['qrcode'],
    namespaces: ['cases', 'payment'],
  }),
  '/cases/current': debtorPage({
    modules: [
      'src/features/cases/routes/cases-prefetch.ts',
      'src/features/cases/routes/current-case-route.tsx',
    ],
    namespaces: ['cases'],
  }),
  '/payments': debtorPage({
    modules: [
      'src/features/payments/routes/payments-prefetch.ts',
      'src/features/payments/routes/payments-route.tsx',
    ],
    namespaces: ['payments', 'payment'],
  }),
  '/plans': debtorPage({
    modules: ['src/features/plans/routes/plans-prefetch.ts', 'src/features/plans/routes/plans-route.tsx'],
    namespaces: ['plans'],
  }),
  '/plans/new': debtorPage({
    modules: [
      'src/features/plans/routes/plans-prefetch.ts',
      'src/features/plans/routes/create-plan-route.tsx',
    ],
    namespaces: ['plans'],
  }),
  '/contact': debtorPage({
    modules: [
      'src/features/contact/routes/contact-prefetch.ts',
      'src/features/contact/routes/contact-route.tsx',
    ],
    namespaces: ['contact'],
  }),
  '/help': debtorPage({
    modules: ['src/features/help/routes/help-route.tsx'],
    namespaces: ['help'],
  }),
  '/settings': debtorPage({
    modules: ['src/features/settings/routes/settings-route.tsx'],
    namespaces: ['settings'],
  }),
  '/creditor': creditorPage({
    // With the charting library, which the overview loads beside its figures (chart-section.tsx).
    modules: [
      'src/features/creditor-dashboard/routes/dashboard-prefetch.ts',
      'src/features/creditor-dashboard/routes/dashboard-route.tsx',
      'src/features/creditor-dashboard/components/bar-chart-view.tsx',
      'src/features/creditor-dashboard/components/rate-gauge-view.tsx',
    ],
    namespaces: ['creditor-dashboard'],
    // Each of its charts (chart-figures.ts: DASHBOARD_CHARTS) over twelve months in kronor, and the
    // count of the cases waiting on the client.
    fetches: [
      ...[
        'collected-per-month',
        'outstanding-by-stage',
        'new-cases-per-month',
        'outstanding-by-age',
        'collection-rate',
      ].map((chart) => `/api/extgwapi/api/wip/reporting/getchartdata/${chart}?months=12&currency=SEK`),
      '/api/extgwapi/api/cases?status=Disputed&pageSize=1',
    ],
  }),
  '/staff': staffPage({
    modules: [
      'src/features/staff-queues/routes/queues-prefetch.ts',
      'src/features/staff-queues/routes/queues-route.tsx',
    ],
    // The case statuses and list texts the back office shares with clients (staff-routes.tsx).
    namespaces: ['staff-queues', 'creditor'],
    // The oldest item of each queue (queue-list-query.ts: summarisedQueues, oldestOnly).
    fetches: [
      ...['plans', 'conversations', 'unmatched-payments', 'cases'].map(
        (queue) => `/api/staff/queues/${queue}?page=1&pageSize=1&sort=waitingSince&order=asc`,
      ),
      '/api/staff/queues/payment-files?page=1&pageSize=1',
      // Whether a half-year lacks its reference rate, shown first (queues-prefetch.ts).
      '/api/staff/reference-rates',
    ],
  }),
};

/**
 * Writes `first-pages.json` into the build: for each of `firstPages`, to whom it is named, the files
 * of its modules (scripts, then style sheets) beyond what index.html loads, those of its right-to-left
 * modules, those of its computer's modules with the screen they are for, its calls, and per language its catalogues' files. The server puts them into index.html as preload links for
 * that path (apps/server/src/http/web-app.ts).
 */
function firstPagePreloads(pages: Record<string, FirstPage>): Plugin {
  return {
    name: 'fordra-first-page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const staticClosure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
        };
        for (const file of start) visit(file);
        return seen;
      };
      const inIndexHtml = staticClosure(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      /** The files a page's modules bring beyond index.html's, each once, in the order first named. */
      const filesOf = (modules: string[], besides: Set<string>): string[] => {
        const chunkFiles = modules.map((module) => {
          const id = path.join(import.meta.dirname, module);
          const inPackage = `${path.sep}node_modules${path.sep}${module}${path.sep}`;
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((moduleId) => moduleId === id || moduleId.includes(inPackage)),
          );
          if (!chunk) throw new Error(`firstPages: no chunk holds ${module}`);
          return chunk.fileName;
        });
        return [...staticClosure(chunkFiles)].filter((file) => !inIndexHtml.has(file) && !besides.has(file));
      };
      const catalogues = new Map<string, Map<string, string>>();
      for (const chunk of chunks) {
        const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
        if (!match?.[1] || !match[2]) continue;
        const byNamespace = catalogues.get(match[1]) ?? new Map<string, string>();
        byNamespace.set(match[2], `/${chunk.fileName}`);
        catalogues.set(match[1], byNamespace);
      }
      /**
       * A namespace's file in `language`, as the app loads it: a work namespace in a language it is
       * not kept in, in English (i18n/work-catalogues.ts).
       */
      const catalogueFile = (language: string, namespace: string): string => {
        const shownIn =
          isWorkNamespace(namespace) && !catalogues.get(language)?.has(namespace) ? 'en' : language;
        const file = catalogues.get(shownIn)?.get(namespace);
        if (!file) throw new Error(`firstPages: no ${language} catalogue ${namespace}`);
        return file;
      };
      const isWorkLanguage = (language: string) => (workLanguages as readonly string[]).includes(language);
      const described = Object.entries(pages).map(([pagePath, page]) => {
        const files = filesOf(page.modules, new Set());
        const rightToLeft = filesOf(page.rightToLeftModules ?? [], new Set(files));
        const computer = filesOf(page.computerModules ?? [], new Set(files));
        const styles = files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        const namespaces = [...new Set(page.namespaces)];
        // A client's or staff's page in another language than theirs switches to English
        // (app/work-area-frame.tsx), which loads its namespaces again in English.
        const switchesToEnglish = (language: string) =>
          (page.for === 'creditor' || page.for === 'staff') && !isWorkLanguage(language);
        const byLanguage = Object.fromEntries(
          [...catalogues.keys()].map((language) => [
            language,
            [
              ...new Set([
                ...namespaces.map((namespace) => catalogueFile(language, namespace)),
                ...(switchesToEnglish(language)
                  ? namespaces.map((namespace) => catalogueFile('en', namespace))
                  : []),
              ]),
            ],
          ]),
        );
        return [
          pagePath,
          {
            for: page.for,
            scripts: files.map((file) => `/${file}`),
            styles: [...new Set(styles)].map((file) => `/${file}`),
            rightToLeftScripts: rightToLeft.map((file) => `/${file}`),
            computerScripts: computer.map((file) => `/${file}`),
            computerScreen,
            fetches: page.fetches,
            catalogues: byLanguage,
          },
        ];
      });
      this.emitFile({
        type: 'asset',
        fileName: 'first-pages.json',
        source: `${JSON.stringify(Object.fromEntries(described), null, 2)}\n`,
      });
    },
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
  'Fade',
  'Link',
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
const iconsModule = (id: string) => /node_modules[\\/]@mui[\\/]icons-material[\\/]/.test(id);

type ModuleGraph = {
  getModuleInfo: (id: string) => {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};

/** Every module a module imports statically, itself included. */
function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(start);
  return seen;
}

const appModulePattern = /[\\/](?:apps[\\/]web[\\/]src|packages[\\/][^\\/]+[\\/]src)[\\/]/;
/**
 * The parts of the client's and the back office's areas, which a debtor's page never loads: their
 * features, shared parts, routes, and their calls' schemas in the contract (a contract file a
 * debtor's page imports nothing from: its schemas would be built on every debtor's page else, the
 * client's pages using them through the same chunk).
 */
const otherAreaPattern =
  /[\\/](?:apps[\\/]web[\\/]src[\\/](?:features[\\/](?:creditor|staff)-|shared[\\/](?:creditor|staff)[\\/]|app[\\/](?:creditor|staff)-)|packages[\\/]contract[\\/]src[\\/](?:creditor|creditor-payments|invoices|reports|staff)\.ts$)/;
const cataloguePattern = /[\\/]locales[\\/]/;
/** The app's modules of a debtor's pages (and those every area shares), without their catalogues. */
const debtorPagesModule = (id: string) =>
  appModulePattern.test(id) && !cataloguePattern.test(id) && !otherAreaPattern.test(id);
/** Libraries every signed-in page loads besides MUI's core, `portal` and `icons`. */
const signedInLibraryPattern =
  /node_modules[\\/](?:react|react-dom|scheduler|zod|i18next|react-i18next|react-router|@tanstack)[\\/]/;

/**
 * MUI's theme and the styles' caches, which the themed layout loads (app-theme-provider.tsx): kept out
 * of `signed-in`, so that the first route of a debtor's page evaluates MUI's core and its theme alone,
 * and the next ones `signed-in`, each in a task of its own (router.tsx: loadDrawnRoutes). Evaluated as
 * one, they held a slow phone's main thread for some 200 ms.
 */
const themeModulePattern =
  /[\\/]apps[\\/]web[\\/]src[\\/]shared[\\/]theme[\\/](?:app-theme-provider\.tsx|theme\.ts|rtl-style-cache\.ts)$/;

/**
 * The `signed-in` chunk's modules: the app's modules that two or more pages share (`minShareCount`
 * below), a debtor's page among them, and that import, to the end of their imports, nothing but such
 * modules and the libraries every signed-in page loads anyway. Split along the dynamic imports, they
 * were some thirty files of a few hundred bytes on every page, each a request and a preload link;
 * together they are one. Not taken: the sign-in page's own modules (its JavaScript stays within its
 * budget); a module only the client's or the back office's pages import; and a module that imports
 * a part of MUI or a library only some pages use, which the chunk would make every page load.
 */
function signedInChunk(signInRoute: string) {
  let graph: ModuleGraph | undefined;
  let signInModules = new Set<string>();
  const light = new Map<string, boolean>();
  const forDebtors = new Map<string, boolean>();
  /** Whether a debtor's page may load the module: something outside the other areas imports it. */
  const isForDebtors = (id: string): boolean => {
    const known = forDebtors.get(id);
    if (known !== undefined) return known;
    forDebtors.set(id, false); // an import cycle back to this module does not make it a debtor's
    const info = graph?.getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    const result =
      importers.length === 0 ||
      importers.some((importer) => !otherAreaPattern.test(importer) && isForDebtors(importer));
    forDebtors.set(id, result);
    return result;
  };
  const isLight = (id: string): boolean => {
    const known = light.get(id);
    if (known !== undefined) return known;
    if (!debtorPagesModule(id)) {
      // Vite's own helpers (`\0…`) are in the first page's chunk.
      const everyPage =
        id.startsWith('\0') ||
        signedInLibraryPattern.test(id) ||
        muiCoreModule(id) ||
        portalModule(id) ||
        iconsModule(id);
      light.set(id, everyPage);
      return everyPage;
    }
    // A workspace package's index only re-exports: a page takes from it what it uses (tree-shaken).
    if (/[\\/]packages[\\/][^\\/]+[\\/]src[\\/]index\.ts$/.test(id)) return true;
    light.set(id, true); // an import cycle back to this module does not make it heavy
    const result = (graph?.getModuleInfo(id)?.importedIds ?? []).every(isLight);
    light.set(id, result);
    return result;
  };
  return (id: string, context: ModuleGraph): string | null => {
    if (themeModulePattern.test(id)) return null;
    if (!graph) {
      graph = context;
      signInModules = staticClosure(context, signInRoute);
    }
    if (!debtorPagesModule(id)) return null;
    // The workspace packages count apart: the sign-in page imports them through their index files
    // and takes only what it uses (tree-shaken), which this graph does not show.
    const onSignInPage = signInModules.has(id) && !/[\\/]packages[\\/]/.test(id);
    return !onSignInPage && isForDebtors(id) && isLight(id) ? 'signed-in' : null;
  };
}

/** Where the server finds the module that draws a debtor's first page, inside the web's build. */
const serverEntryDir = 'server';

/**
 * Builds, after the app, the module the server draws a debtor's first page with (src/entry-server.tsx)
 * into `server/` of the same build (apps/server/src/http/web-app.ts loads it, and does not serve it):
 * the same app, for Node, in one file with everything it imports.
 */
function serverEntry(): Plugin {
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
        configFile: path.join(import.meta.dirname, 'vite.config.ts'),
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

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild
    ? [react(), reactRouterProduction(), emotionRulesInRender()]
    : [
        react(),
        reactRouterProduction(),
        emotionRulesInRender(),
        devIndexPlaceholders(),
        firstPagePreloads(firstPages),
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
            // What the first page needs comes in two chunks, each within the budget above: React, and the
            // rest (router, i18next, the app's shell); the sign-in page is drawn without MUI. Every other
            // page loads MUI's core in one more, `mui`, every signed-in page `portal` besides, and a
            // debtor's page `signed-in`: split along the dynamic imports, each of these was thirty to fifty
            // files of a few hundred bytes, each a round trip on a phone's connection. Everything else is split along
            // the dynamic imports.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  tags: ['$initial'],
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                {
                  // MUI's core, which every page drawn with MUI loads with its theme (shared/theme/themed.tsx).
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
                  name: signedInChunk(
                    path.join(import.meta.dirname, firstPages['/auth/signin']?.modules[0] ?? ''),
                  ),
                  minShareCount: 2,
                  // Its modules' imports stay where they are: they are all on every signed-in page already.
                  includeDependenciesRecursively: false,
                },
                {
                  // The icons, some seventy of a few hundred bytes each: one file (5 KB brotli) rather than
                  // a dozen round trips on every signed-in page. (The sign-in page draws its few itself.)
                  name: 'icons',
                  test: iconsModule,
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
}));
