/**
 * Every search box finds a name without regard to accents and case, and a case number or OCR reference
 * by its first digits: the client's cases, invoices and customers (gateway) and the back office's
 * search, through their HTTP calls; a name changed later is found by its new form only.
 */
import { addDays, luhnCheckDigit } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { updateDebtorNames } from '../../db/repositories/debtors.ts';
import { addCustomer, addInvoice } from '../../db/repositories/invoices.ts';
import { cases, creditors } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let staff: Visitor;
let ekstrom: { debtorId: string; caseNumber: string; ocrReference: string; invoiceOcr: string };

const gateway = async (path: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `${GATEWAY_PREFIX}${path}`,
    headers: { authorization: `Bearer ${demoApiKey.key}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const caseNames = async (text: string) =>
  ((await gateway(`/cases?${q(text)}&pageSize=100`)).items as { debtor: { name: string } }[]).map(
    (item) => item.debtor.name,
  );
const invoiceNames = async (text: string) =>
  ((await gateway(`/v1/Invoices?${q(text)}&pageSize=100`)).items as { customer: { name: string } }[]).map(
    (item) => item.customer.name,
  );
const customerNames = async (text: string) =>
  ((await gateway(`/v1/Customers?${q(text)}&pageSize=100`)).items as { debtor: { name: string } }[]).map(
    (item) => item.debtor.name,
  );
const staffSearch = async (text: string) => {
  const response = await staff.request('GET', `/api/staff/search?${q(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    cases: { caseNumber: string; debtorName: string }[];
    debtors: { name: string }[];
  };
};

/** A valid personnummer (`YYYYMMDD-NNNN`) of the day and serial given. */
const personalNumber = (day: string, serial: string) =>
  `${day}-${serial}${luhnCheckDigit(`${day.slice(2)}${serial}`)}`;

async function handOver(reference: string, debtor: Record<string, string>) {
  const { id } = await handOverCase(t, reference, debtor);
  const [row] = await t.database.db.select().from(cases).where(eq(cases.id, id));
  if (!row) throw new Error('The case was not registered');
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, 'handlaggare');
  // The client's creditor the demo key hands over to.
  const [creditor] = await t.database.db.select().from(creditors).limit(1);
  const own = await handOver('SOK-1', {
    kind: 'person',
    identityNumber: personalNumber('19850412', '123'),
    firstName: 'Åsa',
    lastName: 'Ekström',
  });
  await handOver('SOK-2', {
    kind: 'company',
    identityNumber: '556123-4567',
    companyName: 'Öresunds Café AB',
  });
  // An invoice of the client's ledger to the same person, as the ledger stores one.
  const customerId = await addCustomer(t.database.db, {
    clientId: own.clientId,
    debtorId: own.debtorId,
    customerNumber: 'K-EK-1',
  });
  const invoiceOcr = '7700012345';
  await addInvoice(t.database.db, {
    clientId: own.clientId,
    creditorId: creditor?.id ?? '',
    customerId: customerId ?? '',
    debtorId: own.debtorId,
    invoiceNumber: 'EK-2026-1',
    invoiceDate: addDays(t.today, -10),
    dueDate: addDays(t.today, 20),
    description: 'Elräkning',
    currency: 'SEK',
    amount: 40_000,
    status: 'Open',
    ocrReference: invoiceOcr,
    bankgiro: '5012349',
  });
  ekstrom = {
    debtorId: own.debtorId,
    caseNumber: own.caseNumber,
    ocrReference: own.ocrReference,
    invoiceOcr,
  };
});
afterAll(() => t.close());

const spellings = ['Ekstrom', 'ekström', 'EKSTRÖM', 'ekstr', 'Åsa', 'ASA EKSTROM'];

