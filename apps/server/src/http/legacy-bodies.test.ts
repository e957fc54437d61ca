/** The legacy calls take "a JSON body or an empty body" (spec §7): no body and an empty one read as `{}`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOperations } from '../test/api-operations.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../test/test-app.ts';

let t: TestApp;
let debtor: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  debtor = await signedIn(t.app, 'demo');
});
afterAll(() => t.close());

describe('legacy calls without a body', () => {
  const bodies: { name: string; headers: Record<string, string> }[] = [
    { name: 'no body, no content type', headers: {} },
    { name: 'an empty application/json body', headers: { 'content-type': 'application/json' } },
    {
      name: 'an empty body with a charset',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  ];
  it.each(bodies)('answers $name as it answers {}', async ({ headers }) => {
    const legacy = apiOperations(t.app).filter((operation) => operation.url.startsWith('/api/soap/'));
    expect(legacy.length).toBeGreaterThanOrEqual(7);
    const takingPayload = legacy.filter((operation) => (operation.body?.schema.required ?? []).length > 0);
    expect(takingPayload.map((operation) => operation.url)).toEqual(
      expect.arrayContaining(['/api/soap/getHistoryDocument', '/api/soap/createInstalmentPlan']),
    );
    for (const operation of legacy) {
      const empty = await debtor.request('POST', operation.url, {
        headers: { 'x-csrf-token': debtor.csrfToken, ...headers },
      });
      const withObject = await debtor.request('POST', operation.url, {
        json: {},
        headers: { 'x-csrf-token': debtor.csrfToken },
      });
      expect(empty.statusCode, `${operation.url}: ${empty.body}`).toBe(withObject.statusCode);
      // A payload with required fields (getHistoryDocument, createInstalmentPlan…): the first one missing is named.
      if ((operation.body?.schema.required ?? []).length > 0) {
        expect(empty.statusCode, operation.url).toBe(400);
        expect(empty.json().error.field, operation.url).toBeTruthy();
      } else {
        expect(empty.statusCode, `${operation.url}: ${empty.body}`).toBe(200);
        expect(empty.json()).toEqual(withObject.json());
      }
    }
  });

  it('still refuses a body that is not JSON, or JSON that is not an object', async () => {
    for (const payload of ['{', 'null', '[]', '"x"']) {
      const response = await debtor.request('POST', '/api/soap/getDebtorSummary', {
        raw: { contentType: 'application/json', payload: Buffer.from(payload) },
        headers: { 'x-csrf-token': debtor.csrfToken },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.code).toBe('BadRequest');
    }
  });

  it('keeps refusing an empty JSON body outside the legacy calls', async () => {
    const response = await debtor.request('POST', '/api/extgwapi/api/debtoraccess/updatedebtordetails', {
      headers: { 'x-csrf-token': debtor.csrfToken, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
