/**
 * A client's payments: a payment made to the client directly goes through the ledger once; the
 * payment journal splits every payment between the client and the provider, as JSON and CSV; the
 * dashboard's charts are computed from the client's own cases only.
 */
import { addDays, INACTIVE_STATUSES } from '@fordra/domain';
import { eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { cases, clients, creditors, debtors, payments } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { monthsUpTo } from './charts.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2] = await Promise.all([signedIn(t.app, 'kund'), signedIn(t.app, 'kund2')]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; field?: string };
const pay = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: gw('/wip/registration/registerdirectpayment'),
    headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** One of the first client's active cases in SEK, with what is owed on it today. */
async function activeCase(description: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.description, description));
  if (!row) throw new Error(`No case ${description}`);
  return { ...row, owed: balanceOn(row, t.today, await referenceRatesOf(t.database.db)).remainingAmount };
}

/** The payments on a creditor's cases from `from` to today, read from the database directly. */
async function paymentsOf(creditorName: string, from: string) {
  const rows = await t.database.db
    .select({ guid: payments.guid, amount: payments.amount, date: payments.paymentDate })
    .from(payments)
    .innerJoin(cases, eq(cases.id, payments.caseId))
    .innerJoin(creditors, eq(creditors.id, cases.creditorId))
    .where(eq(creditors.name, creditorName));
  return rows.filter((row) => row.date >= from && row.date <= t.today);
}

async function creditorGuid(visitor: Visitor, name: string): Promise<string> {
  const client = (await visitor.request('GET', gw('/v1/Clients'))).json().items[0];
  return client.creditors.find((c: { name: string }) => c.name === name).creditorGuid;
}

