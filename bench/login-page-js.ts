/**
 * The JavaScript the sign-in page loads before it is interactive, gzip-compressed, measured in
 * Chromium against the built app (target ≤ 200 KB).
 * Run: npm run build && npx node bench/login-page-js.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = 3201;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: 'ignore',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/auth/providers`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const page = await browser.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`http://127.0.0.1:${port}/auth/signin`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /logga in/i }).waitFor();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(s.gzip).padStart(9)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  console.log(`sign-in page JavaScript: ${kb(total)} gzip in ${scripts.length} files (target ≤ 200 KB)`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
