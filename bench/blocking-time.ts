/**
 * How long a slow phone's main thread is blocked while a page loads: each page is opened in Chromium
 * with its CPU slowed four times (as Lighthouse's mobile setting assumes), the page's long tasks are
 * observed in the page itself (PerformanceObserver), and each task's time over 50 ms is added up, as
 * Lighthouse's Total Blocking Time adds them; the largest contentful paint is printed beside it.
 * Lighthouse simulates the slow CPU from one fast run, and its TBT varies widely between runs of one
 * build on a small machine; this observes the slowed run itself, so it shows a change in the blocking
 * time more plainly.
 *
 * The pages: sign-in, and Home, Cases and a case's details as `demo`, in Swedish and in Arabic, on a
 * 412 px wide screen. Several builds (directories as `vite build --outDir` makes them) are measured
 * round by round in turn, so that a busy machine weighs on them alike; without any, the build in
 * apps/web/dist. Each row gives the median of the rounds, then every round's figure. `--network` slows
 * the connection as well, as Lighthouse's mobile setting assumes (150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up), so the LCP includes the waits for every round of requests; `--only` measures only
 * the pages named (`--only sign-in`). A signed-in page is opened after signing in in the same browser,
 * with the app's code in its cache, as a debtor who signed in a moment ago has it; with `--cold`, in a
 * new browser with the session's cookies alone, as a debtor opening a link from a letter has it.
 * Run: npm run build && npx node bench/blocking-time.ts [--rounds 4] [--network] [--cold] [--only page,…] [build directory …]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContextOptions, chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { type LocalServer, startLocalServer } from '../scripts/local-server.ts';

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '4' },
    network: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
  allowPositionals: true,
});
const rounds = Number(values.rounds);
if (!Number.isSafeInteger(rounds) || rounds < 1) {
  console.error(
    'Usage: npx node bench/blocking-time.ts [--rounds 4] [--network] [--cold] [--only page,…] [build directory …]',
  );
  process.exit(1);
}
const builds = (
  positionals.length > 0 ? positionals : [path.join(import.meta.dirname, '../apps/web/dist')]
).map((dir) => path.resolve(dir));

const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile connection: latency in ms, throughput in bytes per second. */
const SLOW_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const languages = [
  { name: 'sv', locale: 'sv-SE' },
  { name: 'ar', locale: 'ar' },
] as const;

type Figures = { blockingMs: number; lcpMs: number };

/** Signs `demo` in through the sign-in page, as a debtor would. */
async function signIn(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/auth/signin`);
  await page.locator('input[name="username"]').fill('demo');
  await page.locator('input[name="password"]').fill('demo1234');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/** The screen every page is measured on: a phone's, as Lighthouse's mobile setting has it. */
const phoneScreen = { width: 412, height: 823 };

/**
 * The cookies of `demo` signed in, from a browser of its own (whose cache the page does not get), on
 * the same phone's screen and in the same language: the app remembers both in cookies, and the server
 * renders the page for them (signed in in another language, the page would be rendered in that one).
 */
async function sessionCookies(
  browser: Browser,
  base: string,
  locale: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext({ viewport: phoneScreen, locale });
  try {
    await signIn(await context.newPage(), base);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One of `demo`'s active cases, for the case details page. */
async function activeCasePath(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, base);
    const { csrfToken } = (await (await page.request.get(`${base}/api/auth/csrf`)).json()) as {
      csrfToken: string;
    };
    const response = await page.request.post(`${base}/api/soap/getCaseDetails`, {
      headers: { 'x-csrf-token': csrfToken },
      data: {},
    });
    const { cases } = (await response.json()) as { cases: { caseGuid: string; isActive: boolean }[] };
    const chosen = cases.find((item) => item.isActive);
    if (!chosen) throw new Error('demo has no active case');
    return `/cases/${encodeURIComponent(chosen.caseGuid)}`;
  } finally {
    await context.close();
  }
}

/** Loads `pagePath` on a slowed CPU and reads the blocking time and LCP the page observed. */
async function measure(
  browser: Browser,
  base: string,
  pagePath: string,
  signedIn: boolean,
  locale: string,
): Promise<Figures> {
  const cold = signedIn && values.cold;
  const context = await browser.newContext({
    locale,
    viewport: phoneScreen,
    storageState: cold ? await sessionCookies(browser, base, locale) : undefined,
  });
  try {
    const page = await context.newPage();
    if (signedIn && !cold) await signIn(page, base);
    await page.addInitScript(() => {
      const seen = { blockingMs: 0, lcpMs: 0 };
      Object.assign(window, { fordraBlocking: seen });
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) seen.blockingMs += Math.max(0, task.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => {
        for (const paint of list.getEntries()) seen.lcpMs = paint.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (values.network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
    }
    await page.goto(`${base}${pagePath}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The tasks that follow the last answer (the page rendered, the loader fading) count too.
    await page.waitForTimeout(1_500);
    // The figures are of the page in the language measured, not of another.
    const shownIn = await page.evaluate(() => document.documentElement.lang);
    if (shownIn !== locale.split('-')[0])
      throw new Error(`${pagePath} was shown in ${shownIn}, not ${locale}`);
    return await page.evaluate(() => (window as unknown as { fordraBlocking: Figures }).fordraBlocking);
  } finally {
    await context.close();
  }
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

const servers: LocalServer[] = [];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const build of builds) servers.push(await startLocalServer({ env: { WEB_DIST_DIR: build } }));
  const only = values.only?.split(',').map((name) => name.trim());
  const pages = [
    { name: 'sign-in', path: '/auth/signin', signedIn: false },
    { name: 'home', path: '/', signedIn: true },
    { name: 'cases', path: '/cases', signedIn: true },
    { name: 'case details', path: '', signedIn: true },
  ].filter((page) => !only || only.includes(page.name));
  // Each server seeds its own demo data: a case of one is not found on another.
  const casePaths = pages.some((page) => page.name === 'case details')
    ? await Promise.all(servers.map((server) => activeCasePath(browser, server.url)))
    : [];
  const figures = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round++)
    for (const [index, server] of servers.entries())
      for (const page of pages)
        for (const language of languages) {
          const key = `${index}|${page.name}|${language.name}`;
          const pagePath = page.name === 'case details' ? (casePaths[index] ?? '') : page.path;
          const run = await measure(browser, server.url, pagePath, page.signedIn, language.locale);
          figures.set(key, [...(figures.get(key) ?? []), run]);
        }

  console.log(
    `Blocking time (ms over 50 ms per long task) and LCP (ms), CPU slowed ${CPU_SLOWDOWN}×${values.network ? ', connection slowed' : ''}${values.cold ? ', signed-in pages with an empty cache' : ''}, median of ${rounds} rounds (then each round)\n`,
  );
  for (const [index, build] of builds.entries()) {
    console.log(build);
    for (const page of pages)
      for (const language of languages) {
        const runs = figures.get(`${index}|${page.name}|${language.name}`) ?? [];
        const blocking = runs.map((run) => Math.round(run.blockingMs));
        const lcp = runs.map((run) => Math.round(run.lcpMs));
        console.log(
          `  ${`${page.name} ${language.name}`.padEnd(16)} blocking ${String(median(blocking)).padStart(4)} (${blocking.join(' ')})  LCP ${String(median(lcp)).padStart(5)} (${lcp.join(' ')})`,
        );
      }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