describe('a payment made to the client directly', () => {
  it('is allocated to fees, interest, then principal, once per reference', async () => {
    const target = await activeCase('Bredband 250/250, kvartal 2');
    const body = {
      caseGuid: target.guid,
      amount: 50_000,
      currency: 'SEK',
      paymentDate: t.today,
      paymentReference: 'KB-DIR-1',
    };
    const first = await pay(body);
    expect(first.statusCode).toBe(201);
    const answer = first.json();
    expect(answer.allocation.fees + answer.allocation.interest + answer.allocation.principal).toBe(50_000);
    expect(answer.allocation.fees).toBe(target.remainingFees);
    expect(answer.case.remainingAmount).toBe(target.owed - 50_000);
    const again = await pay(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...answer, created: false });

    const lars = await signedIn(t.app, 'demo');
    const [seen] = (await lars.soap('getCaseDetails', { caseGuid: target.guid })).json().cases;
    expect(seen.remainingAmount).toBe(target.owed - 50_000);
    const payments = (await lars.soap('getPaymentDetails', { caseGuid: target.guid })).json().payments;
    expect(payments.map((p: { amount: number }) => p.amount)).toContain(50_000);
  });

  it('refuses a reference used before with another case or amount, and registers nothing', async () => {
    const first = await activeCase('Bredband 250/250, kvartal 2');
    const other = await activeCase('Soffa Lund 3-sits, delbetalning');
    const body = {
      caseGuid: first.guid,
      amount: 2_000,
      currency: 'SEK',
      paymentDate: t.today,
      paymentReference: 'KB-DIR-REUSED',
    };
    expect((await pay(body)).statusCode).toBe(201);
    const count = async () =>
      (await t.database.db.select().from(payments).where(like(payments.externalId, '%:KB-DIR-REUSED')))
        .length;
    for (const reuse of [{ caseGuid: other.guid }, { amount: 2_001 }]) {
      const refused = await pay({ ...body, ...reuse });
      expect(refused.statusCode, JSON.stringify(reuse)).toBe(409);
      expect(errorOf(refused)).toMatchObject({ code: 'PaymentReferenceReused', field: 'paymentReference' });
    }
    expect(await count()).toBe(1);
    expect((await activeCase('Soffa Lund 3-sits, delbetalning')).owed).toBe(other.owed);
    expect((await pay(body)).statusCode).toBe(200);
  });

  it('settles a case in full, refuses more than is owed unless flagged, and then refuses the closed case', async () => {
    const target = await activeCase('Elräkning augusti');
    const base = { caseGuid: target.guid, currency: 'SEK', paymentDate: t.today };
    const above = await pay({ ...base, amount: target.owed + 100, paymentReference: 'NE-DIR-1' });
    expect(above.statusCode).toBe(400);
    expect(errorOf(above)).toMatchObject({ code: 'AmountAboveOwed', field: 'amount' });
    const flagged = await pay({
      ...base,
      amount: target.owed + 100,
      paymentReference: 'NE-DIR-1',
      overpayment: true,
    });
    expect(flagged.statusCode).toBe(201);
    expect(flagged.json()).toMatchObject({
      allocation: { credit: 100 },
      case: { status: 'Paid', remainingAmount: 0 },
    });
    const closed = await pay({ ...base, amount: 100, paymentReference: 'NE-DIR-2' });
    expect(closed.statusCode).toBe(409);
    expect(errorOf(closed).code).toBe('CaseClosed');
  });

  it('refuses another currency, a future date, another client’s case and a read-only caller', async () => {
    const target = await activeCase('Soffa Lund 3-sits, delbetalning');
    const base = {
      caseGuid: target.guid,
      amount: 1_000,
      currency: 'SEK',
      paymentDate: t.today,
      paymentReference: 'X-1',
    };
    expect(errorOf(await pay({ ...base, currency: 'EUR' }))).toMatchObject({ code: 'InvalidCurrency' });
    expect(errorOf(await pay({ ...base, paymentDate: addDays(t.today, 1) }))).toMatchObject({
      code: 'DatesOutOfOrder',
      field: 'paymentDate',
    });
    expect(errorOf(await pay({ ...base, amount: 0 }))).toMatchObject({
      code: 'InvalidAmount',
      field: 'amount',
    });
    expect(errorOf(await pay({ ...base, paymentReference: ' ' }))).toMatchObject({ code: 'FieldRequired' });
    const foreign = await kund2.request('POST', gw('/wip/registration/registerdirectpayment'), {
      json: base,
      headers: { 'x-csrf-token': kund2.csrfToken },
    });
    expect(foreign.statusCode).toBe(404);
    const reader = await signedIn(t.app, 'kundlas');
    const refused = await reader.request('POST', gw('/wip/registration/registerdirectpayment'), {
      json: base,
      headers: { 'x-csrf-token': reader.csrfToken },
    });
    expect(errorOf(refused).code).toBe('ReadOnlyAccess');
  });
});

