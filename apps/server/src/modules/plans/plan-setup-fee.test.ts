/**
 * The plan set-up fee and the 4 a § compensation (docs/domain.md#fees): a company whose creditor claims
 * the late-payment compensation is quoted and charged no set-up fee, since the compensation covers it.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFees, cases, clients, debtors, paymentPlanCases, paymentPlans } from '../../db/schema.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { decidePlan } from './plan-decisions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a plan of a company under a 4 a § policy', () => {
  it('is quoted and charged no set-up fee, only its notice fees', async () => {
    const { db } = t.database;
    const [company] = await db
      .select({ id: debtors.id })
      .from(debtors)
      .where(eq(debtors.kind, 'company'))
      .innerJoin(cases, eq(cases.debtorId, debtors.id));
    if (!company) throw new Error('The demo data has no company with a case');
    const clientIds = (
      await db.selectDistinct({ id: cases.clientId }).from(cases).where(eq(cases.debtorId, company.id))
    ).map((row) => row.id);
    await db.update(clients).set({ businessCompensation: true }).where(inArray(clients.id, clientIds));

    const foretag = await signedIn(t.app, 'foretag');
    const details = await planDetails(foretag);
    const open = details.candidates.filter((c) => c.ineligible === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.map((c) => c.setupFeeHasBasis)).toEqual(open.map(() => false));

    const body = await proposal(foretag, (c) => c.ineligible === null, 3);
    const response = await foretag.soap('createInstalmentPlan', body);
    expect(response.statusCode, response.body).toBe(200);
    const { plan, decision } = response.json();
    // Three notice fees of 60 kr and no set-up fee, on top of the fees the cases carry already.
    const owedFees = open.reduce((sum, c) => sum + c.fees, 0);
    expect(body.shown.fees).toBe(owedFees + 3 * 6_000);
    if (decision === 'Pending')
      await decidePlan(db, t.config.provider, {
        planGuid: plan.planGuid,
        decision: 'accept',
        decidedBy: { name: 'Karin Holm, handläggare' },
      });
    const [stored] = await db
      .select({ id: paymentPlans.id, status: paymentPlans.status })
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, plan.planGuid));
    expect(stored?.status).toBe('Active');
    const planCases = await db
      .select({ caseId: paymentPlanCases.caseId })
      .from(paymentPlanCases)
      .where(eq(paymentPlanCases.planId, stored?.id ?? ''));
    const charged = await db
      .select({ type: caseFees.type })
      .from(caseFees)
      .where(
        inArray(
          caseFees.caseId,
          planCases.map((row) => row.caseId),
        ),
      );
    expect(charged.map((fee) => fee.type)).not.toContain('planSetup');
    expect(charged.map((fee) => fee.type)).toContain('instalmentNotice');
  });

  it('still charges a person the set-up fee, whatever the policy', async () => {
    await t.database.db.update(clients).set({ businessCompensation: true });
    const emma = await signedIn(t.app, 'ny');
    const details = await planDetails(emma);
    expect(details.candidates.map((c) => c.setupFeeHasBasis)).toEqual(details.candidates.map(() => true));
    const body = await proposal(emma, () => true, 2);
    const owedFees = details.candidates.reduce((sum, c) => sum + c.fees, 0);
    expect(body.shown.fees).toBe(owedFees + 17_000 + 2 * 6_000);
    const response = await emma.soap('createInstalmentPlan', body);
    expect(response.statusCode, response.body).toBe(200);
  });
});
