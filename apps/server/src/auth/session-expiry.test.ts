import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_TIMEOUT_SECONDS: '1800' });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const minutes = (n: number) => n * 60_000;

describe('the idle timeout of a session in use', () => {
  it('counts from the last request, not from an earlier one', async () => {
    const visitor = await signedIn(t.app, 'ny');
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 50_000);
    expect((await visitor.request('GET', '/api/auth/session')).json().user).toBeDefined();
    // 29 minutes 50 seconds after that request: still inside the 30 minutes.
    vi.setSystemTime(start + 50_000 + minutes(29) + 50_000);
    expect((await visitor.request('GET', '/api/auth/session')).json().user).toBeDefined();
    // 30 minutes and a second after the last request: over.
    vi.setSystemTime(start + 50_000 + minutes(29) + 50_000 + minutes(30) + 1_000);
    expect((await visitor.request('GET', '/api/auth/session')).json()).toEqual({});
  });
});