describe('every search box, without regard to accents and case', () => {
  it('finds the client’s cases by the debtor’s name however it is typed, and by a company’s name', async () => {
    for (const text of spellings) expect(await caseNames(text), text).toContain('Åsa Ekström');
    expect(await caseNames('oresunds cafe')).toEqual(['Öresunds Café AB']);
    expect(await caseNames('ekströmer')).toEqual([]);
  });

  it('finds a case by the first digits of its number or OCR reference', async () => {
    const numbers = (body: { items: { caseNumber: string }[] }) => body.items.map((item) => item.caseNumber);
    for (const prefix of [
      ekstrom.caseNumber,
      ekstrom.caseNumber.slice(0, -1),
      ekstrom.ocrReference.slice(0, -2),
    ])
      expect(numbers(await gateway(`/cases?${q(prefix)}&pageSize=100`)), prefix).toContain(
        ekstrom.caseNumber,
      );
  });

  it('counts what a search finds once, on every page of it and past its end', async () => {
    for (const list of ['/cases', '/v1/Invoices', '/v1/Customers']) {
      // A search that finds several, some by more than one of their fields.
      // "a": debtors whose first and last names both begin with it; "k": customer numbers and names.
      const text = list === '/cases' ? 'a' : 'k';
      const all = await gateway(`${list}?${q(text)}&pageSize=100`);
      expect(all.items.length, list).toBeGreaterThan(2);
      expect(all.total, list).toBe(all.items.length);
      const guids = (body: { items: Record<string, unknown>[] }) =>
        body.items.map((item) => JSON.stringify(item));
      const second = await gateway(`${list}?${q(text)}&pageSize=2&page=2`);
      expect(second.total, list).toBe(all.total);
      expect(guids(second), list).toEqual(guids(all).slice(2, 4));
      const past = await gateway(`${list}?${q(text)}&pageSize=2&page=999`);
      expect(past, list).toMatchObject({ items: [], total: all.total });
    }
  });

  it('lists once, and counts once, what more than one of its fields match', async () => {
    // Åsa Ekström's invoice: her last name and the invoice's number (EK-2026-1) both begin with "ek".
    const invoices = await gateway(`/v1/Invoices?${q('ek')}&pageSize=100`);
    expect(invoices.items.map((item: { invoiceNumber: string }) => item.invoiceNumber)).toEqual([
      'EK-2026-1',
    ]);
    expect(invoices.total).toBe(1);
    // Her case: her last name and the case's own reference, set here to begin with "ekstr" too.
    await t.database.db
      .update(cases)
      .set({ clientReference: 'EKSTR-9' })
      .where(eq(cases.debtorId, ekstrom.debtorId));
    const found = await gateway(`/cases?${q('ekstr')}&pageSize=100`);
    expect(found.items.map((item: { caseNumber: string }) => item.caseNumber)).toEqual([ekstrom.caseNumber]);
    expect(found.total).toBe(1);
  });

  it('finds the client’s invoices and customers by the debtor’s name, and an invoice by its OCR’s first digits', async () => {
    for (const text of spellings) {
      expect(await invoiceNames(text), text).toEqual(['Åsa Ekström']);
      expect(await customerNames(text), text).toEqual(['Åsa Ekström']);
    }
    expect(await invoiceNames(ekstrom.invoiceOcr.slice(0, 6))).toEqual(['Åsa Ekström']);
    expect(await invoiceNames('ek-2026')).toEqual(['Åsa Ekström']);
  });

  it('finds the debtor and their cases in the back office, and a case by its number’s first digits', async () => {
    for (const text of [...spellings, 'ekström åsa']) {
      const found = await staffSearch(text);
      expect(
        found.debtors.map((debtor) => debtor.name),
        text,
      ).toContain('Åsa Ekström');
      expect(
        found.cases.map((c) => c.caseNumber),
        text,
      ).toContain(ekstrom.caseNumber);
    }
    const byNumber = await staffSearch(ekstrom.caseNumber.slice(0, -2));
    expect(byNumber.cases.map((c) => c.caseNumber)).toContain(ekstrom.caseNumber);
  });

  it('lists the client’s customers by name with case and accents not counting', async () => {
    const people = [
      ['SOK-ORDER-1', 'Axel', 'Ahl', '101'],
      ['SOK-ORDER-2', 'ANNA', 'Zorn', '102'],
      ['SOK-ORDER-3', 'Adam', 'Öberg', '103'],
    ] as const;
    for (const [reference, firstName, lastName, serial] of people) {
      const row = await handOver(reference, {
        kind: 'person',
        identityNumber: personalNumber('19700101', serial),
        firstName,
        lastName,
      });
      await addCustomer(t.database.db, {
        clientId: row.clientId,
        debtorId: row.debtorId,
        customerNumber: reference,
      });
    }
    const ours = new Set(['Adam Öberg', 'ANNA Zorn', 'Åsa Ekström', 'Axel Ahl']);
    const listed = (await customerNames('a')).filter((name) => ours.has(name));
    // "adam oberg", "anna zorn", "asa ekstrom", "axel ahl": not upper case first, nor Å after Z.
    expect(listed).toEqual(['Adam Öberg', 'ANNA Zorn', 'Åsa Ekström', 'Axel Ahl']);
    const descending = (await gateway(`/v1/Customers?q=a&pageSize=100&sort=name&order=desc`)).items as {
      debtor: { name: string };
    }[];
    expect(descending.map((item) => item.debtor.name).filter((name) => ours.has(name))).toEqual(
      [...listed].reverse(),
    );
  });

  it('finds a name changed later by its new form in every box, and no longer by the old', async () => {
    await updateDebtorNames(t.database.db, ekstrom.debtorId, {
      firstName: 'Åsa',
      lastName: 'Öhman',
      companyName: null,
    });
    for (const text of ['OHMAN', 'öhman', 'asa ohm']) {
      expect(await caseNames(text), text).toContain('Åsa Öhman');
      expect(await invoiceNames(text), text).toEqual(['Åsa Öhman']);
      expect(await customerNames(text), text).toEqual(['Åsa Öhman']);
      expect((await staffSearch(text)).debtors.map((debtor) => debtor.name)).toContain('Åsa Öhman');
    }
    expect(await caseNames('ekstrom')).toEqual([]);
    expect(await invoiceNames('ekstrom')).toEqual([]);
    expect(await customerNames('ekstrom')).toEqual([]);
    expect((await staffSearch('ekstrom')).debtors).toEqual([]);
  });
});
