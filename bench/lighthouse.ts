/**
 * The Lighthouse accessibility score of every page, in Swedish and in Arabic, as the demo debtor `demo`,
 * with the failing audits of every score below 100 and the elements they name; with `--area creditor`
 * the pages of a client's user, as `kund`, in Swedish and in English; with `--area staff` the back
 * office's, as `handlaggare`. `--performance` adds the performance category (mobile): its score, FCP,
 * LCP, TBT and CLS per page, and the kilobytes of JavaScript, CSS and fonts transferred (as sent: compressed). One headless Chromium
 * serves all the runs, one after another (Lighthouse runs must not overlap in a browser).
 * The session and language cookies go into Chromium's cookie jar before each run, not into Lighthouse's
 * `extraHeaders`: Chromium drops an extra Cookie header as soon as the origin has a cookie in the jar,
 * and the web app writes `fordra.lang` there at start, so its API calls would go out signed out.
 * Run: npm run build && npx node bench/lighthouse.ts [--area debtor|creditor|staff] [--performance] [--only page,…]
 * [--save folder] (each run's whole report as JSON, to read its audits: long tasks, the main thread's work; and its
 * trace, `<page>-<language>.trace.json`, to see what each long task did).
 * (issue figures: `--performance --only sign-in,home,cases,case details`).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { type LocalServer, startLocalServer } from '../scripts/local-server.ts';

const { values: options } = parseArgs({
  options: {
    area: { type: 'string', default: 'debtor' },
    performance: { type: 'boolean', default: false },
    /** Only the pages of these names, comma-separated (`--only dashboard,cases`). */
    only: { type: 'string' },
    /** A folder to write each run's whole report into, as `<page>-<language>.json`. */
    save: { type: 'string' },
  },
});
const area = options.area === 'creditor' || options.area === 'staff' ? options.area : 'debtor';
const languages = area === 'debtor' ? (['sv', 'ar'] as const) : (['sv', 'en'] as const);
type Language = 'sv' | 'ar' | 'en';
const username = { debtor: 'demo', creditor: 'kund', staff: 'handlaggare' }[area];
type Page = { name: string; path: string; signedIn: boolean };
/** An audit's result and its weight in the accessibility score (0: it does not count). */
type AuditResult = Result['audits'][string] & { weight: number };
type Speed = {
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Bytes transferred (compressed as sent) of scripts, style sheets and fonts. */
  scriptBytes: number;
  styleBytes: number;
  fontBytes: number;
  /** The elements that moved (Lighthouse's `layout-shifts` audit), each with its share of the CLS. */
  shifts: string[];
};
type Run = { score: number | null; failing: AuditResult[]; problem: string | null; speed: Speed | null };

/** The value a response sets for cookie `name`. */
function setCookie(response: Response, name: string): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  if (!cookie) throw new Error(`No ${name} cookie`);
  return cookie.slice(name.length + 1).split(';')[0] ?? '';
}

type Cookie = { name: string; value: string; httpOnly?: boolean };
type Session = { cookies: Cookie[]; csrfToken: string };

