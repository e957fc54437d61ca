import { isValidOcrReference } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let lars: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  lars = await signedIn(t.app, 'demo');
});
afterAll(() => t.close());

type Case = {
  caseGuid: string;
  isActive: boolean;
  status: string;
  statusGroup: string;
  remainingAmount: number;
  remainingSum: number;
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  paymentReference: string;
  fees: { amount: number; paid: number }[];
  creditorName: string;
  currency: string;
};

const casesOf = async (visitor: Visitor): Promise<Case[]> =>
  (await visitor.soap('getCaseDetails')).json().cases;

describe('cases', () => {
  it('lists the debtor’s cases, active and closed, with balances that add up', async () => {
    const cases = await casesOf(lars);
    expect(cases).toHaveLength(5);
    expect(cases.filter((c) => c.isActive)).toHaveLength(3);
    expect(
      cases
        .filter((c) => !c.isActive)
        .map((c) => c.status)
        .sort(),
    ).toEqual(['Credited', 'Paid']);
    for (const c of cases) {
      expect(c.remainingAmount).toBe(c.remainingPrincipal + c.remainingInterest + c.remainingFees);
      expect(c.remainingSum).toBe(c.remainingAmount);
      expect(isValidOcrReference(c.paymentReference)).toBe(true);
    }
    expect(cases.find((c) => c.status === 'PreCollection')?.statusGroup).toBe('reminder');
    expect(cases.find((c) => c.status === 'Surveillance')?.statusGroup).toBe('monitoring');
    const summary = (await lars.soap('getDebtorSummary')).json();
    const activeTotal = cases.filter((c) => c.isActive).reduce((n, c) => n + c.remainingAmount, 0);
    expect(summary.totals[0].total).toBe(activeTotal);
  });

  it('gives one case with its fee lines', async () => {
    const [first] = (await casesOf(lars)).filter((c) => c.status === 'Collection');
    const response = await lars.soap('getCaseDetails', { caseGuid: first?.caseGuid });
    const [one] = response.json().cases as Case[];
    expect(one?.caseGuid).toBe(first?.caseGuid);
    expect(one?.fees.map((f) => f.amount)).toEqual([6_000, 18_000]);
    // The 500 kr paid 30 days ago covered both fees first.
    expect(one?.fees.map((f) => f.paid)).toEqual([6_000, 18_000]);
  });

  it('tells how to pay each active case, with a Swish payload only for SEK', async () => {
    const info = (await lars.request('GET', '/api/extgwapi/api/debtoraccess/paymentinfo')).json();
    const cases = await casesOf(lars);
    expect(info.cases).toHaveLength(3);
    for (const entry of info.cases) {
      const c = cases.find((x) => x.caseGuid === entry.caseGuid);
      expect(entry.amountToPay).toBe(c?.remainingAmount);
      expect(entry.ocrReference).toBe(c?.paymentReference);
      const kronor = `${Math.floor(entry.amountToPay / 100)},${String(entry.amountToPay % 100).padStart(2, '0')}`;
      expect(entry.swishPayload).toBe(`C1233892213;${kronor};${entry.ocrReference};2`);
    }
    const sofia = await signedIn(t.app, 'valuta');
    const euro = (await sofia.request('GET', '/api/extgwapi/api/debtoraccess/paymentinfo'))
      .json()
      .cases.find((c: Case) => c.currency === 'EUR');
    expect(euro.swishPayload).toBeNull();
  });

  it('lists registered payments with their allocation and the registration window', async () => {
    const body = (await lars.soap('getPaymentDetails')).json();
    expect(body.payments.length).toBe(4);
    for (const p of body.payments) {
      expect(p.allocatedFees + p.allocatedInterest + p.allocatedPrincipal + p.allocatedCredit).toBe(p.amount);
    }
    expect(body.registration.today <= body.registration.earliest).toBe(true);
    expect(body.registration.earliest <= body.registration.latest).toBe(true);
    const emma = await signedIn(t.app, 'ny');
    expect((await emma.soap('getPaymentDetails')).json().payments).toEqual([]);
  });

  it('lists each case’s letters and serves them as PDF downloads', async () => {
    const cases = await casesOf(lars);
    const collection = cases.find((c) => c.status === 'Collection' && c.fees.length === 2);
    const docs = (await lars.soap('getHistoryDocument', { caseGuid: collection?.caseGuid })).json().documents;
    expect(docs.map((d: { kind: string }) => d.kind).sort()).toEqual(['collectionDemand', 'reminder']);
    const download = await lars.request('GET', `/api/extgwapi/api/Archive/${docs[0].documentGuid}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toMatch(
      /^attachment; filename="[\w-]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.length).toBe(docs[0].sizeBytes);
    for (const c of cases) {
      const letters = (await lars.soap('getHistoryDocument', { caseGuid: c.caseGuid })).json().documents;
      expect(letters.length, c.status).toBeGreaterThanOrEqual(1);
    }
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await lars.soap('getCaseDetails', { caseGuid: 'not-a-guid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('BadRequest');
    const unknown = await lars.soap('getCaseDetails', { caseGuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NotFound');
    const archive = await lars.request('GET', '/api/extgwapi/api/Archive/nope');
    expect(archive.statusCode).toBe(400);
  });
});

describe('authorisation', () => {
  it('answers another debtor’s identifiers exactly as unknown ones, on every debtor call', async () => {
    const emma = await signedIn(t.app, 'ny');
    const larsCases = await casesOf(lars);
    const unknownGuid = '00000000-0000-4000-8000-000000000000';
    for (const foreign of [...larsCases.map((c) => c.caseGuid), unknownGuid]) {
      for (const [operation, body] of [
        ['getCaseDetails', { caseGuid: foreign }],
        ['getHistoryDocument', { caseGuid: foreign }],
      ] as const) {
        const response = await emma.soap(operation, body);
        expect(response.statusCode, `${operation} ${foreign}`).toBe(404);
        expect(response.json()).toEqual({ error: { code: 'NotFound', message: 'The case was not found.' } });
      }
      const payments = await emma.soap('getPaymentDetails', { caseGuid: foreign });
      expect(payments.json().payments).toEqual([]);
      const info = await emma.request(
        'GET',
        `/api/extgwapi/api/debtoraccess/paymentinfo?caseGuid=${foreign}`,
      );
      expect(info.statusCode).toBe(404);
    }
    const [someCase] = larsCases;
    const [letter] = (await lars.soap('getHistoryDocument', { caseGuid: someCase?.caseGuid })).json()
      .documents;
    for (const documentGuid of [letter.documentGuid, unknownGuid]) {
      const response = await emma.request('GET', `/api/extgwapi/api/Archive/${documentGuid}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NotFound', message: 'The document was not found.' },
      });
    }
    const larsPayments = (await lars.soap('getPaymentDetails')).json().payments;
    expect(larsPayments.length).toBeGreaterThan(0);
    const emmaAll = JSON.stringify([(await emma.soap('getPaymentDetails')).json(), await casesOf(emma)]);
    for (const p of larsPayments) expect(emmaAll).not.toContain(p.paymentGuid);
  });
});
