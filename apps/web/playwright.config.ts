import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '../..');
// One fresh database for the run; workers inherit the variable, so they all talk to the same server.
process.env.FORDRA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fordra-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Long journeys (the keyboard one tabs through four pages) take up to half a minute beside the
  // other worker on two cores; twice that keeps a slow machine from failing a journey that works.
  timeout: 60_000,
  // An assertion waits up to 10 s for the page to show what it expects: beside the other worker, a page
  // that first loads its code and data took more than Playwright's 5 s once in a while on two cores.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node ${path.join(root, 'apps/server/src/main.ts')}`,
    url: `http://127.0.0.1:${port}/api/auth/providers`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.FORDRA_E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-session-secret-e2e-session-secret',
      // The BankID test server beside it, on ports of its own, and a short BankID time limit to test.
      BANKID_TEST_SERVER: 'true',
      BANKID_TEST_SERVER_PORT: String(port + 443),
      BANKID_TEST_APP_PORT: String(port + 444),
      BANKID_UI_TIMEOUT_SECONDS: '20',
      // The demo's webhook receiver, on a port of its own.
      WEBHOOK_TEST_RECEIVER_PORT: String(port + 446),
      // The delivery channels' test servers, their pages on ports of their own (docs/delivery.md).
      MAILBOX_TEST_PORT: String(port + 447),
      SMTP_TEST_PORT: '0',
      SMTP_TEST_WEB_PORT: String(port + 448),
      SMS_TEST_PORT: String(port + 449),
      // Bankgirot's sample file, which a journey uploads, is to bankgiro 991-2346.
      PROVIDER_BANKGIROS: '501-2349,991-2346',
      // The spec's optional cookie polling (off by default), on here so that a journey proves it.
      SESSION_COOKIE_POLL_MS: '300',
    },
  },
});
