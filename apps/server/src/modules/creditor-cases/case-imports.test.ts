/**
 * A client's imports of cases from CSV files: the portal records each with its report, the client's
 * users read them back newest first, another client never sees them, and a read-only user or an API
 * key cannot record one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2] = await Promise.all([signedIn(t.app, 'kund'), signedIn(t.app, 'kund2')]);
});
afterAll(() => t.close());

const path = `${GATEWAY_PREFIX}/wip/registration/caseimports`;
const record = (visitor: Visitor, body: unknown) =>
  visitor.request('POST', path, { json: body, headers: { 'x-csrf-token': visitor.csrfToken } });

const report = [
  { row: 2, reference: 'FAKT-1', outcome: 'created', caseNumber: '1000123', issues: [] },
  { row: 3, reference: 'FAKT-2', outcome: 'existing', caseNumber: '1000007', issues: [] },
  {
    row: 4,
    reference: 'FAKT-3',
    outcome: 'refused',
    caseNumber: null,
    issues: [{ field: 'debtor.address.postalCode', code: 'InvalidPostalCode' }],
  },
];

describe('case imports', () => {
  it('are recorded with their report and read back newest first, by the client only', async () => {
    const first = await record(kund, { fileName: 'augusti.csv', rows: report.slice(0, 1) });
    expect(first.statusCode, first.body).toBe(201);
    const second = await record(kund, { fileName: 'september.csv', rows: report });
    expect(second.statusCode, second.body).toBe(201);
    const list = (await kund.request('GET', path)).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({
      importGuid: second.json().importGuid,
      fileName: 'september.csv',
      importedBy: expect.any(String),
      rows: 3,
      created: 1,
      existing: 1,
      refused: 1,
      report,
    });
    expect(list.items[1].fileName).toBe('augusti.csv');
    expect((await kund2.request('GET', path)).json().total).toBe(0);
  });

  it('refuses a read-only user, an API key and a report that is not one', async () => {
    const readOnly = await signedIn(t.app, 'kundlas');
    expect((await record(readOnly, { fileName: 'x.csv', rows: report })).statusCode).toBe(403);
    const byKey = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${demoApiKey.key}` },
    });
    expect(byKey.statusCode).toBe(403);
    const empty = await record(kund, { fileName: 'x.csv', rows: [] });
    expect(empty.statusCode).toBe(400);
    const badOutcome = await record(kund, { fileName: 'x.csv', rows: [{ ...report[0], outcome: 'maybe' }] });
    expect(badOutcome.statusCode).toBe(400);
  });
});
