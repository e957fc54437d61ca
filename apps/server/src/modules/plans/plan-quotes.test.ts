/**
 * The plan quote call for API clients: the figures a proposal must show, quoted as the proposal quotes
 * them, and a proposal with stale figures refused with the new ones.
 */
import { randomUUID } from 'node:crypto';
import { onOrAfterBankDay } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the plan quote call', () => {
  it('answers the figures the web’s calculator shows, and a proposal sending them is taken', async () => {
    const lars = await signedIn(t.app, 'demo');
    const body = await proposal(lars, (c) => c.ineligible === null, 6);
    const response = await lars.soap('getInstalmentPlanQuote', { caseGuids: body.caseGuids, months: 6 });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json();
    expect({
      principal: quote.principal,
      interest: quote.interest,
      fees: quote.fees,
      total: quote.total,
      perMonth: quote.perMonth,
    }).toEqual(body.shown);
    const details = await planDetails(lars);
    expect(quote).toMatchObject({
      currency: 'SEK',
      months: 6,
      quotedOn: t.today,
      firstDueDate: details.firstDueDate,
      termsVersion: details.termsVersion,
    });
    expect(quote.effectiveRateTenths).toBeGreaterThan(0);
    expect(quote.instalments).toHaveLength(6);
    expect(quote.instalments.reduce((sum: number, i: { amount: number }) => sum + i.amount, 0)).toBe(
      quote.total,
    );
    // Due on the first bank day from the first due date (a holiday such as 6 January moves it).
    expect(quote.instalments[0]).toEqual({
      sequence: 1,
      dueDate: onOrAfterBankDay(quote.firstDueDate),
      amount: quote.perMonth,
    });

    // An API client proposes with the quote's figures alone, without the domain's code.
    const proposed = await lars.soap('createInstalmentPlan', {
      idempotencyKey: randomUUID(),
      caseGuids: body.caseGuids,
      months: 6,
      shown: {
        principal: quote.principal,
        interest: quote.interest,
        fees: quote.fees,
        total: quote.total,
        perMonth: quote.perMonth,
      },
      contact: { email: 'lars@example.se', cellularPhone: null },
      acceptTerms: true,
      termsVersion: quote.termsVersion,
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().plan).toMatchObject({ total: quote.total, monthlyAmount: quote.perMonth });
  });

  it('refuses a proposal with stale figures: 409 QuoteChanged with the new figures, nothing recorded', async () => {
    const sofia = await signedIn(t.app, 'valuta');
    const body = await proposal(sofia, (c) => c.currency === 'SEK', 6);
    const stale = { ...body, shown: { ...body.shown, interest: body.shown.interest + 1 } };
    const response = await sofia.soap('createInstalmentPlan', stale);
    expect(response.statusCode).toBe(409);
    const { error } = response.json();
    expect(error.code).toBe('QuoteChanged');
    const now = (await sofia.soap('getInstalmentPlanQuote', { caseGuids: body.caseGuids, months: 6 })).json();
    expect(error.quote).toEqual(now);
    expect((await planDetails(sofia)).plans.filter((p) => p.status === 'Proposal')).toHaveLength(0);
  });

  it('refuses what a proposal refuses, with the same codes', async () => {
    const sofia = await signedIn(t.app, 'valuta');
    const lars = await signedIn(t.app, 'demo');
    const sek = (await planDetails(sofia)).candidates.filter((c) => c.currency === 'SEK');
    const all = (await planDetails(sofia)).candidates.map((c) => c.caseGuid);
    const sekGuids = sek.map((c) => c.caseGuid);
    const larsCase = (await planDetails(lars)).candidates[0]?.caseGuid ?? '';
    const cases: [unknown, number, string][] = [
      [{ caseGuids: all, months: 6 }, 400, 'MixedCurrencies'],
      [{ caseGuids: sekGuids, months: 1 }, 400, 'MonthsTooFew'],
      [{ caseGuids: sekGuids, months: 25 }, 400, 'MonthsTooMany'],
      [{ caseGuids: sekGuids, months: 24 }, 400, 'MonthlyAmountTooLow'],
      [{ caseGuids: [larsCase], months: 6 }, 404, 'NotFound'],
      [{ caseGuids: [...sekGuids, sekGuids[0]], months: 6 }, 400, 'BadRequest'],
      [{ caseGuids: [], months: 6 }, 400, 'BadRequest'],
      [{ months: 6 }, 400, 'BadRequest'],
    ];
    for (const [request, status, code] of cases) {
      const response = await sofia.soap('getInstalmentPlanQuote', request);
      expect([response.statusCode, response.json().error.code], JSON.stringify(request)).toEqual([
        status,
        code,
      ]);
    }
  });

  it('is the debtor’s own: a client’s user is refused', async () => {
    const kund = await signedIn(t.app, 'kund');
    const response = await kund.soap('getInstalmentPlanQuote', { caseGuids: [randomUUID()], months: 6 });
    expect(response.statusCode).toBe(403);
  });
});
