import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const trustProxy = (value: string) => loadConfig({ SESSION_SECRET: 'x', TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy, or only the proxies named', () => {
    expect(trustProxy('')).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('loopback')).toEqual(['loopback']);
    expect(trustProxy('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
  });

  it('refuses true, which would trust anyone on a private network, naming what to set instead', () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY=true is not accepted: name the proxies' addresses/);
  });

  it('refuses to start with a value it cannot read, ranges by name too', () => {
    expect(() => trustProxy('yes please')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('2')).toThrow(/TRUST_PROXY/);
    expect(() => trustProxy('uniquelocal')).toThrow(/TRUST_PROXY/);
  });
});

describe('SESSION_COOKIE_POLL_MS', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({ SESSION_SECRET: 'x' }).session.cookiePollMs).toBe(0);
    expect(loadConfig({ SESSION_SECRET: 'x', SESSION_COOKIE_POLL_MS: '300' }).session.cookiePollMs).toBe(300);
  });
});

describe('WEB_CONCURRENCY', () => {
  const processes = (env: Record<string, string>) =>
    loadConfig({ SESSION_SECRET: 'x', ...env }).webConcurrency;

  it('is one process unless asked for, and several only on PostgreSQL', () => {
    expect(processes({})).toBe(1);
    expect(processes({ WEB_CONCURRENCY: '4', DATABASE_URL: 'postgres://localhost/fordra' })).toBe(4);
    expect(() => processes({ WEB_CONCURRENCY: '2' })).toThrow(/needs PostgreSQL \(DATABASE_URL\)/);
  });

  it('refuses a count it cannot use', () => {
    for (const value of ['0', '-1', '65', 'two', '1.5'])
      expect(() =>
        processes({ WEB_CONCURRENCY: value, DATABASE_URL: 'postgres://localhost/fordra' }),
      ).toThrow(/WEB_CONCURRENCY/);
  });
});

describe('LETTER_RENDER_THREADS', () => {
  const threads = (env: NodeJS.ProcessEnv) => loadConfig({ SESSION_SECRET: 'x', ...env }).letterRenderThreads;

  it('is the machine’s cores unless set, as several processes on one machine should share them', () => {
    expect(threads({})).toBe(availableParallelism());
    expect(threads({ LETTER_RENDER_THREADS: '1' })).toBe(1);
  });

  it('refuses a count it cannot use', () => {
    for (const value of ['0', '65', '1.5', 'many'])
      expect(() => threads({ LETTER_RENDER_THREADS: value }), value).toThrow(/LETTER_RENDER_THREADS/);
  });
});
