import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';
import { pathOfNul } from './input-checks.ts';

describe('pathOfNul', () => {
  it('finds a NUL in any value or key, however deep', () => {
    expect(pathOfNul({ a: 'fine', b: ['ok', { c: 'x\u0000y' }] })).toBe('b.1.c');
    expect(pathOfNul({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(pathOfNul('\u0000')).toBe('');
    expect(pathOfNul({ a: 'fine', n: 1, t: true, z: null })).toBeNull();
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^0(\.0)+$/);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Answer = { statusCode: number; json: () => { error: { code: string; field?: string } } };

/** Refused for the NUL itself: the rest of each request is valid, and the field is named. */
const refusedAsBadInput = (response: Answer, field?: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'BadRequest', ...(field ? { field } : {}) });
};

describe('a NUL character anywhere in a request', () => {
  it('is refused as bad input in a sign-in, with nothing counted against the account', async () => {
    const visitor = new Visitor(t.app);
    refusedAsBadInput(await visitor.signIn('demo\u0000', 'demo1234'), 'username');
    refusedAsBadInput(await visitor.signIn('demo', 'demo1234\u0000'), 'password');
    expect((await visitor.signIn('demo')).statusCode).toBe(200);
  });

  it('is refused in every BankID order reference', async () => {
    const visitor = new Visitor(t.app);
    await visitor.fetchCsrf();
    const orderRef = 'a\u0000b';
    const headers = { 'x-csrf-token': visitor.csrfToken };
    for (const path of ['collect', 'cancel'])
      refusedAsBadInput(
        await visitor.request('POST', `/api/auth/bankid/${path}`, { json: { orderRef }, headers }),
        'orderRef',
      );
    refusedAsBadInput(await visitor.request('GET', '/api/auth/bankid/qr?orderRef=a%00b'), 'orderRef');
    refusedAsBadInput(
      await visitor.request('POST', '/api/auth/callback/bankid', {
        form: { csrfToken: visitor.csrfToken, orderRef },
      }),
      'orderRef',
    );
  });

  it('is refused in a debtor’s contact details and a staff reply', async () => {
    const debtor = await signedIn(t.app, 'demo');
    refusedAsBadInput(
      await debtor.request('POST', '/api/extgwapi/api/debtoraccess/updatedebtordetails', {
        json: { email: 'lars\u0000@example.se', cellularphone: null, homephone: null, workphone: null },
        headers: { 'x-csrf-token': debtor.csrfToken },
      }),
      'email',
    );
    const staff = await signedIn(t.app, 'handlaggare');
    refusedAsBadInput(
      await staff.request('POST', '/api/extgwapi/api/wip/conversations/postmessage', {
        json: { threadGuid: '00000000-0000-4000-8000-000000000000', message: 'Hej\u0000' },
        headers: { 'x-csrf-token': staff.csrfToken },
      }),
      'message',
    );
  });
});