const cookieHeader = (cookies: Cookie[]) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** Signs `username` in through the API, in `language`: the cookies of the session and its CSRF token. */
async function signIn(base: string, language: Language): Promise<Session> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedOut = [
    { name: 'fordra.lang', value: language },
    { name: 'fordra.csrf', value: setCookie(csrf, 'fordra.csrf'), httpOnly: true },
  ];
  const login = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(signedOut) },
    body: new URLSearchParams({ csrfToken, username, password: 'demo1234', json: 'true' }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status} ${await login.text()}`);
  // The sign-in renews the CSRF cookie, bound to the new session; its token is read with both cookies.
  const cookies = [
    { name: 'fordra.lang', value: language },
    { name: 'fordra.csrf', value: setCookie(login, 'fordra.csrf'), httpOnly: true },
    { name: 'fordra.session', value: setCookie(login, 'fordra.session'), httpOnly: true },
  ];
  const renewed = await fetch(`${base}/api/auth/csrf`, { headers: { cookie: cookieHeader(cookies) } });
  return { cookies, csrfToken: ((await renewed.json()) as { csrfToken: string }).csrfToken };
}

/** An active case of the signed-in debtor, through the legacy call the cases page uses. */
async function activeCaseGuid(base: string, session: Session): Promise<string> {
  const response = await fetch(`${base}/api/soap/getCaseDetails`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(session.cookies),
      'x-csrf-token': session.csrfToken,
    },
    body: '{}',
  });
  const { cases } = (await response.json()) as { cases: { caseGuid: string; isActive: boolean }[] };
  const chosen = cases.find((item) => item.isActive) ?? cases[0];
  if (!chosen) throw new Error('demo has no cases');
  return chosen.caseGuid;
}

type Chromium = {
  port: number;
  /** Makes `cookies` of `url` the only cookies in the browser's jar. */
  setCookies: (url: string, cookies: Cookie[]) => Promise<void>;
  close: () => Promise<void>;
};

/** Starts headless Chromium with a DevTools port; resolves once it listens. */
async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'fordra-lighthouse-'));
  const chromium = spawn(
    chromiumLaunchOptions.executablePath,
    [
      '--headless=new',
      ...chromiumLaunchOptions.args,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let output = '';
  const endpoint = await new Promise<URL>((resolve, reject) => {
    chromium.stderr.on('data', (chunk: Buffer) => {
      if (output.length > 100_000) return;
      output += chunk.toString();
      const listening = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve(new URL(listening[1]));
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output}`)));
  });

  // The browser's own DevTools connection, for the cookie jar that every tab shares.
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve();
  };
  const send = (method: string, params: object = {}) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    port: Number(endpoint.port),
    setCookies: async (url, cookies) => {
      await send('Storage.clearCookies');
      await send('Storage.setCookies', {
        cookies: cookies.map((cookie) => ({ ...cookie, url, path: '/', sameSite: 'Lax' })),
      });
    },
    close: async () => {
      socket.close();
      if (chromium.exitCode === null) {
        chromium.kill('SIGTERM');
        await new Promise((resolve) => chromium.once('exit', resolve));
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One case of the signed-in client, through the gateway call the cases page uses. */
async function clientCaseGuid(base: string, session: Session): Promise<string> {
  const response = await fetch(`${base}/api/extgwapi/api/cases?pageSize=1`, {
    headers: { cookie: cookieHeader(session.cookies) },
  });
  const { items } = (await response.json()) as { items: { caseGuid: string }[] };
  const chosen = items[0];
  if (!chosen) throw new Error(`${username} has no cases`);
  return chosen.caseGuid;
}

const numericAudit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;

/** The bytes transferred of one resource type, from Lighthouse's resource summary. */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return 0;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : 0;
}

/** Each layout shift Lighthouse counted: its score and the element that moved most in it. */
function layoutShifts(lhr: Result): string[] {
  const details = lhr.audits['layout-shifts']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => {
    const node = item.node && typeof item.node === 'object' && 'type' in item.node ? item.node : undefined;
    const label =
      node?.type === 'node' ? `${node.selector ?? '?'}  "${(node.nodeLabel ?? '').slice(0, 60)}"` : '?';
    return `${typeof item.score === 'number' ? item.score.toFixed(3) : '?'}  ${label}`;
  });
}

/**
 * One Lighthouse run of the accessibility category (and performance with --performance): the score,
 * the audits that did not pass, and the speed figures.
 */
