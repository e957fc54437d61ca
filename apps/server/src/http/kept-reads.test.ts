/**
 * The reads each server keeps (read-cache.ts), seen from outside: two servers on one database, as two
 * processes behind a load balancer, each answering from what it keeps until the data changes.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, GATEWAY_PREFIX } from '../app.ts';
import { rowsOf } from '../db/executor.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../test/test-app.ts';

let t: TestApp;
let other: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp({ BANKID_TEST_SERVER: 'false', ADDRESS_REGISTER_TEST_SERVER: 'false' });
  other = await buildApp(t.config, t.database);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

/** The same browser, its requests sent to `app`. */
function at(app: FastifyInstance, visitor: Visitor): Visitor {
  const moved = new Visitor(app);
  for (const [name, value] of visitor.cookies) moved.cookies.set(name, value);
  moved.csrfToken = visitor.csrfToken;
  return moved;
}

type Total = { currency: string; total: number; activeCases: number };
const sek = async (visitor: Visitor): Promise<Total> => {
  const response = await visitor.soap('getDebtorSummary');
  expect(response.statusCode).toBe(200);
  return response.json().totals.find((total: Total) => total.currency === 'SEK');
};
const sekTotal = async (visitor: Visitor): Promise<number> => (await sek(visitor)).total;

const email = async (visitor: Visitor): Promise<string> =>
  (await visitor.soap('getCurrentDebtorDetails')).json().GetDebtorDetailsResult.Debtors.Debtor[0].Email;

/** What paymentinfo asks the debtor to pay for each SEK case. */
const amountsToPay = async (visitor: Visitor): Promise<number[]> => {
  const response = await visitor.request('GET', '/api/extgwapi/api/debtoraccess/paymentinfo');
  expect(response.statusCode).toBe(200);
  const cases: { currency: string; amountToPay: number }[] = response.json().cases;
  return cases.filter((entry) => entry.currency === 'SEK').map((entry) => entry.amountToPay);
};

const ofAccount = (username: string) => sql`(select debtor_id from accounts where username = ${username})`;

