import path from 'node:path';
import { isWorkNamespace, workLanguages } from '@fordra/domain/languages';
import type { Plugin } from 'vite';
import { creditorArea } from '../src/app/creditor-pages.ts';
import {
  type Area,
  debtorArea,
  everyPageNamespaces,
  type FirstPageNeeds,
  type Page,
  signedInFrame,
  signInPage,
} from '../src/app/pages.ts';
import { staffArea } from '../src/app/staff-pages.ts';
import { computerScreen } from '../src/shared/ui/screen-media.ts';

/** What a page asks for first, which the server names in the page it sends (see firstPagePreloads). */
export type FirstPage = {
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

/** A module as pages.ts names it (its path under src/), as the build finds it (its path under apps/web/). */
const fromSrc = (module: string) => `src/${module}`;

/**
 * A page of an area as a first page: its area's frame's modules, namespaces and calls (pages.ts), and
 * its own (its loader's prefetch, its route, what it loads at once).
 */
function firstPageOf(area: Area, page: Page, first: FirstPageNeeds): FirstPage {
  return {
    for: area.role,
    modules: [
      ...signedInFrame.modules,
      ...area.frame.modules,
      ...(page.prefetch ? [page.prefetch.module] : []),
      page.component.module,
      ...(first.modules ?? []),
    ].map(fromSrc),
    rightToLeftModules: signedInFrame.rightToLeftModules,
    computerModules: first.computerModules ?? [],
    namespaces: [...everyPageNamespaces, ...area.namespaces, ...page.namespaces],
    fetches: area.renderedOnServer
      ? []
      : [...signedInFrame.fetches, ...area.frame.fetches, ...(first.fetches ?? [])],
  };
}

/**
 * The pages a visitor opens first, by path, as the routes declare them (src/app/pages.ts: a page with
 * `first`). Each asks for its routes' code, its catalogues and its API calls only once the entry's
 * code has run, a round trip after the page itself, and a signed-in user's page asks for its data
 * only once the session has answered, a round trip more (a client's page another: its calls wait for
 * the client's user); named in the page, they are all fetched beside the entry. A client's user and
 * a member of staff land on their area's first page (the sign-in page and the debtor's pages send
 * them there), so those are theirs; their other pages are reached from it within the app. The
 * journeys "… asks for nothing the page did not name, and for each thing it named once"
 * (e2e/auth.spec.ts, e2e/first-pages.spec.ts) hold this list to what the pages ask for.
 */
export function firstPages(): Record<string, FirstPage> {
  const pages: Record<string, FirstPage> = {
    [signInPage.path]: {
      for: 'anyone',
      modules: [fromSrc(signInPage.component.module)],
      namespaces: [...everyPageNamespaces, ...signInPage.namespaces],
      fetches: signInPage.first?.fetches ?? [],
    },
  };
  for (const area of [debtorArea, creditorArea, staffArea])
    for (const page of area.pages)
      if (page.first) pages[page.path ?? area.root] = firstPageOf(area, page, page.first);
  return pages;
}

/**
 * Writes `first-pages.json` into the build: for each of `pages`, to whom it is named, the files of its
 * modules (scripts, then style sheets) beyond what index.html loads, those of its right-to-left
 * modules, those of its computer's modules with the screen they are for, its calls, and per language
 * its catalogues' files. The server puts them into index.html as preload links for that path
 * (apps/server/src/http/web-app.ts).
 */
export function firstPagePreloads(pages: Record<string, FirstPage>): Plugin {
  let root = '';
  return {
    name: 'fordra-first-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
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
          const id = path.join(root, module);
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
