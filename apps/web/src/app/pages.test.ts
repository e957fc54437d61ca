import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditorArea } from './creditor-pages.ts';
import { type Area, debtorArea, type ModuleExport, type Page, publicPages, signInPage } from './pages.ts';
import { staffArea } from './staff-pages.ts';

const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The modules' sources by their path under src/ (the glob's keys are relative to src/app/). */
const byModule = new Map(
  Object.entries(sources).map(([key, source]) => [path.posix.normalize(path.posix.join('app', key)), source]),
);
const sourceOf = (module: string) => byModule.get(module);

const exportsOf = (page: Page): ModuleExport[] => [page.component, ...(page.prefetch ? [page.prefetch] : [])];

const areas: Area[] = [debtorArea, creditorArea, staffArea];
const everyPage = [signInPage, ...publicPages, ...areas.flatMap((area) => area.pages)];

describe('the pages (pages.ts)', () => {
  it('name modules that export what the routes take from them', () => {
    const missing = everyPage
      .flatMap(exportsOf)
      .filter(
        ({ module, name }) =>
          !new RegExp(`export (?:async )?(?:function|const) ${name}\\b`).test(sourceOf(module) ?? ''),
      )
      .map(({ module, name }) => `${module}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('name modules that are there, for the frames and the first pages too', () => {
    const modules = [
      ...everyPage.flatMap((page) => [
        ...exportsOf(page).map(({ module }) => module),
        ...(page.first?.modules ?? []),
      ]),
      ...areas.flatMap((area) => area.frame.modules),
    ];
    expect(modules.filter((module) => sourceOf(module) === undefined)).toEqual([]);
  });

  it("are each in the area whose routes load their features' modules", () => {
    // The routes of each area find its pages' modules by a glob over features' folders (router.tsx,
    // creditor-routes.tsx, staff-routes.tsx): the debtor's pages never load the other areas' code.
    const featureOf = (module: string) => /^features\/([^/]+)\//.exec(module)?.[1] ?? '';
    const misplaced = [
      ...[signInPage, ...publicPages, ...debtorArea.pages].map((page) => ({
        page,
        area: /^(?!creditor-|staff-)/,
      })),
      ...creditorArea.pages.map((page) => ({ page, area: /^creditor-/ })),
      ...staffArea.pages.map((page) => ({ page, area: /^staff-/ })),
    ].flatMap(({ page, area }) =>
      exportsOf(page)
        .filter(
          ({ module }) =>
            !/^features\/[^/]+\/routes\/[^/]+-(?:route\.tsx|prefetch\.ts)$/.test(module) ||
            !area.test(featureOf(module)),
        )
        .map(({ module }) => module),
    );
    expect(misplaced).toEqual([]);
  });

  it('have each a path of its own', () => {
    const pagePaths = areas.flatMap((area) => area.pages.map((page) => page.path ?? area.root));
    const all = [signInPage.path, ...publicPages.map((page) => page.path), ...pagePaths];
    expect(new Set(all).size).toBe(all.length);
  });
});
