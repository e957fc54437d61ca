/**
 * The clients' address check against the local test register: found, not found, protected, a bad
 * number, the register down; every look-up audited with the number masked, and limited per caller.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { auditLog } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADDRESS_LOOKUPS_PER_MINUTE: '12' });
});
afterAll(() => t.close());

const check = (ssn: string, key = demoApiKey.key) =>
  t.app.inject({
    method: 'GET',
    url: `${GATEWAY_PREFIX}/check/address/${ssn}`,
    headers: { authorization: `Bearer ${key}` },
  });

describe('the address check', () => {
  it('answers the registered address of a person, however the number is written', async () => {
    for (const ssn of ['19790311-2857', '197903112857', '790311-2857']) {
      const response = await check(ssn);
      expect(response.statusCode, ssn).toBe(200);
      expect(response.json()).toEqual({
        personalNumber: '19790311-2857',
        name: 'Maja Holm',
        protected: false,
        address: { careOf: null, street: 'Kungsgatan 4', postalCode: '111 43', city: 'Stockholm' },
        updatedOn: '2025-11-14',
      });
    }
  });

  it('gives no address of a protected person, 404 for an unknown one and 400 for a bad number', async () => {
    const protectedPerson = await check('19700101-0011');
    expect(protectedPerson.json()).toMatchObject({ name: 'Nils Skyddad', protected: true, address: null });
    const unknown = await check('19900101-0017');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('AddressNotFound');
    for (const ssn of ['19790311-2858', 'abc', '1979031128571']) {
      const bad = await check(ssn);
      expect(bad.statusCode, ssn).toBe(400);
      expect(bad.json().error).toMatchObject({ code: 'InvalidIdentityNumber', field: 'ssn' });
    }
  });

  it('audits every look-up with the number masked and who asked', async () => {
    await check('19121212-1212');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'address.lookup'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.apiKeyId).not.toBeNull();
    expect(entry?.details).toEqual({ personalNumber: '19121212-XXXX', result: 'found' });
    expect(JSON.stringify(entry)).not.toContain('1212-1212');
  });

  it('lets a read-only user check, refuses debtors, and limits each caller to its look-ups a minute', async () => {
    const reader = await signedIn(t.app, 'kundlas');
    const answers = [];
    for (let i = 0; i < 13; i++)
      answers.push(await reader.request('GET', `${GATEWAY_PREFIX}/check/address/19121212-1212`));
    expect(answers.slice(0, 12).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[12]?.statusCode).toBe(429);
    expect(answers[12]?.json().error.code).toBe('TooManyRequests');
    // Another caller still has its own look-ups.
    expect(
      (await (await signedIn(t.app, 'kund')).request('GET', `${GATEWAY_PREFIX}/check/address/19121212-1212`))
        .statusCode,
    ).toBe(200);
    const debtor = await signedIn(t.app, 'demo');
    expect((await debtor.request('GET', `${GATEWAY_PREFIX}/check/address/19121212-1212`)).statusCode).toBe(
      403,
    );
  });

  it('answers 503 when the register does not answer in time', async () => {
    const down = await startTestApp({
      ADDRESS_REGISTER_URL: 'http://127.0.0.1:9',
      ADDRESS_REGISTER_TIMEOUT_MS: '500',
    });
    try {
      const response = await down.app.inject({
        method: 'GET',
        url: `${GATEWAY_PREFIX}/check/address/19790311-2857`,
        headers: { authorization: `Bearer ${demoApiKey.key}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('AddressRegisterUnavailable');
    } finally {
      await down.close();
    }
  });
});
