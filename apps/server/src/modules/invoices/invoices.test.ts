/**
 * The invoice ledger through the gateway: a client's customers and invoices (with transactions and
 * financial details), debtors as a client may see them, and a debtor's own invoices, among them
 * Maria Sandberg (`faktura`), who holds invoices only.
 */
import { groupForReading } from '@fordra/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { debtors, documents, invoiceCounts, invoices } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { issueInvoiceLetter } from '../letters/invoice-letters.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2] = await Promise.all([signedIn(t.app, 'kund'), signedIn(t.app, 'kund2')]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const withKey = (path: string) =>
  t.app.inject({ method: 'GET', url: gw(path), headers: { authorization: `Bearer ${demoApiKey.key}` } });
const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; field?: string };
type Invoice = {
  invoiceGuid: string;
  invoiceNumber: string;
  status: string;
  remaining: number;
  customer: { name: string };
};

describe('customers', () => {
  it('lists the client’s own customers with their open amounts, searched and sorted', async () => {
    const list = (await kund.request('GET', gw('/v1/Customers'))).json();
    expect(list.total).toBe(3);
    const names = list.items.map((c: { debtor: { name: string } }) => c.debtor.name);
    expect(names).toEqual(['Café Linnea AB', 'Maria Sandberg', 'Oskar Lind']);
    const maria = list.items.find((c: { debtor: { name: string } }) => c.debtor.name === 'Maria Sandberg');
    expect(maria).toMatchObject({ invoices: 3, openInvoices: 2, cases: 0 });
    expect(maria.openAmounts).toEqual([{ currency: 'SEK', amount: 89_500 + 124_900 + 6_000 }]);
    const oskar = list.items.find((c: { debtor: { name: string } }) => c.debtor.name === 'Oskar Lind');
    expect(oskar.cases).toBe(1);

    const other = (await kund2.request('GET', gw('/v1/Customers'))).json();
    expect(other.items.map((c: { customerNumber: string }) => c.customerNumber)).toEqual(['L-1204']);
    expect(other.items[0].cases).toBe(2);

    const found = (await kund.request('GET', gw('/v1/Customers?q=199107264625'))).json();
    expect(found.items.map((c: { customerNumber: string }) => c.customerNumber)).toEqual(['K-50211']);
    const byEmail = (await kund.request('GET', gw('/v1/Customers?q=Maria.Sandberg@example.se'))).json();
    expect(byEmail.items.map((c: { debtor: { name: string } }) => c.debtor.name)).toEqual(['Maria Sandberg']);
    const byNumber = (await kund.request('GET', gw('/v1/Customers?q=kb-'))).json();
    expect(byNumber.total).toBe(2);
    const second = (await kund.request('GET', gw('/v1/Customers?q=kb-&pageSize=1&page=2'))).json();
    expect(second.total).toBe(2);
    expect(second.items).toHaveLength(1);
    expect(second.items[0].customerNumber).not.toBe(
      (await kund.request('GET', gw('/v1/Customers?q=kb-&pageSize=1'))).json().items[0].customerNumber,
    );
    const byOpen = (await kund.request('GET', gw('/v1/Customers?sort=openAmount&order=desc'))).json();
    expect(byOpen.items[0].debtor.name).toBe('Maria Sandberg');
    expect(errorOf(await kund.request('GET', gw('/v1/Customers?sort=secret'))).code).toBe('UnknownSortKey');
  });

  it('sorts by open amount within one currency at a time, never adding kronor to euros', async () => {
    const db = t.database.db;
    const [cafe] = await db
      .select({ id: invoices.id, currency: invoices.currency, amount: invoices.amount })
      .from(invoices)
      .innerJoin(debtors, eq(debtors.id, invoices.debtorId))
      .where(and(eq(debtors.companyName, 'Café Linnea AB'), inArray(invoices.status, ['Open', 'Reminded'])))
      .limit(1);
    if (!cafe) throw new Error('Café Linnea AB has an open invoice');
    // One euro: added to kronor it would be the smallest debt; in its own currency it is all Café Linnea owes.
    await db.update(invoices).set({ currency: 'EUR', amount: 100 }).where(eq(invoices.id, cafe.id));
    try {
      const order = async (direction: 'asc' | 'desc') =>
        (await kund.request('GET', gw(`/v1/Customers?sort=openAmount&order=${direction}`)))
          .json()
          .items.map((c: { debtor: { name: string }; openAmounts: { currency: string }[] }) => [
            c.debtor.name,
            c.openAmounts.map((amount) => amount.currency).join(','),
          ]);
      const descending = await order('desc');
      const ascending = await order('asc');
      // Euros first (currencies in order, whichever way the amounts go), then kronor by amount, and those
      // who owe nothing last.
      for (const rows of [descending, ascending]) {
        expect(rows[0]).toEqual(['Café Linnea AB', expect.stringMatching(/^EUR/)]);
        expect(rows.at(-1)).toEqual([expect.any(String), '']);
      }
      const kronor = (rows: string[][]) => rows.filter(([, currencies]) => currencies === 'SEK');
      expect(kronor(descending).length).toBeGreaterThan(0);
      expect(kronor(ascending)).toEqual([...kronor(descending)].reverse());
    } finally {
      await db
        .update(invoices)
        .set({ currency: cafe.currency, amount: cafe.amount })
        .where(eq(invoices.id, cafe.id));
    }
  });

  it('shows one customer with address and cases, and another client’s as not found', async () => {
    const [oskar] = (await kund2.request('GET', gw('/v1/Customers'))).json().items;
    const details = (await kund2.request('GET', gw(`/v1/Customers/${oskar.customerGuid}`))).json();
    expect(details.address).toMatchObject({ city: 'Karlskrona' });
    expect(details.caseGuids).toHaveLength(2);
    type ListedCase = { caseGuid: string; caseNumber: string; status: string; remainingAmount: number };
    const { items: listed } = (await kund2.request('GET', gw('/cases?pageSize=100'))).json();
    const expected = (listed as ListedCase[])
      .filter((c) => details.caseGuids.includes(c.caseGuid))
      .map(({ caseGuid, caseNumber, status, remainingAmount }) => ({
        caseGuid,
        caseNumber,
        status,
        remainingAmount,
      }));
    expect(expected).toHaveLength(2);
    const byGuid = (a: { caseGuid: string }, b: { caseGuid: string }) => a.caseGuid.localeCompare(b.caseGuid);
    expect([...details.caseSummaries].sort(byGuid)).toMatchObject(expected.sort(byGuid));
    expect(details.caseSummaries.map((c: { caseGuid: string }) => c.caseGuid)).toEqual(details.caseGuids);
    const foreign = await kund.request('GET', gw(`/v1/Customers/${oskar.customerGuid}`));
    const unknown = await kund.request('GET', gw('/v1/Customers/00000000-0000-4000-8000-000000000000'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
  });
});

describe('invoices', () => {
  it('lists the client’s invoices in every state, filtered, searched and paged', async () => {
    const all = (await withKey('/v1/Invoices?pageSize=100')).json();
    expect(all.total).toBe(6);
    expect(new Set(all.items.map((i: Invoice) => i.status))).toEqual(
      new Set(['Open', 'Reminded', 'Paid', 'Credited', 'HandedOver']),
    );
    const dates = all.items.map((i: { invoiceDate: string }) => i.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const invoice of all.items as Invoice[]) {
      if (!['Open', 'Reminded'].includes(invoice.status)) expect(invoice.remaining).toBe(0);
    }
    const reminded = (await kund.request('GET', gw('/v1/Invoices?status=Reminded'))).json();
    expect(reminded.items.map((i: Invoice) => i.invoiceNumber)).toEqual(['NE-24-8102']);
    expect(reminded.items[0].remaining).toBe(124_900 + 6_000);
    const handedOver = (await kund.request('GET', gw('/v1/Invoices?status=HandedOver'))).json();
    expect(handedOver.items[0].caseGuid).not.toBeNull();
    const byName = (await kund.request('GET', gw('/v1/Invoices?q=sandberg'))).json();
    expect(byName.total).toBe(3);
    const byOcr = (await kund.request('GET', gw(`/v1/Invoices?q=${all.items[0].ocrReference}`))).json();
    expect(byOcr.items.map((i: Invoice) => i.invoiceGuid)).toEqual([all.items[0].invoiceGuid]);
    const page = (await kund.request('GET', gw('/v1/Invoices?pageSize=2&page=3&sort=invoiceNumber'))).json();
    expect(page).toMatchObject({ page: 3, pageSize: 2, total: 6 });
    const numbers = all.items.map((i: Invoice) => i.invoiceNumber).sort();
    expect(page.items.map((i: Invoice) => i.invoiceNumber)).toEqual(numbers.slice(4, 6));
    type OfCustomer = { customer: { customerGuid: string } };
    const maria = all.items.find((i: Invoice) => i.invoiceNumber === 'NE-24-8102').customer.customerGuid;
    const ofMaria = (await kund.request('GET', gw(`/v1/Invoices?customerGuid=${maria}&pageSize=2`))).json();
    expect(ofMaria.total).toBe(3);
    expect(ofMaria.items).toHaveLength(2);
    expect(new Set(ofMaria.items.map((i: OfCustomer) => i.customer.customerGuid))).toEqual(new Set([maria]));

    for (const [query, code, field] of [
      ['status=Lost', 'InvalidFilter', 'status'],
      ['pageSize=500', 'InvalidPageSize', 'pageSize'],
      ['from=2026-13-01', 'InvalidDate', 'from'],
      ['from=2026-06-01&to=2026-05-01', 'DatesOutOfOrder', 'to'],
    ] as const) {
      expect(errorOf(await kund.request('GET', gw(`/v1/Invoices?${query}`))), query).toMatchObject({
        code,
        field,
      });
    }
  });

  it('totals the list, whole or by status, from counts kept exact by every change of invoices', async () => {
    type Executor = TestApp['database']['db'];
    /** Invoices per client and status as counted, beside what `invoice_counts` holds. */
    const countsIn = async (db: Executor) => {
      const key = (row: { clientId: string; status: string }) => `${row.clientId} ${row.status}`;
      const counted = await db
        .select({ clientId: invoices.clientId, status: invoices.status, n: count() })
        .from(invoices)
        .groupBy(invoices.clientId, invoices.status);
      const kept = await db.select().from(invoiceCounts);
      return {
        counted: Object.fromEntries(counted.map((row) => [key(row), row.n])),
        kept: Object.fromEntries(
          kept.filter((row) => row.invoices !== 0).map((row) => [key(row), row.invoices]),
        ),
      };
    };
    const seeded = await countsIn(t.database.db);
    expect(Object.keys(seeded.kept).length).toBeGreaterThan(4);
    expect(seeded.kept).toEqual(seeded.counted);
    const totals = async () =>
      Promise.all(
        ['', '?status=Open', '?status=Paid'].map(
          async (query) => (await kund.request('GET', gw(`/v1/Invoices${query}`))).json().total as number,
        ),
      );
    const before = await totals();
    expect(before[0]).toBe(6);

    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.database.db.transaction(async (tx) => {
        const some = await tx.select().from(invoices).orderBy(invoices.invoiceNumber).limit(3);
        // Copies of three invoices added in one statement, then some of them paid and removed.
        const copies = await tx
          .insert(invoices)
          .values(
            some.map(({ id: _, guid: __, ...row }, index) => ({
              ...row,
              invoiceNumber: `COPY-${index}-${row.invoiceNumber}`,
              ocrReference: `9${index}${row.ocrReference}`,
              status: 'Open' as const,
            })),
          )
          .returning({ id: invoices.id });
        expect((await countsIn(tx)).kept).toEqual((await countsIn(tx)).counted);
        const ids = copies.map((copy) => copy.id);
        await tx.update(invoices).set({ status: 'Paid' }).where(inArray(invoices.id, ids));
        const paid = await countsIn(tx);
        expect(paid.kept).toEqual(paid.counted);
        await tx.delete(invoices).where(inArray(invoices.id, ids.slice(1)));
        const removed = await countsIn(tx);
        expect(removed.kept).toEqual(removed.counted);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await countsIn(t.database.db)).kept).toEqual(seeded.counted);
    expect(await totals()).toEqual(before);
  });

  it('shows an invoice, its transactions and financial details, and another client’s as not found', async () => {
    const [reminded] = (await kund.request('GET', gw('/v1/Invoices?status=Reminded'))).json().items;
    const guid = reminded.invoiceGuid;
    expect((await kund.request('GET', gw(`/v1/Invoices/${guid}`))).json().invoiceNumber).toBe('NE-24-8102');
    const transactions = (await kund.request('GET', gw(`/v1/Invoices/${guid}/Transactions`))).json().items;
    expect(transactions.map((x: { type: string }) => x.type)).toEqual(['Issued', 'Reminder']);
    const money = (await kund.request('GET', gw(`/v1/Invoices/${guid}/FinancialDetails`))).json();
    expect(money).toMatchObject({
      amount: 124_900,
      fees: 6_000,
      paid: 0,
      remaining: 130_900,
      daysOverdue: 8,
    });
    const [pdf] = (await kund.request('GET', gw(`/v1/Invoices/${guid}/Documents`))).json().items;
    expect(pdf).toMatchObject({
      kind: 'invoice',
      title: 'Faktura NE-24-8102',
      fileName: 'Faktura-NE-24-8102.pdf',
    });
    const download = await kund.request('GET', gw(`/Archive/${pdf.documentGuid}`));
    expect(download.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(download.rawPayload);
    expect(text).toContain('NE-24-8102');
    expect(text).toContain(groupForReading(reminded.ocrReference));
    expect(text).toContain('Maria Sandberg');
    expect((await kund2.request('GET', gw(`/Archive/${pdf.documentGuid}`))).statusCode).toBe(404);
    // An invoice has one PDF: issuing it again answers the stored one.
    const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.guid, guid));
    const again = await issueInvoiceLetter(t.database.db, t.config.provider, stored?.id ?? '');
    const [document] = await t.database.db.select().from(documents).where(eq(documents.id, again.documentId));
    expect(document?.guid).toBe(pdf.documentGuid);
    for (const path of ['', '/Transactions', '/FinancialDetails', '/Documents']) {
      const response = await kund2.request('GET', gw(`/v1/Invoices/${guid}${path}`));
      expect(response.statusCode, path).toBe(404);
    }
  });
});

describe('debtors as a client sees them', () => {
  it('shows a debtor of the client with only the client’s part of the debt', async () => {
    const oskarsCase = (await kund2.request('GET', gw('/cases?q=oskar'))).json().items[0];
    const guid = oskarsCase.debtor.debtorGuid;
    const seenBy2 = (await kund2.request('GET', gw(`/v1/Debtors/${guid}`))).json();
    expect(seenBy2).toMatchObject({ name: 'Oskar Lind', identityNumber: '19850923-4376' });
    expect(seenBy2.customerGuid).not.toBeNull();
    const addresses = (await kund2.request('GET', gw(`/v1/Debtors/${guid}/Addresses`))).json().items;
    expect(addresses[0]).toMatchObject({ city: 'Karlskrona', isPrimary: true });

    const part2 = (await kund2.request('GET', gw(`/v1/Debtors/${guid}/CaseSummary`))).json();
    const part1 = (await kund.request('GET', gw(`/v1/Debtors/${guid}/CaseSummary`))).json();
    expect(part2.totals[0]).toMatchObject({
      currency: 'SEK',
      activeCases: 2,
      openInvoices: 1,
      remainingOnInvoices: 945_000,
    });
    expect(part1.totals[0]).toMatchObject({ currency: 'SEK', activeCases: 1, openInvoices: 0 });
    const oskar = await signedIn(t.app, 'oskar');
    const own = (await oskar.soap('getDebtorSummary')).json().totals[0];
    expect(part1.totals[0].remainingOnCases + part2.totals[0].remainingOnCases).toBe(
      own.remainingPrincipal + own.remainingInterest + own.remainingFees,
    );
  });

  it('answers a debtor with nothing of the client exactly like an unknown one', async () => {
    const lars = (await kund.request('GET', gw('/cases?q=andersson'))).json().items[0].debtor.debtorGuid;
    for (const path of ['', '/Addresses', '/CaseSummary']) {
      const foreign = await kund2.request('GET', gw(`/v1/Debtors/${lars}${path}`));
      const unknown = await kund2.request(
        'GET',
        gw(`/v1/Debtors/00000000-0000-4000-8000-000000000000${path}`),
      );
      expect(foreign.statusCode, path).toBe(404);
      expect(foreign.body).toBe(unknown.body);
    }
  });
});

describe('a debtor’s own invoices', () => {
  it('lets a person with invoices only sign in and see them, with how to pay each', async () => {
    const maria = await signedIn(t.app, 'faktura');
    const details = (await maria.soap('getCurrentDebtorDetails')).json();
    expect(details.GetDebtorDetailsResult.Debtors.Debtor[0].Name).toBe('Maria Sandberg');
    const own = (await maria.request('GET', gw('/invoices'))).json();
    expect(own.total).toBe(3);
    const open = own.items.find((i: { status: string }) => i.status === 'Open');
    expect(open).toMatchObject({
      creditorName: 'Nordljus Energi AB',
      amountToPay: 89_500,
      bankgiro: '5012349',
    });
    expect(open.swishPayload).toContain(open.ocrReference);
    // Each invoice comes with its PDF, which the debtor downloads from the archive; no one else does.
    const [letter] = open.documents;
    expect(letter).toMatchObject({ kind: 'invoice', title: `Faktura ${open.invoiceNumber}` });
    const download = await maria.request('GET', gw(`/Archive/${letter.documentGuid}`));
    expect(await pdfText(download.rawPayload)).toContain(groupForReading(open.ocrReference));
    const lars = await signedIn(t.app, 'demo');
    expect((await lars.request('GET', gw(`/Archive/${letter.documentGuid}`))).statusCode).toBe(404);
    const paid = own.items.find((i: { status: string }) => i.status === 'Paid');
    expect(paid).toMatchObject({ amountToPay: 0, swishPayload: null });
    expect((await maria.request('GET', gw('/cases'))).json().total).toBe(0);
    const [total] = (await maria.soap('getDebtorSummary')).json().totals;
    expect(total).toMatchObject({
      currency: 'SEK',
      remainingInvoices: 89_500 + 124_900 + 6_000,
      total: 89_500 + 124_900 + 6_000,
      openInvoices: 2,
      activeCases: 0,
    });
  });

  it('gives each debtor their own invoices only', async () => {
    const lars = await signedIn(t.app, 'demo');
    expect((await lars.request('GET', gw('/invoices'))).json()).toMatchObject({ items: [], total: 0 });
    const oskar = await signedIn(t.app, 'oskar');
    const own = (await oskar.request('GET', gw('/invoices'))).json();
    expect(own.items.map((i: { invoiceNumber: string }) => i.invoiceNumber).sort()).toEqual([
      'KB-24-1420',
      'SF-1204-10',
      'SF-1204-12',
    ]);
  });
});
