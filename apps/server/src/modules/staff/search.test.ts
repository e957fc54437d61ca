import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { registerPayment } from '../ledger/ledger-service.ts';

let t: TestApp;
let staff: Visitor;
let lars: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [staff, lars] = await Promise.all([signedIn(t.app, 'handlaggare'), signedIn(t.app, 'demo')]);
});
afterAll(() => t.close());

type Found = {
  cases: { caseNumber: string; ocrReference: string; debtorName: string; remainingAmount: number }[];
  debtors: { name: string; identityNumber: string; caseCount: number }[];
  clients: { clientNumber: string; name: string }[];
  payments: { amount: number; reference: string; caseNumber: string | null }[];
  truncated: boolean;
};

const search = async (q: string): Promise<Found> => {
  const response = await staff.request('GET', `/api/staff/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const debtorNames = async (q: string) => (await search(q)).debtors.map((debtor) => debtor.name);

describe('the search box', () => {
  it('finds a case by its number and by its OCR reference, with what the debtor owes today', async () => {
    const [own] = (await lars.soap('getCaseDetails')).json().cases;
    for (const key of [own.caseNumber, own.paymentReference]) {
      const { cases } = await search(key);
      expect(cases, key).toHaveLength(1);
      expect(cases[0]).toMatchObject({
        caseNumber: own.caseNumber,
        ocrReference: own.paymentReference,
        debtorName: 'Lars Andersson',
        remainingAmount: own.remainingAmount,
      });
    }
  });

  it('finds a debtor by identity number: whole, without the dash, or the last four with the birth date', async () => {
    for (const q of [
      '19121212-1212',
      '191212121212',
      '121212-1212',
      '1212121212',
      '19121212 1212',
      '121212 1212',
      '1212 19121212',
    ])
      expect(await debtorNames(q), q).toEqual(['Lars Andersson']);
    // Another person's last four with Lars's birth date finds no one.
    expect(await debtorNames('19121212 4576')).toEqual([]);
    expect(await debtorNames('559048-1270')).toEqual(['Bergström Bygg & Montage AB']);
  });

  it("lists a debtor's cases with the debtor found, the open ones first", async () => {
    const own: { caseNumber: string; isActive: boolean }[] = (await lars.soap('getCaseDetails')).json().cases;
    const { debtors, cases } = await search('19121212-1212');
    expect(debtors.map((debtor) => debtor.name)).toEqual(['Lars Andersson']);
    expect(cases.map((found) => found.caseNumber).sort()).toEqual(own.map((item) => item.caseNumber).sort());
    const firstClosed = cases.findIndex(
      (found) => !own.find((item) => item.caseNumber === found.caseNumber)?.isActive,
    );
    const lastOpen = cases.findLastIndex(
      (found) => own.find((item) => item.caseNumber === found.caseNumber)?.isActive,
    );
    if (firstClosed !== -1) expect(lastOpen).toBeLessThan(firstClosed);
  });

  it('finds a debtor by the beginning of a name in any case, by e-mail and by phone', async () => {
    expect(await debtorNames('andersson')).toEqual(['Lars Andersson']);
    expect(await debtorNames('Lars Anders')).toEqual(['Lars Andersson']);
    expect(await debtorNames('Andersson Lars')).toEqual(['Lars Andersson']);
    expect(await debtorNames('bergström bygg')).toEqual(['Bergström Bygg & Montage AB']);
    expect(await debtorNames('Lars.Andersson@example.se')).toEqual(['Lars Andersson']);
    expect(await debtorNames('070-123 45 67')).toEqual(['Lars Andersson']);
    expect(await debtorNames('+46701234567')).toEqual(['Lars Andersson']);
    const [lars] = (await search('Andersson')).debtors;
    expect(lars?.caseCount).toBe(5);
  });

  it('finds a client by name, without regard to accents and case, or by client number', async () => {
    for (const q of ['sjöbris', 'Sjobris', 'SJÖBRIS FASTIG'])
      expect(
        (await search(q)).clients.map((c) => c.name),
        q,
      ).toEqual(['Sjöbris Fastigheter AB']);
    expect((await search('900100')).clients.map((c) => c.name)).toEqual(['Norrsken Kredithantering AB']);
  });

  it('finds a payment by an amount typed in kronor, and by its reference', async () => {
    for (const q of ['250', '250,00', '250.0'])
      expect(
        (await search(q)).payments.map((p) => [p.amount, p.reference, p.caseNumber]),
        q,
      ).toContainEqual([25_000, '12345678', null]);
    expect((await search('12345678')).payments.map((p) => p.amount)).toEqual([25_000]);
    const [kvarnby] = (await lars.soap('getCaseDetails'))
      .json()
      .cases.filter(
        (c: { creditorName: string; isActive: boolean }) =>
          c.creditorName === 'Kvarnby Bredband AB' && c.isActive,
      );
    const paid = await search(kvarnby.paymentReference);
    expect(paid.payments.map((p) => [p.amount, p.caseNumber])).toEqual([[50_000, kvarnby.caseNumber]]);
    expect((await search('1 000,00')).payments.map((p) => p.amount)).toEqual(
      expect.arrayContaining([100_000, 100_000]),
    );
  });

  it('gives at most ten of a group and says when there were more', async () => {
    expect((await search('777,77')).truncated).toBe(false);
    for (let n = 0; n < 11; n += 1)
      await registerPayment(t.database.db, {
        paymentReference: `REF-${n}`,
        amount: 77_777,
        currency: 'SEK',
        paymentDate: t.today,
        channel: 'bankgiro',
      });
    const many = await search('777,77');
    expect(many.payments).toHaveLength(10);
    expect(many.truncated).toBe(true);
    expect((await search('Lars')).truncated).toBe(false);
  });

  it('refuses a text too short or too long with 400', async () => {
    for (const q of ['', 'a', 'x'.repeat(101)]) {
      const response = await staff.request('GET', `/api/staff/search?q=${q}`);
      expect(response.statusCode, q).toBe(400);
    }
  });
});
