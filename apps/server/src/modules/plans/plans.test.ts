import { addDays, isoWeekday, onOrAfterBankDay } from '@fordra/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accounts,
  auditLog,
  clients,
  conversations,
  debtors,
  documents,
  messages,
  paymentPlanCases,
  paymentPlans,
} from '../../db/schema.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { decidePlan } from './plan-decisions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const planCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(paymentPlans))[0]?.n;

describe('instalment plans', () => {
  it('shows the plan debtor an active and a completed plan, and why planned cases cannot be chosen', async () => {
    const erik = await signedIn(t.app, 'plan');
    const d = await planDetails(erik);
    expect(d.plans.map((p) => [p.status, p.isActive])).toEqual([
      ['Active', true],
      ['Completed', false],
    ]);
    expect(d.candidates.map((c) => c.ineligible)).toEqual(['InPlan', 'InPlan']);
    expect(d.bounds).toEqual({ minMonths: 2, maxMonths: 24, minMonthlyMinor: 20_000 });
  });

  it('accepts a short, small plan at once: cases in PaymentPlan, schedule billed, first notice in the documents', async () => {
    const emma = await signedIn(t.app, 'ny');
    const body = await proposal(emma, () => true, 2);
    const response = await emma.soap('createInstalmentPlan', body);
    expect(response.statusCode, response.body).toBe(200);
    const { plan, decision } = response.json();
    expect(decision).toBe('Accepted');
    expect(plan.status).toBe('Active');
    expect(plan.total).toBe(body.shown.total);
    expect(plan.instalments.map((i: { status: string }) => i.status)).toEqual(['Billed', 'Future']);
    const [theCase] = (await emma.soap('getCaseDetails')).json().cases;
    expect(theCase.status).toBe('PaymentPlan');
    const documents = (await emma.soap('getHistoryDocument', { caseGuid: theCase.caseGuid })).json()
      .documents;
    expect(documents.map((doc: { kind: string }) => doc.kind)).toContain('instalmentNotice');

    // The same proposal sent again (a retry, a second tab) is the same plan.
    const again = await emma.soap('createInstalmentPlan', body);
    expect(again.json().plan.planGuid).toBe(plan.planGuid);
    expect((await planDetails(emma)).plans).toHaveLength(1);

    // A payment of the first instalment to the case pays it.
    await registerPayment(t.database.db, {
      paymentReference: theCase.paymentReference,
      amount: plan.instalments[0].amount,
      currency: 'SEK',
      paymentDate: t.today,
      channel: 'bankgiro',
    });
    const [after] = (await planDetails(emma)).plans;
    expect(after?.instalments.map((i) => i.status)).toEqual(['Paid', 'Future']);
  });

  it('makes a long plan wait, and a staff decision accepts it', async () => {
    const lars = await signedIn(t.app, 'demo');
    const response = await lars.soap(
      'createInstalmentPlan',
      await proposal(lars, (c) => c.ineligible === null, 18),
    );
    expect(response.json().decision).toBe('Pending');
    const { planGuid } = response.json().plan;
    expect((await planDetails(lars)).candidates.every((c) => c.ineligible === 'PendingProposal')).toBe(true);

    const path = `/api/staff/plans/${planGuid}/decision`;
    const asDebtor = await lars.request('POST', path, {
      json: { decision: 'accept', reason: 'Inkomsten räcker' },
      headers: { 'x-csrf-token': lars.csrfToken },
    });
    expect(asDebtor.statusCode).toBe(403);
    const staff = await signedIn(t.app, 'handlaggare');
    const withoutReason = await staff.request('POST', path, {
      json: { decision: 'accept' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error).toMatchObject({ code: 'ReasonRequired', field: 'reason' });
    const decided = await staff.request('POST', path, {
      json: { decision: 'accept', reason: 'Inkomsten räcker' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().plan.status).toBe('Active');
    // Who decided, and why, is in the audit log.
    const [audited] = await t.database.db
      .select({ username: accounts.username, details: auditLog.details })
      .from(auditLog)
      .innerJoin(accounts, eq(accounts.id, auditLog.accountId))
      .where(and(eq(auditLog.action, 'plan.accepted'), eq(auditLog.entityId, planGuid)));
    expect(audited).toEqual({
      username: 'handlaggare',
      details: { decidedBy: 'Karin Holm, handläggare', reason: 'Inkomsten räcker' },
    });
    const twice = await staff.request('POST', path, {
      json: { decision: 'reject', reason: 'Ångrat' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('PlanAlreadyDecided');
  });

  it('rejects with a message to the debtor and leaves the cases as they were', async () => {
    const sofia = await signedIn(t.app, 'valuta');
    const response = await sofia.soap(
      'createInstalmentPlan',
      await proposal(sofia, (c) => c.currency === 'SEK', 13),
    );
    expect(response.json().decision).toBe('Pending');
    const staff = await signedIn(t.app, 'handlaggare');
    const path = `/api/staff/plans/${response.json().plan.planGuid}/decision`;
    await staff.request('POST', path, {
      json: { decision: 'reject', reason: 'Ring oss gärna.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    const d = await planDetails(sofia);
    expect(d.plans[0]?.status).toBe('Rejected');
    expect(d.candidates.find((c) => c.currency === 'SEK')?.ineligible).toBeNull();
    const cases = (await sofia.soap('getCaseDetails')).json().cases;
    expect(cases.every((c: { status: string }) => c.status !== 'PaymentPlan')).toBe(true);
    const [note] = await t.database.db
      .select({ body: messages.body })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(debtors, eq(debtors.id, conversations.debtorId))
      .where(and(eq(messages.author, 'provider'), eq(debtors.identityNumber, '19850314-2385')));
    expect(note?.body).toContain('Ring oss gärna.');
  });

  it('refuses each bad proposal with its own code and creates nothing', async () => {
    const sofia = await signedIn(t.app, 'valuta');
    const lars = await signedIn(t.app, 'demo');
    const larsClosed = (await lars.soap('getCaseDetails'))
      .json()
      .cases.find((c: { isActive: boolean }) => !c.isActive);
    const before = await planCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [await proposal(sofia, () => true, 6), 400, 'MixedCurrencies'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 1), 400, 'MonthsTooFew'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 25), 400, 'MonthsTooMany'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 24), 400, 'MonthlyAmountTooLow'],
      [
        {
          ...(await proposal(sofia, (c) => c.currency === 'SEK', 6)),
          shown: { principal: 1, interest: 0, fees: 0, total: 1, perMonth: 1 },
        },
        409,
        'QuoteChanged',
      ],
      [
        await proposal(sofia, (c) => c.currency === 'SEK', 6, { termsVersion: '1999-01' }),
        409,
        'TermsChanged',
      ],
      [
        await proposal(sofia, (c) => c.currency === 'SEK', 6, {
          contact: { email: 'nope', cellularPhone: null },
        }),
        400,
        'InvalidEmail',
      ],
      [
        await proposal(sofia, (c) => c.currency === 'SEK', 6, {
          contact: { email: null, cellularPhone: '12' },
        }),
        400,
        'InvalidPhone',
      ],
      [
        await proposal(sofia, (c) => c.currency === 'SEK', 6, {
          contact: { email: null, cellularPhone: null },
        }),
        400,
        'ContactRequired',
      ],
      [
        await proposal(sofia, (c) => c.currency === 'SEK', 6, { caseGuids: [larsClosed.caseGuid] }),
        404,
        'NotFound',
      ],
      [await proposal(lars, () => false, 6, { caseGuids: [larsClosed.caseGuid] }), 400, 'CaseNotActive'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 6, { acceptTerms: false }), 400, 'BadRequest'],
      // Months no quote can be made for are refused by the bounds, not by a failing quote.
      [await proposal(sofia, (c) => c.currency === 'SEK', 6, { months: 0 }), 400, 'MonthsTooFew'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 6, { months: -1 }), 400, 'MonthsTooFew'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 6, { months: 1000 }), 400, 'MonthsTooMany'],
      [await proposal(sofia, (c) => c.currency === 'SEK', 6, { months: 2 ** 40 }), 400, 'MonthsTooMany'],
    ];
    for (const [body, status, code] of cases) {
      const visitor =
        (body.caseGuids as string[]).includes(larsClosed.caseGuid) && code === 'CaseNotActive' ? lars : sofia;
      const response = await visitor.soap('createInstalmentPlan', body);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const erik = await signedIn(t.app, 'plan');
    const planned = (await planDetails(erik)).candidates[0];
    const inPlan = await erik.soap(
      'createInstalmentPlan',
      await proposal(erik, () => false, 6, { caseGuids: [planned?.caseGuid] }),
    );
    expect(inPlan.json().error.code).toBe('CaseAlreadyInPlan');
    expect(await planCount()).toBe(before);
  });

  it('creates one plan when the same proposal arrives twice at once', async () => {
    const foretag = await signedIn(t.app, 'foretag');
    const body = await proposal(foretag, () => true, 20);
    const [first, second] = await Promise.all([
      foretag.soap('createInstalmentPlan', body),
      foretag.soap('createInstalmentPlan', body),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(first.json().plan.planGuid).toBe(second.json().plan.planGuid);
    expect((await planDetails(foretag)).plans).toHaveLength(1);
  });

  it('lets only staff decide, and only signed in', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.fetchCsrf();
    const response = await anonymous.request(
      'POST',
      '/api/staff/plans/00000000-0000-4000-8000-000000000000/decision',
      {
        json: { decision: 'accept', reason: 'Inkomsten räcker' },
        headers: { 'x-csrf-token': anonymous.csrfToken },
      },
    );
    expect(response.statusCode).toBe(401);
  });

  it('dates the first notice of a plan accepted on a Sunday on the next bank day', async () => {
    const { db } = t.database;
    // With no plan approved by itself, Oskar's proposal waits for a decision.
    await db.update(clients).set({ autoApprovePlans: false });
    const oskar = await signedIn(t.app, 'oskar');
    const response = await oskar.soap(
      'createInstalmentPlan',
      await proposal(oskar, (c) => c.ineligible === null, 3),
    );
    expect(response.json().decision, response.body).toBe('Pending');
    const { planGuid } = response.json().plan as { planGuid: string };
    const sunday = addDays(t.today, 7 - isoWeekday(t.today) || 7);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${sunday}T11:00:00Z`));
    try {
      await decidePlan(db, t.config.provider, {
        planGuid,
        decision: 'accept',
        decidedBy: { name: 'Karin Holm, handläggare' },
      });
    } finally {
      vi.useRealTimers();
    }
    const [plan] = await db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, planGuid));
    const notices = await db
      .select({ fileName: documents.fileName })
      .from(documents)
      .innerJoin(paymentPlanCases, eq(paymentPlanCases.caseId, documents.caseId))
      .where(and(eq(paymentPlanCases.planId, plan?.id ?? ''), eq(documents.kind, 'instalmentNotice')));
    expect(notices.map((notice) => notice.fileName.slice(-'YYYY-MM-DD.pdf'.length))).toEqual([
      `${onOrAfterBankDay(sunday)}.pdf`,
    ]);
  });
});
