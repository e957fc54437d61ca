import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { StartRefused, testServers } from './production-mode.ts';

/** What production mode needs, and nothing of the demo. */
const production = {
  FORDRA_MODE: 'production',
  PUBLIC_URL: 'https://portal.example.se',
  SESSION_SECRET: 'a-random-secret-of-more-than-32-characters',
  HOST: '10.0.0.20',
};

/** The lines a production configuration from `env` is refused with; none when it is accepted. */
function refusals(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof StartRefused) return error.reasons;
    throw error;
  }
}

describe('production mode', () => {
  it('accepts a production configuration, with every demo feature off and cookies secure', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({
      mode: 'production',
      publicUrl: 'https://portal.example.se',
      host: '10.0.0.20',
      seedDemoData: false,
      session: { secureCookie: true },
      bankid: { testServer: { enabled: false } },
      addressRegister: { testServer: { enabled: false } },
      delivery: {
        mailbox: { testServer: { enabled: false } },
        email: { testServer: { enabled: false } },
        sms: { testServer: { enabled: false } },
      },
    });
  });

  it('refuses each demo setting with a line of its own', () => {
    const refusedWith = (change: Record<string, string | undefined>, line: RegExp) => {
      const env = Object.fromEntries(
        Object.entries({ ...production, ...change }).filter((entry): entry is [string, string] =>
          Boolean(entry[1]),
        ),
      );
      const reasons = refusals(env);
      expect(reasons, JSON.stringify(change)).toHaveLength(1);
      expect(reasons[0]).toMatch(line);
    };
    refusedWith({ SEED_DEMO_DATA: 'true' }, /^SEED_DEMO_DATA=true: the demo data/);
    refusedWith({ BANKID_TEST_SERVER: 'true' }, /^BANKID_TEST_SERVER=true: BankID's test server/);
    refusedWith(
      { ADDRESS_REGISTER_TEST_SERVER: 'true' },
      /^ADDRESS_REGISTER_TEST_SERVER=true: the test address/,
    );
    refusedWith(
      { BANKID_URL: 'https://appapi2.test.bankid.com/rp/v6.0' },
      /^BANKID_URL is BankID's test environment/,
    );
    refusedWith({ BANKID_TEST_APP_URL: 'http://127.0.0.1:3444' }, /^BANKID_TEST_APP_URL is set/);
    refusedWith({ COOKIE_SECURE: 'false' }, /^COOKIE_SECURE=false/);
    refusedWith({ PUBLIC_URL: undefined }, /^PUBLIC_URL is not set/);
    refusedWith(
      { PUBLIC_URL: 'http://portal.example.se' },
      /^PUBLIC_URL=http:\/\/portal.example.se: .*HTTPS/,
    );
    refusedWith({ SESSION_SECRET: undefined }, /^SESSION_SECRET is not set/);
    refusedWith({ SESSION_SECRET: 'short' }, /^SESSION_SECRET is shorter than 32/);
    refusedWith({ HOST: undefined }, /^HOST is not set/);
  });

  it('refuses every test server the portal can run', () => {
    for (const server of testServers)
      expect(refusals({ ...production, [server.variable]: 'true' })).toEqual([
        expect.stringMatching(new RegExp(`^${server.variable}=true`)),
      ]);
  });

  it('gives every reason at once when nothing but the mode is set', () => {
    expect(
      refusals({ FORDRA_MODE: 'production', SEED_DEMO_DATA: 'true', BANKID_TEST_SERVER: 'true' }).map(
        (reason) => reason.split(/[ =]/)[0],
      ),
    ).toEqual(['SEED_DEMO_DATA', 'BANKID_TEST_SERVER', 'PUBLIC_URL', 'SESSION_SECRET', 'HOST']);
  });

  it('leaves the demo as it was: demo data, test servers and the generated secret unless turned off', () => {
    const demo = loadConfig({ SESSION_SECRET: 'x' });
    expect(demo).toMatchObject({
      mode: 'demo',
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      seedDemoData: true,
      session: { secureCookie: false },
      bankid: { testServer: { enabled: true } },
      addressRegister: { testServer: { enabled: true } },
    });
  });

  it('refuses a mode or a PUBLIC_URL it cannot read', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'x', FORDRA_MODE: 'prod' })).toThrow(/FORDRA_MODE/);
    for (const url of ['portal.example.se', 'https://portal.example.se/fordra', 'ftp://portal.example.se'])
      expect(() => loadConfig({ SESSION_SECRET: 'x', PUBLIC_URL: url })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ SESSION_SECRET: 'x', PUBLIC_URL: 'https://portal.example.se/' }).publicUrl).toBe(
      'https://portal.example.se',
    );
  });
});
