/**
 * A first `npm start` on an empty data directory, as a person meets it: the portal answers before it
 * has seeded the demo data, and everything asked for right after the first answer is already right.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../../scripts/local-server.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fordra-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A browser's cookies, kept from one answer to the next. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  async fetch(pathname: string, init: RequestInit = {}) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.url}${pathname}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
    return response;
  }
}

describe('a first start on an empty data directory', () => {
  it('begins a BankID login and signs a demo user in right after its first answer, and serves the letters it has not rendered yet', async () => {
    const server = await startLocalServer({
      dataDir,
      env: {
        BANKID_TEST_SERVER_PORT: '0',
        BANKID_TEST_APP_PORT: '0',
        ADDRESS_REGISTER_TEST_PORT: '0',
        ENGINE: 'off',
      },
    });
    try {
      const browser = new Browser(server.url);
      const { csrfToken } = (await (await browser.fetch('/api/auth/csrf')).json()) as { csrfToken: string };
      // BankID's test server is started after the server answers; a login begun before waits for it.
      const bankid = await browser.fetch('/api/auth/bankid/start', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: '{}',
      });
      expect(bankid.status, await bankid.clone().text()).toBe(200);
      expect(((await bankid.json()) as { testAppUrl: string }).testAppUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+/,
      );
      const signIn = await browser.fetch('/api/auth/callback/credentials', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, username: 'demo', password: 'demo1234', json: 'true' }),
      });
      expect(signIn.status, await signIn.clone().text()).toBe(200);
      const session = (await (await browser.fetch('/api/auth/session')).json()) as { user: { name: string } };
      expect(session.user.name).toBe('Lars Andersson');

      const { csrfToken: token } = (await (await browser.fetch('/api/auth/csrf')).json()) as {
        csrfToken: string;
      };
      const soap = async (operation: string, body: unknown) =>
        (
          await browser.fetch(`/api/soap/${operation}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-csrf-token': token },
            body: JSON.stringify(body),
          })
        ).json() as Promise<Record<string, unknown>>;
      const summary = (await soap('getCaseDetails', {})) as { cases: { caseGuid: string }[] };
      expect(summary.cases.length).toBeGreaterThan(0);
      const caseGuid = summary.cases[0]?.caseGuid;
      const { documents } = (await soap('getHistoryDocument', { caseGuid })) as {
        documents: { documentGuid: string; sizeBytes: number }[];
      };
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        const pdf = await browser.fetch(`/api/extgwapi/api/Archive/${document.documentGuid}`);
        expect(pdf.status).toBe(200);
        const bytes = new Uint8Array(await pdf.arrayBuffer());
        expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
        expect(bytes.length).toBe(document.sizeBytes);
      }
    } finally {
      await server.stop();
    }
  }, 120_000);
});
