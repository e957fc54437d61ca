/**
 * The JavaScript the sign-in page loads before it is interactive, gzip-compressed, measured in
 * Chromium against the built app (target ≤ 150 KB).
 * Run: npm run build && npx node bench/login-page-js.ts (WEB_DIST_DIR measures a build made elsewhere).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { startLocalServer } from '../scripts/local-server.ts';

const server = await startLocalServer({
  env: process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {},
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ locale: 'sv-SE' });
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
  await page.goto(`${server.url}/auth/signin`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: /logga in/i }).waitFor();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`${kb(s.gzip).padStart(9)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.url}`);
  const total = scripts.reduce((n, s) => n + s.gzip, 0);
  console.log(`sign-in page JavaScript: ${kb(total)} gzip in ${scripts.length} files (target ≤ 150 KB)`);
} finally {
  await browser.close();
  await server.stop();
}
