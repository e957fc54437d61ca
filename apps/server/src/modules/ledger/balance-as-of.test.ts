/**
 * Balances as of a day: a debtor's case details and debt summary, a client's case details and case
 * summary, for a day other than today, worked out as the ledger works out today's.
 */
import { addDays } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { registerPayment } from './ledger-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type CaseAnswer = {
  caseGuid: string;
  isActive: boolean;
  currency: string;
  registrationDate: string;
  paymentReference: string;
  remainingPrincipal: number;
  remainingInterest: number;
  remainingFees: number;
  remainingAmount: number;
  paidSum: number;
};
const balanceOf = (c: CaseAnswer) => ({
  remainingPrincipal: c.remainingPrincipal,
  remainingInterest: c.remainingInterest,
  remainingFees: c.remainingFees,
  remainingAmount: c.remainingAmount,
  paidSum: c.paidSum,
});

async function casesOn(visitor: Visitor, body: Record<string, unknown>) {
  const response = await visitor.soap('getCaseDetails', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { cases: CaseAnswer[]; asOf: string };
}

describe('a debtor’s balances as of a day', () => {
  it('are today’s by default, and a case paid today still owed what it owed yesterday', async () => {
    const lars = await signedIn(t.app, 'demo');
    const yesterday = addDays(t.today, -1);
    const now = await casesOn(lars, {});
    expect(now.asOf).toBe(t.today);
    expect((await casesOn(lars, { asOf: t.today })).cases).toEqual(now.cases);
    const theCase = now.cases.find(
      (c) => c.isActive && c.currency === 'SEK' && c.registrationDate < yesterday && c.remainingAmount > 0,
    );
    if (!theCase) throw new Error('The demo debtor has no SEK case to pay');
    const before = (await casesOn(lars, { caseGuid: theCase.caseGuid, asOf: yesterday })).cases[0];
    const summaryBefore = (await lars.soap('getDebtorSummary', { asOf: yesterday })).json();

    await registerPayment(t.database.db, {
      paymentReference: theCase.paymentReference,
      amount: theCase.remainingAmount,
      currency: 'SEK',
      paymentDate: t.today,
      channel: 'bankgiro',
    });
    const paid = (await casesOn(lars, { caseGuid: theCase.caseGuid })).cases[0];
    expect(paid?.remainingAmount).toBe(0);
    expect(paid?.isActive).toBe(false);

    // Yesterday is as it was: the payment dated today is not in it.
    const after = (await casesOn(lars, { caseGuid: theCase.caseGuid, asOf: yesterday })).cases[0];
    expect(after && balanceOf(after)).toEqual(before && balanceOf(before));
    expect(after?.remainingAmount).toBeGreaterThan(0);
    // Yesterday's balance is today's less one day of interest, and today's before the payment.
    expect(after?.remainingPrincipal).toBe(theCase.remainingPrincipal);
    expect(after?.remainingFees).toBe(theCase.remainingFees);
    expect(after?.remainingInterest).toBeLessThanOrEqual(theCase.remainingInterest);
    const summaryAfter = (await lars.soap('getDebtorSummary', { asOf: yesterday })).json();
    expect(summaryAfter).toEqual(summaryBefore);
    expect(summaryAfter.asOf).toBe(yesterday);
  });

  it('a later day adds interest to the day, nothing paid meanwhile', async () => {
    const sofia = await signedIn(t.app, 'valuta');
    const now = await casesOn(sofia, {});
    const later = await casesOn(sofia, { asOf: addDays(t.today, 90) });
    for (const c of now.cases.filter((one) => one.isActive)) {
      const then = later.cases.find((one) => one.caseGuid === c.caseGuid);
      expect(then?.remainingPrincipal).toBe(c.remainingPrincipal);
      expect(then?.remainingFees).toBe(c.remainingFees);
      expect(then?.remainingInterest).toBeGreaterThanOrEqual(c.remainingInterest);
    }
  });

  it('refuses a day before the case’s registration, more than a year ahead, or not a day', async () => {
    const lars = await signedIn(t.app, 'demo');
    const [first] = (await casesOn(lars, {})).cases;
    if (!first) throw new Error('No case');
    const cases: [Record<string, unknown>, string][] = [
      [
        { caseGuid: first.caseGuid, asOf: addDays(first.registrationDate, -1) },
        'The day is before the case was registered.',
      ],
      [{ asOf: addDays(t.today, 366) }, 'The day is more than a year ahead.'],
      [{ asOf: '2026-02-30' }, 'A date must be a real day written YYYY-MM-DD (asOf).'],
    ];
    for (const [body, message] of cases) {
      const response = await lars.soap('getCaseDetails', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'InvalidDate', field: 'asOf', message });
    }
    expect((await lars.soap('getDebtorSummary', { asOf: addDays(t.today, 366) })).statusCode).toBe(400);
    // Without a named case a day before every registration leaves every case out.
    expect((await casesOn(lars, { asOf: '2000-01-01' })).cases).toEqual([]);
  });
});

describe('a client’s balances as of a day', () => {
  const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;

  it('gives a case’s details and a debtor’s case summary on the day asked, and refuses a day before registration', async () => {
    const kund = await signedIn(t.app, 'kund');
    const list = (await kund.request('GET', gw('/cases?statusGroup=active&pageSize=1'))).json();
    const caseGuid = list.items[0].caseGuid as string;
    const debtorGuid = list.items[0].debtor.debtorGuid as string;
    const details = (path: string) =>
      kund.request('GET', gw(`/wip/collectioninformation/getcasedetails/${path}`));
    const now = (await details(caseGuid)).json();
    expect(now.asOf).toBe(t.today);
    const today = (await details(`${caseGuid}?asOf=${t.today}`)).json();
    expect(today.case).toEqual(now.case);
    const later = (await details(`${caseGuid}?asOf=${addDays(t.today, 30)}`)).json();
    expect(later.asOf).toBe(addDays(t.today, 30));
    expect(later.case.remainingPrincipal).toBe(now.case.remainingPrincipal);
    expect(later.case.remainingInterest).toBeGreaterThanOrEqual(now.case.remainingInterest);

    const early = await details(`${caseGuid}?asOf=${addDays(now.case.registrationDate, -1)}`);
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toMatchObject({ code: 'InvalidDate', field: 'asOf' });

    const summary = (await kund.request('GET', gw(`/v1/Debtors/${debtorGuid}/CaseSummary`))).json();
    const summaryToday = (
      await kund.request('GET', gw(`/v1/Debtors/${debtorGuid}/CaseSummary?asOf=${t.today}`))
    ).json();
    expect(summaryToday).toEqual(summary);
    const summaryBefore = (
      await kund.request('GET', gw(`/v1/Debtors/${debtorGuid}/CaseSummary?asOf=2000-01-01`))
    ).json();
    expect(summaryBefore.asOf).toBe('2000-01-01');
    expect(
      summaryBefore.totals.every((total: { remainingOnCases: number }) => total.remainingOnCases === 0),
    ).toBe(true);
  });
});
