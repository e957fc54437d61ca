import * as contract from '@fordra/contract';
import { describe, expect, it } from 'vitest';
import type { ResponseSchema } from './response-schema.ts';
import * as wire from './wire-schemas.ts';

/*
 * The web's plain checks of the session protocol must accept exactly what the contract's zod schemas
 * accept, and give the same data. Each valid answer below is tried whole, and with every field (at
 * every depth) removed or replaced by each value of another kind.
 */

const replacements: unknown[] = [null, 0, 1.5, '', 'debtor', 'bankid', true, [], {}, ['x'], { code: 'x' }];
const removed = Symbol('removed');

/** Every variant of `value`: itself, then each field in turn removed or replaced. */
function variants(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [value];
  const record = value as Record<string, unknown>;
  const found: unknown[] = [value];
  for (const [key, field] of Object.entries(record)) {
    for (const replacement of [removed, ...replacements, ...variants(field).slice(1)]) {
      const changed = { ...record };
      if (replacement === removed) delete changed[key];
      else changed[key] = replacement;
      found.push(changed);
    }
  }
  return found;
}

function agree<T>(
  name: string,
  plain: ResponseSchema<T>,
  zod: { safeParse(data: unknown): { success: boolean; data?: unknown } },
  samples: unknown[],
  fromZod: (data: unknown) => unknown = (data) => data,
) {
  it(`${name}: accepts what the contract accepts, with the same data`, () => {
    let accepted = 0;
    const all = samples.flatMap(variants);
    for (const sample of [...all, undefined, null, 'text', 42, []]) {
      const expected = zod.safeParse(sample);
      const actual = plain.safeParse(sample);
      expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
      if (expected.success && actual.success) {
        expect(actual.data).toEqual(fromZod(expected.data));
        accepted += 1;
      }
    }
    // Both accept the valid answers and some variants, and refuse the rest.
    expect(accepted).toBeGreaterThanOrEqual(samples.length);
    expect(accepted).toBeLessThan(all.length);
  });
}

const user = {
  name: 'Emma Andersson',
  accountId: 'a1',
  debtorGuid: 'd1',
  role: 'debtor',
  clientGuid: null,
  loginMethod: 'credentials',
  language: 'sv',
  mustChangePassword: false,
};
const session = { user, expires: '2026-11-28T12:00:00.000Z' };
const creditorSession = {
  user: {
    ...user,
    debtorGuid: null,
    role: 'creditor',
    clientGuid: 'c1',
    loginMethod: 'bankid',
    language: null,
  },
  expires: '2026-11-28T12:00:00.000Z',
};
const provider = {
  id: 'credentials',
  name: 'Användarnamn',
  type: 'credentials',
  signinUrl: '/api/auth/signin/credentials',
  callbackUrl: '/api/auth/callback/credentials',
};

describe('the session protocol checks', () => {
  agree('a session', wire.session, contract.session, [session, creditorSession, { ...session, extra: 1 }]);
  agree(
    'the session answer',
    wire.sessionResponse,
    contract.sessionResponse,
    [session, {}],
    // The contract's `{}` for no session is read as null.
    (data) => (typeof data === 'object' && data !== null && Object.keys(data).length === 0 ? null : data),
  );
  agree('an error', wire.errorBody, contract.errorBody, [
    { error: { code: 'TooManyAttempts', message: 'Too many attempts' } },
    { error: { code: 'BadRequest', message: 'Bad request', field: 'username' } },
  ]);
  agree('the CSRF token', wire.csrfResponse, contract.csrfResponse, [{ csrfToken: 'abc' }]);
  agree('the providers', wire.providersResponse, contract.providersResponse, [
    { credentials: provider },
    { credentials: provider, bankid: { ...provider, id: 'bankid', type: 'bankid' } },
    {},
  ]);
  agree('a redirect', wire.redirectAnswer, contract.redirectResponse.partial(), [{ url: '/cases' }, {}]);

  it('keeps only the fields it knows, as zod does', () => {
    const read = wire.session.safeParse({ ...session, extra: 1, user: { ...user, password: 'x' } });
    expect(read.data).toEqual(session);
  });
});
