/**
 * The cases list as CSV: the list's own filters and order, every matching case (not one page), the
 * stable keys as header by default and the columns' names in Swedish or English on request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let kund: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  kund = await signedIn(t.app, 'kund');
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the cases list as CSV', () => {
  it('holds every case the list’s filters find, in the list’s order', async () => {
    const filters = 'statusGroup=active&sort=caseNumber&order=asc';
    const list = (await kund.request('GET', gw(`/cases?${filters}&pageSize=100`))).json();
    const csv = await kund.request('GET', gw(`/cases/export?${filters}`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [header, ...rows] = linesOf(csv.body);
    expect(header?.split(';').slice(0, 3)).toEqual(['caseNumber', 'clientReference', 'invoiceNumber']);
    expect(rows).toHaveLength(list.total);
    expect(rows.map((row) => row.split(';')[0])).toEqual(
      list.items.map((item: { caseNumber: string }) => item.caseNumber),
    );
    const all = linesOf((await kund.request('GET', gw('/cases/export'))).body);
    expect(all.length).toBeGreaterThan(rows.length + 1);
  });

  it('names its columns in Swedish or English on request, and refuses an unknown header kind', async () => {
    const sv = linesOf((await kund.request('GET', gw('/cases/export?header=labels&language=sv'))).body)[0];
    expect(sv).toMatch(/^Ärendenummer;Er referens;Fakturanummer;Borgenär;Gäldenär;/);
    const en = linesOf((await kund.request('GET', gw('/cases/export?header=labels&language=en'))).body)[0];
    expect(en).toMatch(/^Case number;Your reference;/);
    expect((await kund.request('GET', gw('/cases/export?header=names'))).statusCode).toBe(400);
  });
});