async function audit(url: string, flags: Flags, reportFile: string | null): Promise<Run> {
  let result = await lighthouse(url, flags);
  // Now and then Chromium's trace of a load lacks its start (NO_NAVSTART) and Lighthouse gives no
  // figures; such a run is made once more, as Lighthouse's message asks.
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags);
  if (!result) return { score: null, failing: [], problem: 'no result', speed: null };
  const { lhr } = result;
  if (reportFile) {
    writeFileSync(reportFile, JSON.stringify(lhr));
    const trace = result.artifacts.Trace;
    if (trace) writeFileSync(reportFile.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  const performanceScore = lhr.categories.performance?.score;
  const speed: Speed | null = options.performance
    ? {
        score:
          performanceScore === null || performanceScore === undefined
            ? null
            : Math.round(performanceScore * 100),
        fcpMs: numericAudit(lhr, 'first-contentful-paint'),
        lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
        tbtMs: numericAudit(lhr, 'total-blocking-time'),
        cls: numericAudit(lhr, 'cumulative-layout-shift'),
        scriptBytes: transferred(lhr, 'script'),
        styleBytes: transferred(lhr, 'stylesheet'),
        fontBytes: transferred(lhr, 'font'),
        shifts: layoutShifts(lhr),
      }
    : null;
  const category = lhr.categories.accessibility;
  const failing = (category?.auditRefs ?? []).flatMap((ref) => {
    const audited = lhr.audits[ref.id];
    return audited && audited.score !== null && audited.score < 1 ? [{ ...audited, weight: ref.weight }] : [];
  });
  const problems = [...new Set([lhr.runtimeError?.message, ...lhr.runWarnings])].filter(Boolean);
  const requested = new URL(url).pathname;
  const shown = new URL(lhr.finalDisplayedUrl).pathname;
  if (shown !== requested) problems.push(`ended on ${shown}`);
  const score = category?.score === null || category?.score === undefined ? null : category.score;
  return {
    score: score === null ? null : Math.round(score * 100),
    failing,
    problem: problems.join('; ') || null,
    speed,
  };
}

/** The elements an audit names: selector, visible text, HTML snippet and axe's explanation. */
function failingElements(item: AuditResult): string[] {
  const details = item.details;
  if (!details || (details.type !== 'table' && details.type !== 'list')) return [];
  const lines: string[] = [];
  for (const row of details.items) {
    const node = 'node' in row ? row.node : undefined;
    if (!node || typeof node !== 'object' || !('type' in node) || node.type !== 'node') continue;
    const snippet = (node.snippet ?? '').replace(/\s+/g, ' ').slice(0, 200);
    lines.push(`    ${node.selector ?? '?'}  "${node.nodeLabel ?? ''}"  ${snippet}`);
    for (const line of (node.explanation ?? '').split('\n').filter(Boolean))
      lines.push(`      ${line.trim()}`);
  }
  return lines;
}

// The server reads index.html once at start: a copy keeps its hashed assets while `npm run build` runs
// elsewhere (the e2e suite builds too). WEB_DIST_DIR measures a build made elsewhere (`vite build --outDir`).
const builtWeb = path.resolve(process.env.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../apps/web/dist'));
if (!existsSync(path.join(builtWeb, 'index.html')))
  throw new Error('No built web app: run npm run build first');
const webCopy = mkdtempSync(path.join(tmpdir(), 'fordra-lighthouse-web-'));
cpSync(builtWeb, webCopy, { recursive: true });
let server: LocalServer | undefined;
let chromium: Chromium | undefined;
try {
  // A free port, so that two measurements (or a running portal) do not collide.
  server = await startLocalServer({ env: { WEB_DIST_DIR: webCopy } });
  const base = server.url;
  chromium = await launchChromium();
  const sessions: Partial<Record<Language, Session>> = {};
  for (const language of languages) sessions[language] = await signIn(server.url, language);
  const firstSession = sessions.sv as Session;
  const debtorPages = async (): Promise<Page[]> => {
    const caseGuid = await activeCaseGuid(base, firstSession);
    return [
      { name: 'sign-in', path: '/auth/signin', signedIn: false },
      { name: 'home', path: '/', signedIn: true },
      { name: 'cases', path: '/cases', signedIn: true },
      { name: 'case details', path: `/cases/${encodeURIComponent(caseGuid)}`, signedIn: true },
      { name: 'payments', path: '/payments', signedIn: true },
      { name: 'plans', path: '/plans', signedIn: true },
      { name: 'plan wizard', path: '/plans/new', signedIn: true },
      { name: 'contact', path: '/contact', signedIn: true },
      { name: 'help', path: '/help', signedIn: true },
      { name: 'settings', path: '/settings', signedIn: true },
      { name: 'accessibility', path: '/accessibility', signedIn: true },
    ];
  };
  const creditorPages = async (): Promise<Page[]> => {
    const caseGuid = await clientCaseGuid(base, firstSession);
    return [
      { name: 'dashboard', path: '/creditor', signedIn: true },
      { name: 'cases', path: '/creditor/cases', signedIn: true },
      { name: 'case', path: `/creditor/cases/${encodeURIComponent(caseGuid)}`, signedIn: true },
      { name: 'register a case', path: '/creditor/cases/new', signedIn: true },
      { name: 'import cases', path: '/creditor/cases/import', signedIn: true },
      { name: 'invoices', path: '/creditor/invoices', signedIn: true },
      { name: 'customers', path: '/creditor/customers', signedIn: true },
      { name: 'payments', path: '/creditor/payments', signedIn: true },
      { name: 'reports', path: '/creditor/reports', signedIn: true },
      { name: 'messages', path: '/creditor/messages', signedIn: true },
      { name: 'users', path: '/creditor/users', signedIn: true },
      { name: 'API keys', path: '/creditor/api-keys', signedIn: true },
    ];
  };
  const staffPages = async (): Promise<Page[]> => [
    { name: 'queues', path: '/staff', signedIn: true },
    { name: 'plan proposals', path: '/staff/plans', signedIn: true },
    { name: 'messages', path: '/staff/conversations', signedIn: true },
    { name: 'unmatched payments', path: '/staff/unmatched-payments', signedIn: true },
    { name: 'cases to handle', path: '/staff/cases', signedIn: true },
    { name: 'payment files', path: '/staff/payment-files', signedIn: true },
    { name: 'search', path: '/staff/search?q=Andersson', signedIn: true },
    { name: 'clients', path: '/staff/clients', signedIn: true },
  ];
  const only = options.only?.split(',').map((name) => name.trim());
  const areaPages = { debtor: debtorPages, creditor: creditorPages, staff: staffPages }[area];
  const pages = (await areaPages()).filter((page) => !only || only.includes(page.name));

  if (options.save) mkdirSync(options.save, { recursive: true });
  const runs = new Map<string, Run>();
  const started = performance.now();
  for (const page of pages) {
    for (const language of languages) {
      await chromium.setCookies(
        server.url,
        page.signedIn ? (sessions[language] as Session).cookies : [{ name: 'fordra.lang', value: language }],
      );
      const reportFile = options.save
        ? path.join(options.save, `${page.name.replaceAll(' ', '-')}-${language}.json`)
        : null;
      const run = await audit(
        `${server.url}${page.path}`,
        {
          port: chromium.port,
          hostname: '127.0.0.1',
          logLevel: 'error',
          output: 'json',
          onlyCategories: options.performance ? ['accessibility', 'performance'] : ['accessibility'],
          disableFullPageScreenshot: true,
          // Lighthouse's defaults and the web storage too: every run starts fresh, but for the cookies set above.
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'local_storage',
            'indexeddb',
          ],
        },
        reportFile,
      );
      runs.set(`${page.name}/${language}`, run);
    }
  }

  const [first, second] = languages;
  const seconds = (ms: number | null) => ((ms ?? 0) / 1000).toFixed(1);
  const kilobytes = (bytes: number) => (bytes / 1024).toFixed(0);
  const speedText = (run: Run | undefined) =>
    run?.speed
      ? [
          `${run.speed.score ?? '–'}`,
          `FCP ${seconds(run.speed.fcpMs)} s`,
          `LCP ${seconds(run.speed.lcpMs)} s`,
          `TBT ${Math.round(run.speed.tbtMs ?? 0)} ms`,
          `CLS ${(run.speed.cls ?? 0).toFixed(3)}`,
          `JS ${kilobytes(run.speed.scriptBytes)} KB CSS ${kilobytes(run.speed.styleBytes)} KB fonts ${kilobytes(run.speed.fontBytes)} KB`,
        ].join(' ')
      : '';
  const rows = pages.map((page) => {
    const [one, two] = languages.map((language) => runs.get(`${page.name}/${language}`));
    const ids = (run: Run | undefined) => new Set(run?.failing.map((item) => item.id));
    const oneIds = ids(one);
    const twoIds = ids(two);
    const failing = [...new Set([...oneIds, ...twoIds])].map((id) =>
      oneIds.has(id) && twoIds.has(id) ? id : `${id} (${oneIds.has(id) ? first : second})`,
    );
    // `!`: the run has a note below (an error, or it did not end on the page asked for).
    const score = (run: Run | undefined) => `${run?.score ?? '–'}${run?.problem ? '!' : ''}`;
    const speed = options.performance ? [speedText(one), speedText(two)] : [];
    return [page.name, score(one), score(two), ...speed, failing.join(', ') || '–'];
  });
  const header = [
    'page',
    first,
    second,
    ...(options.performance ? [`performance ${first}`, `performance ${second}`] : []),
    'failing audits',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const format = (row: string[]) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ');
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(format(row));
  console.log(
    `\n${runs.size} Lighthouse runs (${options.performance ? 'accessibility and performance' : 'accessibility only'}, mobile) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );

  for (const page of pages) {
    for (const language of languages) {
      const shifts = runs.get(`${page.name}/${language}`)?.speed?.shifts ?? [];
      if (shifts.length === 0) continue;
      console.log(`\n${page.name} (${language}): layout shifts`);
      for (const shift of shifts) console.log(`  ${shift}`);
    }
  }

  for (const page of pages) {
    for (const language of languages) {
      const run = runs.get(`${page.name}/${language}`);
      if (!run || (run.failing.length === 0 && !run.problem)) continue;
      console.log(`\n${page.name} (${language}, ${page.path}): ${run.score ?? '–'}`);
      if (run.problem) console.log(`  note: ${run.problem}`);
      for (const item of run.failing) {
        console.log(`  ${item.id} (weight ${item.weight}): ${item.title}`);
        for (const line of failingElements(item)) console.log(line);
      }
    }
  }
} finally {
  await chromium?.close();
  await server?.stop();
  rmSync(webCopy, { recursive: true, force: true });
}