describe('the payment journal', () => {
  it('lists the creditor’s payments in the period, split between the client and the provider', async () => {
    await t.database.db
      .update(clients)
      .set({ interestShareBp: 5_000 })
      .where(eq(clients.clientNumber, '900100'));
    const guid = await creditorGuid(kund, 'Hemmaplan Möbler AB');
    const from = addDays(t.today, -365);
    const journal = (
      await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}&to=${t.today}`))
    ).json();
    expect(journal.creditor.name).toBe('Hemmaplan Möbler AB');
    const expected = await paymentsOf('Hemmaplan Möbler AB', from);
    expect(journal.total).toBe(expected.length);
    expect(journal.items.map((line: { paymentGuid: string }) => line.paymentGuid).sort()).toEqual(
      expected.map((payment) => payment.guid).sort(),
    );
    for (const line of journal.items) {
      const half = Math.round(line.allocation.interest / 2);
      expect(line.keptByProvider).toBe(line.allocation.fees + half);
      expect(line.dueToClient).toBe(line.allocation.principal + line.allocation.interest - half);
      expect(line.dueToClient + line.keptByProvider + line.allocation.credit).toBe(line.amount);
    }
    expect(journal.totals).toEqual([
      {
        currency: 'SEK',
        payments: expected.length,
        amount: expected.reduce((n, payment) => n + payment.amount, 0),
        dueToClient: journal.items.reduce((n: number, l: { dueToClient: number }) => n + l.dueToClient, 0),
        keptByProvider: journal.items.reduce(
          (n: number, l: { keptByProvider: number }) => n + l.keptByProvider,
          0,
        ),
        credit: 0,
      },
    ]);
    const paged = (
      await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}&pageSize=1&page=2`))
    ).json();
    expect(paged.items).toHaveLength(1);
    expect(paged.totals).toEqual(journal.totals);
  });

  it('sorts by amount within one currency at a time, whichever way', async () => {
    const from = addDays(t.today, -365);
    type Line = { currency: string; amount: number };
    const byAmount = async (visitor: Visitor, order: 'asc' | 'desc') =>
      (
        await visitor.request(
          'GET',
          gw(`/journals/payments?from=${from}&to=${t.today}&sort=amount&order=${order}&pageSize=100`),
        )
      ).json().items as Line[];
    let currenciesSeen = 0;
    for (const visitor of [kund, kund2])
      for (const order of ['asc', 'desc'] as const) {
        const lines = await byAmount(visitor, order);
        const currencies = lines.map((line) => line.currency);
        // Currencies in their order, each once, whichever way the amounts go.
        expect(currencies).toEqual([...currencies].sort());
        currenciesSeen = Math.max(currenciesSeen, new Set(currencies).size);
        for (const currency of new Set(currencies)) {
          const amounts = lines.filter((line) => line.currency === currency).map((line) => line.amount);
          const sorted = [...amounts].sort((a, b) => a - b);
          expect(amounts).toEqual(order === 'asc' ? sorted : sorted.reverse());
        }
      }
    // A client with payments in more than one currency, so that the order between them is tried.
    expect(currenciesSeen).toBeGreaterThan(1);
  });

  it('answers the whole period as CSV for a spreadsheet', async () => {
    const guid = await creditorGuid(kund, 'Hemmaplan Möbler AB');
    const from = addDays(t.today, -365);
    const response = await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}&pageSize=1`), {
      headers: { accept: 'text/csv' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"/);
    const [header, ...lines] = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      'paymentDate;caseNumber;debtorName;channel;paymentReference;currency;amount;principal;interest;fees;credit;dueToClient;keptByProvider',
    );
    const expected = await paymentsOf('Hemmaplan Möbler AB', from);
    expect(lines).toHaveLength(expected.length);
    const amounts = lines.map((line) => Math.round(Number(line.split(';')[6]?.replace(',', '.')) * 100));
    expect(amounts.sort()).toEqual(expected.map((payment) => payment.amount).sort());
  });

  it('answers CSV to a plain download link with format=csv, and JSON to format=json', async () => {
    const guid = await creditorGuid(kund, 'Hemmaplan Möbler AB');
    const from = addDays(t.today, -365);
    const byHeader = await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}`), {
      headers: { accept: 'text/csv' },
    });
    const byLink = await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}&format=csv`));
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toMatch(/^text\/csv/);
    expect(byLink.headers['content-disposition']).toBe(byHeader.headers['content-disposition']);
    expect(byLink.body).toBe(byHeader.body);

    const json = await kund.request('GET', gw(`/journals/payments/${guid}?from=${from}&format=json`), {
      headers: { accept: 'text/csv' },
    });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json().total).toBe((await paymentsOf('Hemmaplan Möbler AB', from)).length);

    const unknown = await kund.request('GET', gw(`/journals/payments/${guid}?format=xlsx`));
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ code: 'InvalidFilter', field: 'format' });
  });

  it('lists all the client’s creditors’ payments, opening on the month of the latest payment', async () => {
    const from = addDays(t.today, -365);
    const client = (await kund.request('GET', gw('/v1/Clients'))).json().items[0];
    const names: string[] = client.creditors.map((c: { name: string }) => c.name);
    expect(names.length).toBeGreaterThan(1);
    const all = (
      await kund.request('GET', gw(`/journals/payments?from=${from}&to=${t.today}&pageSize=100`))
    ).json();
    expect(all.creditor).toBeNull();
    const expected = (await Promise.all(names.map((name) => paymentsOf(name, from)))).flat();
    expect(all.total).toBe(expected.length);
    expect(
      new Set(all.items.map((line: { creditorName: string }) => line.creditorName)).size,
    ).toBeGreaterThan(1);
    expect(all.items.every((line: { creditorName: string }) => names.includes(line.creditorName))).toBe(true);
    // Opened without a period: the month of the latest payment up to today, not an empty month.
    const latest = expected
      .map((payment) => payment.date)
      .sort()
      .at(-1);
    if (!latest) throw new Error('The client has no payments');
    const opened = (await kund.request('GET', gw('/journals/payments'))).json();
    expect(opened.from).toBe(`${latest.slice(0, 7)}-01`);
    expect(opened.to.slice(0, 7)).toBe(latest.slice(0, 7));
    expect(opened.total).toBeGreaterThan(0);
    // Another client's payments never show.
    const other = (await kund2.request('GET', gw(`/journals/payments?from=${from}&pageSize=100`))).json();
    const mine = new Set(all.items.map((line: { paymentGuid: string }) => line.paymentGuid));
    expect(other.items.some((line: { paymentGuid: string }) => mine.has(line.paymentGuid))).toBe(false);
  });

  it('names the CSV’s columns in the reader’s language on request, keeping stable keys by default', async () => {
    const from = addDays(t.today, -365);
    const header = async (query: string) =>
      (await kund.request('GET', gw(`/journals/payments?from=${from}&format=csv${query}`))).body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0];
    expect(await header('')).toBe(
      'paymentDate;caseNumber;creditorName;debtorName;channel;paymentReference;currency;amount;principal;interest;fees;credit;dueToClient;keptByProvider',
    );
    expect(await header('&header=keys&language=sv')).toBe(await header(''));
    expect(await header('&header=labels&language=sv')).toBe(
      'Betalningsdag;Ärendenummer;Borgenär;Gäldenär;Betalningssätt;Referens;Valuta;Belopp;Varav kapital;Varav ränta;Varav avgifter;Varav tillgodo;Till er;Till oss',
    );
    expect(await header('&header=labels&language=en')).toMatch(/^Payment date;Case number;Creditor;Debtor;/);
    expect(await header('&header=labels&language=fi')).toBe(await header('&header=labels&language=en'));
    const guid = await creditorGuid(kund, 'Hemmaplan Möbler AB');
    const one = await kund.request(
      'GET',
      gw(`/journals/payments/${guid}?from=${from}&format=csv&header=labels&language=sv`),
    );
    expect(one.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Betalningsdag;Ärendenummer;Gäldenär;/);
    const bad = await kund.request('GET', gw('/journals/payments?header=names'));
    expect(errorOf(bad)).toMatchObject({ code: 'InvalidFilter', field: 'header' });
  });

  it('keeps another client’s creditor and a backwards period out', async () => {
    const foreign = await creditorGuid(kund2, 'Sjöbris Fastigheter AB');
    expect((await kund.request('GET', gw(`/journals/payments/${foreign}`))).statusCode).toBe(404);
    const guid = await creditorGuid(kund, 'Hemmaplan Möbler AB');
    const backwards = await kund.request(
      'GET',
      gw(`/journals/payments/${guid}?from=2026-05-01&to=2026-04-01`),
    );
    expect(errorOf(backwards)).toMatchObject({ code: 'DatesOutOfOrder', field: 'to' });
  });
  it('writes a payer’s reference and a debtor’s name that would start a formula as text in the CSV', async () => {
    const target = await activeCase('Soffa Lund 3-sits, delbetalning');
    const [creditor] = await t.database.db
      .select()
      .from(creditors)
      .where(eq(creditors.id, target.creditorId));
    const [debtor] = await t.database.db.select().from(debtors).where(eq(debtors.id, target.debtorId));
    if (!creditor || !debtor) throw new Error('No creditor or debtor');
    const reference = '=HYPERLINK("http://evil.example","Klicka")';
    await t.database.db.update(debtors).set({ companyName: '@SUM(1+1)' }).where(eq(debtors.id, debtor.id));
    try {
      const paid = await pay({
        caseGuid: target.guid,
        amount: 1_000,
        currency: 'SEK',
        paymentDate: t.today,
        paymentReference: reference,
      });
      expect(paid.statusCode).toBe(201);
      const csv = await kund.request(
        'GET',
        gw(`/journals/payments/${creditor.guid}?from=${addDays(t.today, -365)}&format=csv`),
      );
      const line = csv.body.split('\r\n').find((row) => row.includes('evil.example'));
      expect(line?.split(';').slice(2, 7)).toEqual([
        '"\'@SUM(1+1)"',
        'direct',
        '"\'=HYPERLINK(""http://evil.example"",""Klicka"")"',
        'SEK',
        '10,00',
      ]);
    } finally {
      await t.database.db
        .update(debtors)
        .set({ companyName: debtor.companyName })
        .where(eq(debtors.id, debtor.id));
    }
  });
});

describe('charts', () => {
  it('counts new cases and collected money per month for the client only', async () => {
    const months = monthsUpTo(t.today, 12);
    const newCases = (
      await kund2.request('GET', gw('/wip/reporting/getchartdata/new-cases-per-month'))
    ).json();
    expect(newCases).toMatchObject({ chart: 'new-cases-per-month', unit: 'count', currency: null });
    expect(newCases.series[0].points.map((p: { x: string }) => p.x)).toEqual(months);
    expect(newCases.series[0].points.reduce((n: number, p: { y: number }) => n + p.y, 0)).toBe(2);

    const collected = (
      await kund2.request('GET', gw('/wip/reporting/getchartdata/collected-per-month?months=3'))
    ).json();
    expect(collected.series[0].points).toHaveLength(3);
    expect(collected.series[0].points.reduce((n: number, p: { y: number }) => n + p.y, 0)).toBe(200_000);
  });

  it('splits what is outstanding by stage and by age, adding up to the cases’ balances', async () => {
    const list = (await kund2.request('GET', gw('/cases?statusGroup=active'))).json();
    const outstanding = list.items.reduce(
      (n: number, c: { remainingAmount: number }) => n + c.remainingAmount,
      0,
    );
    const byStage = (
      await kund2.request('GET', gw('/wip/reporting/getchartdata/outstanding-by-stage'))
    ).json();
    const byAge = (await kund2.request('GET', gw('/wip/reporting/getchartdata/outstanding-by-age'))).json();
    const sum = (chart: { series: { points: { y: number }[] }[] }) =>
      chart.series[0]?.points.reduce((n, p) => n + p.y, 0);
    expect(sum(byStage)).toBe(outstanding);
    expect(sum(byAge)).toBe(outstanding);
    expect(byStage.series[0].points.map((p: { x: string }) => p.x)).toEqual(['collection', 'reminder']);
    expect(byAge.series[0].points.map((p: { x: string }) => p.x)).toEqual([
      '0-30',
      '31-90',
      '91-180',
      '181-365',
      '365+',
    ]);
  });

  it('gives the collection rate of closed cases, and names the charts for an unknown one', async () => {
    const rate = (
      await kund.request('GET', gw('/wip/reporting/getchartdata/collection-rate?months=36'))
    ).json();
    const closed = await t.database.db.select().from(cases);
    const mine = closed.filter(
      (c) =>
        (INACTIVE_STATUSES as readonly string[]).includes(c.status) &&
        c.currency === 'SEK' &&
        c.clientReference === null,
    );
    const clientRow = (
      await t.database.db.select().from(clients).where(eq(clients.clientNumber, '900100'))
    )[0];
    const own = mine.filter((c) => c.clientId === clientRow?.id);
    const expected =
      Math.round(
        (own.reduce((n, c) => n + c.paidPrincipal, 0) / own.reduce((n, c) => n + c.originalPrincipal, 0)) *
          10_000,
      ) / 10_000;
    expect(rate.series.find((s: { key: string }) => s.key === 'overall').points[0].y).toBe(expected);

    const unknown = await kund.request('GET', gw('/wip/reporting/getchartdata/profit'));
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('UnknownChart');
    expect(unknown.json().error.message).toContain('collected-per-month, new-cases-per-month');
    expect(
      errorOf(await kund.request('GET', gw('/wip/reporting/getchartdata/collection-rate?months=37'))).code,
    ).toBe('InvalidFilter');
  });
});
