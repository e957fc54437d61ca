import { paths } from '../config/paths.ts';

/*
 * Every page of the portal, declared once: its path, its route's module, what starts its requests and
 * the texts it shows; here the public pages and the debtor's, the client's in creditor-pages.ts and the
 * back office's in staff-pages.ts (each loaded with its area's routes only). The routers make their
 * routes from them (router.tsx, creditor-routes.tsx, staff-routes.tsx), and the build reads them for
 * what the pages a visitor opens first ask for (build/first-pages.ts writes first-pages.json, which
 * the server names in those pages). So they import nothing that needs a browser: the build runs them
 * in Node.
 */

/** A module of the app, by its path under src/. */
export type SourceModule = `${'app' | 'features' | 'shared' | 'i18n'}/${string}`;

/** What the router takes from a module: one of its exports. */
export type ModuleExport = { module: SourceModule; name: string };

/** What a page a visitor opens first asks for besides its route's modules and texts. */
export type FirstPageNeeds = {
  /** Further modules it loads at once (a library its parts load beside its data). */
  modules?: SourceModule[];
  /** Modules (or packages by name) it loads only on a computer's screen (shared/ui/screen-media.ts). */
  computerModules?: string[];
  /**
   * The API calls (GET) its loader makes at once; in a page the server renders there are none, its
   * answers come with it (src/entry-server.tsx).
   */
  fetches?: string[];
};

export type Page = {
  /** Its path (config/paths.ts); none for its area's first page, the index. */
  path?: string;
  /** The component that shows it, in its route's module. */
  component: ModuleExport;
  /** What starts its requests as the navigation starts, beside its code: a Prefetch (shared/routing). */
  prefetch?: ModuleExport;
  /** Its translation namespaces, loaded beside its code. */
  namespaces: string[];
  /** It leads on to another page (the current case): its loader is waited for, and its redirect followed. */
  leadsOn?: boolean;
  /** Set for a page a visitor opens first (a reload, a link in a letter, a bookmark). */
  first?: FirstPageNeeds;
};

/** The namespaces every page has (i18n.ts loads them first). */
export const everyPageNamespaces = ['common', 'errors'];

/** The component a page's route module exports: `features/<feature>/routes/<file>.tsx`. */
export const route = (feature: string, file: string, name: string): ModuleExport => ({
  module: `features/${feature}/routes/${file}.tsx`,
  name,
});

/** A prefetch of a feature, in its `routes/<feature>-prefetch.ts` (the feature's name without its area's). */
export const prefetch = (feature: string, name: string): ModuleExport => ({
  module: `features/${feature}/routes/${feature.replace(/^(?:creditor|staff)-/, '')}-prefetch.ts`,
  name,
});

/**
 * The sign-in page, rendered without MUI; its loader asks for the providers and the session
 * (sign-in-loader.ts).
 */
export const signInPage: Page & { path: string } = {
  path: paths.auth.signIn,
  component: route('auth', 'sign-in-route', 'SignInRoute'),
  namespaces: ['auth'],
  first: { fetches: ['/api/auth/providers', '/api/auth/session'] },
};

/** The pages anyone may open, rendered with MUI. */
export const publicPages: Page[] = [
  {
    path: paths.auth.error,
    component: route('auth', 'login-error-route', 'LoginErrorRoute'),
    namespaces: ['auth'],
  },
  {
    path: paths.auth.invitation,
    component: route('auth', 'invitation-route', 'InvitationRoute'),
    namespaces: ['auth'],
  },
  {
    path: paths.accessibility,
    component: route('accessibility', 'accessibility-route', 'AccessibilityRoute'),
    namespaces: ['accessibility'],
  },
];

/**
 * Choosing one's own password, for anyone signed in with a password someone else chose (a new member of
 * staff): below the session gate, which sends such a session nowhere else, and above the role areas.
 */
export const ownPasswordPage: Page & { path: string } = {
  path: paths.auth.ownPassword,
  component: route('auth', 'own-password-route', 'OwnPasswordRoute'),
  namespaces: ['auth'],
};