describe('reads kept by each server', () => {
  it('show every committed change at the next request, on every server, whoever made it', async () => {
    const onOne = await signedIn(t.app, 'demo');
    const onTwo = at(other, onOne);
    const { total: before, activeCases } = await sek(onOne);
    expect(await sekTotal(onTwo)).toBe(before);
    const toPayBefore = await amountsToPay(onTwo);
    expect(toPayBefore).toHaveLength(activeCases);
    for (let step = 1; step <= 5; step++) {
      // As a payment file, the collection process or a command in another process would change it.
      await t.database.db.execute(
        sql`update cases set remaining_fees = remaining_fees + 100
          where debtor_id = ${ofAccount('demo')} and currency = 'SEK'`,
      );
      expect(await sekTotal(onTwo)).toBe(before + 100 * step * activeCases);
      expect(await sekTotal(onOne)).toBe(before + 100 * step * activeCases);
    }
    expect(await amountsToPay(onTwo)).toEqual(toPayBefore.map((amount) => amount + 500));
    await t.database.db.execute(
      sql`update debtors set email = 'ny.adress@example.se' where id = ${ofAccount('demo')}`,
    );
    expect(await email(onOne)).toBe('ny.adress@example.se');
    expect(await email(onTwo)).toBe('ny.adress@example.se');
  });

  it('refuse a session at once on every server once it is signed out or its account disabled', async () => {
    const onOne = await signedIn(t.app, 'foretag');
    const onTwo = at(other, onOne);
    expect((await onOne.soap('getDebtorSummary')).statusCode).toBe(200);
    expect((await onTwo.soap('getDebtorSummary')).statusCode).toBe(200);
    const out = await onTwo.request('POST', '/api/auth/signout', { form: { csrfToken: onTwo.csrfToken } });
    expect(out.statusCode).toBe(200);
    const refused = await at(t.app, onOne).soap('getDebtorSummary');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('Unauthorized');

    const disabled = await signedIn(t.app, 'ny');
    expect((await disabled.soap('getCaseDetails')).statusCode).toBe(200);
    expect((await at(other, disabled).soap('getCaseDetails')).statusCode).toBe(200);
    await t.database.db.execute(sql`update accounts set disabled = true where username = 'ny'`);
    try {
      expect((await disabled.soap('getCaseDetails')).statusCode).toBe(401);
      expect((await at(other, disabled).soap('getCaseDetails')).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`update accounts set disabled = false where username = 'ny'`);
    }
  });

  it('refuse an API key at once on every server once it is revoked, and mark its use unannounced', async () => {
    const admin = await signedIn(t.app, 'kund');
    const asAdmin = (app: FastifyInstance, method: 'POST' | 'DELETE', path: string, json?: unknown) =>
      app.inject({
        method,
        url: `${GATEWAY_PREFIX}${path}`,
        headers: {
          cookie: admin.cookieHeader,
          'x-csrf-token': admin.csrfToken,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        payload: json === undefined ? undefined : JSON.stringify(json),
      });
    const created = await asAdmin(t.app, 'POST', '/v1/ApiKeys', { name: 'Kept key', scope: 'read' });
    expect(created.statusCode).toBe(201);
    const { key, apiKey } = created.json();
    const call = (app: FastifyInstance) =>
      app.inject({
        method: 'GET',
        url: `${GATEWAY_PREFIX}/cases?pageSize=1`,
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await call(t.app)).statusCode).toBe(200);
    expect((await call(other)).statusCode).toBe(200);
    const lastUsed = async () =>
      rowsOf<{ last_used_at: unknown }>(
        await t.database.db.execute(sql`select last_used_at from api_keys where prefix = ${apiKey.prefix}`),
      )[0]?.last_used_at;
    expect(await lastUsed()).not.toBeNull();

    // Revoked without its announcement, the key is still accepted where it was kept: proof that it was.
    const revokeUnannounced = async (revoked: boolean) => {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table api_keys disable trigger data_changed`);
        await tx.execute(sql`update api_keys set revoked_at = ${revoked ? sql`now()` : null}
          where prefix = ${apiKey.prefix}`);
        await tx.execute(sql`alter table api_keys enable trigger data_changed`);
      });
    };
    await revokeUnannounced(true);
    try {
      expect((await call(other)).statusCode).toBe(200);
    } finally {
      await revokeUnannounced(false);
    }

    const revoked = await asAdmin(other, 'DELETE', `/v1/ApiKeys/${apiKey.apiKeyGuid}`);
    expect(revoked.statusCode).toBe(200);
    for (const app of [t.app, other]) {
      const refused = await call(app);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('InvalidApiKey');
    }
  });

  it('are answered from what the server kept, as long as no change is announced', async () => {
    const visitor = await signedIn(t.app, 'demo');
    const kept = await sekTotal(visitor);
    // Without its announcement, a change stays unseen: proof that the answer was kept, and that the
    // announcements are what keeps it right.
    // A change of cases changes case_counts in its transaction, whose announcement would tell it too.
    const announcements = (on: 'enable' | 'disable') =>
      t.database.db.transaction(async (tx) => {
        for (const table of ['cases', 'case_counts'])
          await tx.execute(sql.raw(`alter table ${table} ${on} trigger data_changed`));
      });
    await announcements('disable');
    try {
      await t.database.db.execute(
        sql`update cases set remaining_fees = remaining_fees + 1 where debtor_id = ${ofAccount('demo')}`,
      );
      expect(await sekTotal(visitor)).toBe(kept);
    } finally {
      await announcements('enable');
    }
    await t.database.db.execute(sql`update cases set remaining_fees = remaining_fees - 1
      where debtor_id = ${ofAccount('demo')}`);
    expect(await sekTotal(visitor)).toBe(kept);
  });
});
