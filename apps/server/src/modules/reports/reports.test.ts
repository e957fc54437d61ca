/**
 * The reports produced for a client: the monthly settlement (PDF and CSV), the case status report and
 * the delivery report, listed for the client alone, downloaded through the archive, produced once however
 * often they run.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { markReturned, sendAgain } from '../../db/repositories/deliveries.ts';
import { cases, clients, deliveries, documents, payments, producedReports } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { deliveryReportCsv, monthPeriod, previousMonth, produceMonthlyReports } from './monthly-reports.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2] = await Promise.all([signedIn(t.app, 'kund'), signedIn(t.app, 'kund2')]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
type Report = { kind: string; format: string; periodStart: string; documentGuid: string };
const list = (visitor: Visitor, body: Record<string, unknown> = {}) =>
  visitor.request('POST', gw('/wip/reporting/listproducedreports'), {
    json: body,
    headers: { 'x-csrf-token': visitor.csrfToken },
  });

async function clientId(number: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.clientNumber, number));
  return row?.id ?? '';
}

describe('produced reports', () => {
  it('lists each client’s own reports of the last two months, newest first', async () => {
    const last = previousMonth(t.today);
    const reports = (await list(kund)).json();
    expect(reports.total).toBe(8);
    expect(reports.items[0].periodStart).toBe(`${last}-01`);
    expect(new Set(reports.items.map((r: Report) => `${r.kind}/${r.format}`))).toEqual(
      new Set(['settlement/pdf', 'settlement/csv', 'caseStatus/csv', 'delivery/csv']),
    );
    const withKey = await t.app.inject({
      method: 'POST',
      url: gw('/wip/reporting/listproducedreports'),
      headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ kind: 'settlement', format: 'pdf' }),
    });
    expect(withKey.json().items.map((r: Report) => r.periodStart)).toEqual([
      `${last}-01`,
      `${previousMonth(last)}-01`,
    ]);
    const reader = await signedIn(t.app, 'kundlas');
    expect((await list(reader)).statusCode).toBe(200);

    const theirs = (await list(kund2)).json().items.map((r: Report) => r.documentGuid);
    const mine = reports.items.map((r: Report) => r.documentGuid);
    expect(theirs.filter((guid: string) => mine.includes(guid))).toEqual([]);
    expect((await list(kund, { from: '2026-05-01', to: '2026-04-01' })).json().error.code).toBe(
      'DatesOutOfOrder',
    );
  });

  it('settles the month: the CSV has every payment, the PDF the totals, both downloadable by the client alone', async () => {
    const month = previousMonth(t.today);
    const period = monthPeriod(month);
    const id = await clientId('900100');
    const paid = await t.database.db
      .select({ amount: payments.amount })
      .from(payments)
      .innerJoin(cases, eq(cases.id, payments.caseId))
      .where(
        and(
          eq(cases.clientId, id),
          gte(payments.paymentDate, period.start),
          lte(payments.paymentDate, period.end),
        ),
      );
    const reports = (await list(kund, { kind: 'settlement', from: period.start, to: period.start })).json()
      .items;
    const csvReport = reports.find((r: Report) => r.format === 'csv');
    const pdfReport = reports.find((r: Report) => r.format === 'pdf');

    const csv = await kund.request('GET', gw(`/Archive/${csvReport.documentGuid}`));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const [, ...lines] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(paid.length);
    const sum = paid.reduce((n, p) => n + p.amount, 0);
    const csvSum = lines.reduce(
      (n, line) => n + Math.round(Number(line.split(';')[6]?.replace(',', '.')) * 100),
      0,
    );
    expect(csvSum).toBe(sum);

    const pdf = await kund.request('GET', gw(`/Archive/${pdfReport.documentGuid}`));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Redovisning ${month}`);
    expect(text).toContain('Betalas ut till er');
    expect((await kund2.request('GET', gw(`/Archive/${pdfReport.documentGuid}`))).statusCode).toBe(404);
  });

  it('reports every letter issued on the client’s cases and how it went out, a letter sent again on two lines', async () => {
    const id = await clientId('900100');
    const lettersOf = (client: string) =>
      t.database.db
        .select({
          guid: deliveries.guid,
          id: deliveries.id,
          caseNumber: cases.caseNumber,
          channel: deliveries.channel,
          status: deliveries.status,
          postedOn: deliveries.postedOn,
          deliveredOn: deliveries.deliveredOn,
        })
        .from(deliveries)
        .innerJoin(documents, eq(documents.id, deliveries.documentId))
        .innerJoin(cases, eq(cases.id, documents.caseId))
        .where(and(eq(cases.clientId, client), eq(deliveries.purpose, 'letter')));
    // The demo's letters went out on paper on their issue days, all within the five years before today.
    const years = { start: `${Number(t.today.slice(0, 4)) - 5}${t.today.slice(4)}`, end: t.today };
    const posted = (await lettersOf(id)).find((row) => row.status === 'sent' && row.channel === 'paper');
    if (!posted) throw new Error('The client has a posted letter');
    expect(await markReturned(t.database.db, posted.id, 'Okänd på adressen')).toBe(true);
    expect(await t.database.db.transaction((tx) => sendAgain(tx, posted.id))).toBe(true);

    const csv = await deliveryReportCsv(t.database.db, id, years);
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = (header ?? '').split(';');
    const rows = lines.map((line) =>
      Object.fromEntries(line.split(';').map((cell, i) => [columns[i], cell])),
    );
    const expected = await lettersOf(id);
    expect(rows.map((row) => row.delivery).sort()).toEqual(expected.map((row) => row.guid).sort());
    for (const letter of expected)
      expect(rows.find((row) => row.delivery === letter.guid)).toMatchObject({
        caseNumber: letter.caseNumber,
        channel: letter.channel ?? '',
        status: letter.status,
        postedOn: letter.postedOn ?? '',
        deliveredOn: letter.deliveredOn ?? '',
      });
    const returned = rows.find((row) => row.delivery === posted.guid);
    expect(returned).toMatchObject({
      status: 'returned',
      failureReason: 'Okänd på adressen',
      deliveredOn: '',
    });
    expect(rows.find((row) => row.replacesDelivery === posted.guid)).toMatchObject({
      caseNumber: posted.caseNumber,
      status: 'pending',
    });

    const theirs = new Set((await lettersOf(await clientId('900200'))).map((row) => row.guid));
    expect(theirs.size).toBeGreaterThan(0);
    expect(rows.filter((row) => theirs.has(row.delivery ?? ''))).toEqual([]);
  });

  it('produces a month once, even when asked again and at the same time', async () => {
    const id = await clientId('900200');
    const month = '2025-06';
    const made = await Promise.all([
      produceMonthlyReports(t.database.db, t.config.provider, id, month),
      produceMonthlyReports(t.database.db, t.config.provider, id, month),
    ]);
    expect(made[0] + made[1]).toBe(4);
    expect(await produceMonthlyReports(t.database.db, t.config.provider, id, month)).toBe(0);
    const rows = await t.database.db
      .select()
      .from(producedReports)
      .where(and(eq(producedReports.clientId, id), eq(producedReports.periodStart, '2025-06-01')));
    expect(rows).toHaveLength(4);
  });
});