/** A signed-in area of the portal: whose it is, its frame, its pages. */
export type Area = {
  /** Whose pages they are: the server names an area's first pages only to a live session of that role. */
  role: 'debtor' | 'creditor' | 'staff';
  /** Its first page's path. */
  root: string;
  /** Its pages come rendered by the server with the answers to their reads (a debtor's): they name no call. */
  renderedOnServer?: boolean;
  /** The namespaces of its frame (its menu), loaded with it. */
  namespaces: string[];
  /**
   * What its frame loads before any of its pages (the routes above them: router.tsx, its area's
   * routes), and asks for: the build names them in each of its first pages.
   */
  frame: { modules: SourceModule[]; fetches: string[] };
  pages: Page[];
};

/** What every signed-in page's frame loads, MUI's, the session gate, the session, its cache. */
export const signedInFrame = {
  modules: [
    'app/layouts/themed-layout.tsx',
    'app/session-gate.tsx',
    'shared/session/session-query.ts',
    'app/query-client.ts',
  ],
  /** Modules (or packages) it loads besides in a right-to-left language: MUI's styles mirrored. */
  rightToLeftModules: ['stylis-plugin-rtl'],
  fetches: ['/api/auth/session'],
} satisfies { modules: SourceModule[]; rightToLeftModules: string[]; fetches: string[] };

/**
 * The debtor's portal (router.tsx), every page a first page: its frame checks the role and loads the
 * debtor and the client's settings (shared/debtor/current-debtor.ts: prefetchDebtorShell).
 */
export const debtorArea: Area = {
  role: 'debtor',
  root: paths.home,
  renderedOnServer: true,
  namespaces: [],
  frame: {
    modules: ['app/role-areas.tsx', 'shared/debtor/current-debtor.ts', 'app/page-error-view.tsx'],
    fetches: [],
  },
  pages: [
    {
      component: route('home', 'home-route', 'HomeRoute'),
      prefetch: prefetch('home', 'prefetchHome'),
      namespaces: ['home', 'payment', 'objections'],
      // With the Swish QR code of its payment card (shared/ui/qr-code-canvas.tsx).
      first: { computerModules: ['qrcode'] },
    },
    {
      path: paths.cases,
      component: route('cases', 'cases-route', 'CasesRoute'),
      prefetch: prefetch('cases', 'prefetchCaseList'),
      namespaces: ['cases', 'objections'],
      first: {},
    },
    {
      path: paths.currentCase,
      component: route('cases', 'current-case-route', 'CurrentCaseRoute'),
      prefetch: prefetch('cases', 'prefetchCurrentCase'),
      leadsOn: true,
      namespaces: ['cases'],
      first: {},
    },
    {
      path: paths.caseDetails,
      component: route('cases', 'case-details-route', 'CaseDetailsRoute'),
      prefetch: prefetch('cases', 'prefetchCaseDetails'),
      namespaces: ['cases', 'payment', 'objections'],
      first: { computerModules: ['qrcode'] },
    },
    {
      path: paths.disputeCase,
      component: route('objections', 'dispute-route', 'DisputeRoute'),
      prefetch: prefetch('objections', 'prefetchCaseObjections'),
      namespaces: ['objections', 'cases', 'contact'],
      first: {},
    },
    {
      path: paths.moreTime,
      component: route('objections', 'more-time-route', 'MoreTimeRoute'),
      prefetch: prefetch('objections', 'prefetchCaseObjections'),
      namespaces: ['objections', 'cases'],
      first: {},
    },
    {
      path: paths.payments,
      component: route('payments', 'payments-route', 'PaymentsRoute'),
      prefetch: prefetch('payments', 'prefetchPayments'),
      namespaces: ['payments', 'payment'],
      first: {},
    },
    {
      path: paths.plans,
      component: route('plans', 'plans-route', 'PlansRoute'),
      prefetch: prefetch('plans', 'prefetchPlanList'),
      namespaces: ['plans', 'payment'],
      first: { computerModules: ['qrcode'] },
    },
    {
      path: paths.createPlan,
      component: route('plans', 'create-plan-route', 'CreatePlanRoute'),
      prefetch: prefetch('plans', 'prefetchPlans'),
      namespaces: ['plans'],
      first: {},
    },
    {
      path: paths.contact,
      component: route('contact', 'contact-route', 'ContactRoute'),
      prefetch: prefetch('contact', 'prefetchContact'),
      namespaces: ['contact'],
      first: {},
    },
    {
      path: paths.help,
      component: route('help', 'help-route', 'HelpRoute'),
      namespaces: ['help'],
      first: {},
    },
    {
      path: paths.settings,
      component: route('settings', 'settings-route', 'SettingsRoute'),
      namespaces: ['settings'],
      first: {},
    },
  ],
};
