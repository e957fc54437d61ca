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
 * and the next ones `signed-in`, each in a task of its own (router.tsx: loadRenderedRoutes). Evaluated as
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

/**
 * The chunks the app's modules are grouped in (rolldown's codeSplitting); `signInRoute` is the sign-in
 * page's module. What the first page needs comes in two chunks, each within the size budget
 * (vite.config.ts): React, and the rest (router, i18next, the app's shell); the sign-in page is drawn
 * without MUI. Every other page loads MUI's core in one more, `mui`, every signed-in page `portal`
 * besides, and a debtor's page `signed-in`: split along the dynamic imports, each of these was thirty
 * to fifty files of a few hundred bytes, each a round trip on a phone's connection. Everything else
 * is split along the dynamic imports.
 */
export function chunkGroups(signInRoute: string) {
  return [
    {
      name: 'react',
      tags: ['$initial' as const],
      test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      priority: 2,
    },
    {
      // MUI's core, which every page drawn with MUI loads with its theme (shared/theme/themed.tsx).
      name: 'mui',
      test: muiCoreModule,
      priority: 1,
    },
    { name: 'initial', tags: ['$initial' as const] },
    {
      // What every signed-in page loads anyway, one chunk instead of some forty small ones
      // (each a round trip on a slow phone connection): TanStack Query and the MUI parts of
      // the portal's frame (app bar, side menu) and of its cards.
      name: 'portal',
      test: portalModule,
    },
    {
      name: signedInChunk(signInRoute),
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
  ];
}
