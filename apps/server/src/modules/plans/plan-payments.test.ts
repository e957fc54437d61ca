/**
 * Plans paid by their notices through the real payment path: the engine's plan steps bill each
 * instalment (its fee on the case the split names, the last one's amount from the cases' balances),
 * and the debtor pays each notice's amount with its OCR reference on its due date, in a BgMax file.
 */
import { addDays, duePlanSteps, groupForReading, writeBgmax } from '@fordra/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseFees, cases, documents, instalments, paymentPlanCases, paymentPlans } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { takePlanStep } from '../engine/plan-steps.ts';
import { loadForeignFees, loadPlans, loadPolicies } from '../engine/process-facts.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { registerPayment } from '../ledger/ledger-service.ts';
import { loadReferenceRates, referenceRatesOf } from '../ledger/reference-rates.ts';

let t: TestApp;
/** The plans made in `beforeAll`, by name. */
const plans = new Map<string, { id: string; caseIds: string[] }>();

async function propose(username: string, months: number, count: number) {
  const debtor = await signedIn(t.app, username);
  const { candidates } = await planDetails(debtor);
  const chosen = new Set(
    candidates
      .filter((c) => c.ineligible === null && c.currency === 'SEK')
      .slice(0, count)
      .map((c) => c.caseGuid),
  );
  expect(chosen.size).toBe(count);
  const response = await debtor.soap(
    'createInstalmentPlan',
    await proposal(debtor, (c) => chosen.has(c.caseGuid), months),
  );
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().decision).toBe('Accepted');
  const [plan] = await t.database.db
    .select({ id: paymentPlans.id })
    .from(paymentPlans)
    .where(eq(paymentPlans.guid, response.json().plan.planGuid));
  if (!plan) throw new Error('No plan');
  const caseIds = (
    await t.database.db
      .select({ caseId: paymentPlanCases.caseId })
      .from(paymentPlanCases)
      .where(eq(paymentPlanCases.planId, plan.id))
  ).map((row) => row.caseId);
  return { id: plan.id, caseIds };
}

/** Takes the steps of plan `planId` due by ISO day `day`, as the engine's day does for it. */
async function takePlanStepsOn(planId: string, day: string) {
  const db = t.database.db;
  const context = {
    provider: t.config.provider,
    day,
    policies: await loadPolicies(db),
    foreignFees: await loadForeignFees(db),
    referenceRates: await loadReferenceRates(db),
    lease: null,
  };
  for (const plan of await loadPlans(db, { planId })) {
    const policy = context.policies.get(plan.clientId);
    for (const step of policy ? duePlanSteps(plan.instalments, policy, day, plan.pausedUntil) : [])
      await takePlanStep(db, context, plan, step);
  }
}

/** The last bank file paid in, to import again. */
let lastFile: Uint8Array = new Uint8Array();

/**
 * Bills each instalment of every plan, in date order, the day before it falls due, and pays it on the day
 * in a BgMax file with the notice's OCR reference.
 */
async function payEveryNoticeOnItsDueDate() {
  const db = t.database.db;
  const schedule = await db
    .select()
    .from(instalments)
    .where(
      inArray(
        instalments.planId,
        [...plans.values()].map((plan) => plan.id),
      ),
    )
    .orderBy(asc(instalments.dueDate), asc(instalments.sequence));
  for (const [index, { id, planId, dueDate }] of schedule.entries()) {
    await takePlanStepsOn(planId, addDays(dueDate, -1));
    const [billed] = await db.select().from(instalments).where(eq(instalments.id, id));
    if (!billed?.ocrReference) throw new Error(`Instalment ${id} has no OCR reference`);
    expect(billed.split.reduce((sum, part) => sum + part.amount, 0)).toBe(billed.amount);
    lastFile = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: dueDate,
          depositSerial: index + 1,
          payments: [{ reference: billed.ocrReference, amount: billed.amount }],
        },
      ],
      dueDate,
    );
    const report = await importBgmax(
      db,
      {
        fileName: `plan-${index}.txt`,
        content: lastFile,
        source: 'test',
      },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    expect(report).toMatchObject({ status: 'imported', matched: 1, amount: billed.amount });
    // The deposit's total in the file is what the ledger holds of it, the payment's parts on each case counted.
    expect(report.deposits.map((deposit) => deposit.registered)).toEqual([billed.amount]);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  plans.set('three cases, 12 months', await propose('demo', 12, 3));
  plans.set('one case, 6 months', await propose('amal', 6, 1));
  await payEveryNoticeOnItsDueDate();
}, 600_000);
afterAll(() => t.close());

async function casesOf(name: string) {
  const plan = plans.get(name);
  if (!plan) throw new Error(`No plan ${name}`);
  const rows = await t.database.db
    .select({
      status: cases.status,
      owed: cases.remainingPrincipal,
      interest: cases.remainingInterest,
      fees: cases.remainingFees,
      credit: cases.creditBalance,
    })
    .from(cases)
    .where(inArray(cases.id, plan.caseIds));
  const [row] = await t.database.db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
  return { plan: row, cases: rows };
}

describe('a plan paid by its notices', () => {
  it('over three cases, paid with the notices’ OCR references, leaves every case Paid at 0 with no credit', async () => {
    const { plan, cases: rows } = await casesOf('three cases, 12 months');
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(rows.map(() => ({ status: 'Paid', owed: 0, interest: 0, fees: 0, credit: 0 })));
    expect(plan?.status).toBe('Completed');
    // The last file again registers nothing: each part of a divided payment is known by its id.
    const again = await importBgmax(
      t.database.db,
      {
        fileName: 'again.txt',
        content: lastFile,
        source: 'test',
      },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    expect(again).toMatchObject({ matched: 0, duplicates: 1 });
  });

  it('of 12 and of 6 months, paid exactly on schedule, ends at exactly 0 öre on every case', async () => {
    for (const name of ['three cases, 12 months', 'one case, 6 months']) {
      const { plan, cases: rows } = await casesOf(name);
      expect(
        rows.map((row) => row.owed + row.interest + row.fees + row.credit),
        name,
      ).toEqual(rows.map(() => 0));
      expect(plan?.status, name).toBe('Completed');
    }
  });

  it('charges each notice fee on the case its instalment pays first, and shows the split on the notice', async () => {
    const plan = plans.get('three cases, 12 months');
    if (!plan) throw new Error('No plan');
    const db = t.database.db;
    const schedule = await db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    const noticeFees = await db
      .select({ caseId: caseFees.caseId, date: caseFees.date })
      .from(caseFees)
      .where(and(inArray(caseFees.caseId, plan.caseIds), eq(caseFees.type, 'instalmentNotice')))
      .orderBy(asc(caseFees.date));
    expect(noticeFees.map((fee) => fee.caseId)).toEqual(schedule.map((row) => row.split[0]?.caseId));
    // The plan pays more than one case in some instalment, and that notice names each with its part.
    const shared = schedule.find((row) => row.split.length > 1);
    if (!shared) throw new Error('No instalment pays two cases');
    const numbers = await db
      .select({ id: cases.id, caseNumber: cases.caseNumber })
      .from(cases)
      .where(inArray(cases.id, plan.caseIds));
    const [notice] = await db
      .select({ content: documents.content, title: documents.title })
      .from(documents)
      .where(
        and(
          eq(documents.kind, 'instalmentNotice'),
          eq(documents.caseId, shared.split[0]?.caseId ?? ''),
          eq(documents.title, `Avbetalningsavi ${shared.sequence}/12`),
        ),
      )
      .orderBy(desc(documents.createdAt))
      .limit(1);
    if (!notice?.content) throw new Error(`No notice of instalment ${shared.sequence}`);
    const text = await pdfText(notice.content);
    expect(text).toContain(groupForReading(shared.ocrReference ?? ''));
    const shown = shared.split.map((part) => ({
      caseNumber: numbers.find((row) => row.id === part.caseId)?.caseNumber ?? '',
      amount: part.amount,
    }));
    for (const part of shown) expect(text).toContain(part.caseNumber);
    // The debtor's plan page shows the same split.
    const [view] = (await planDetails(await signedIn(t.app, 'demo'))).plans.filter(
      (row) => row.cases.length === 3,
    );
    expect(view?.instalments[shared.sequence - 1]?.split).toEqual(shown);
  });

  it('divides a partial or an excess payment to a plan over its cases, and a case’s own OCR pays that case', async () => {
    const db = t.database.db;
    const plan = await propose('oskar', 6, 2);
    const [first, second] = await db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    if (!first?.ocrReference || !second) throw new Error('A plan of six months');
    const [firstCase] = first.split;
    if (!firstCase) throw new Error('The first instalment pays a case');
    const payToPlan = (amount: number, paymentDate: string) =>
      registerPayment(db, {
        paymentReference: first.ocrReference ?? '',
        amount,
        currency: 'SEK',
        paymentDate,
        channel: 'bankgiro',
      });
    // Part of the first instalment goes to the case its split pays first.
    const partial = await payToPlan(10_000, t.today);
    expect(partial.caseId).toBe(firstCase.caseId);

    // A case's own OCR reference pays that case, even when the split would pay another first.
    const other = plan.caseIds.find((id) => id !== firstCase.caseId) ?? '';
    const [otherCase] = await db.select().from(cases).where(eq(cases.id, other));
    const own = await registerPayment(db, {
      paymentReference: otherCase?.ocrReference ?? '',
      amount: 5_000,
      currency: 'SEK',
      paymentDate: t.today,
      channel: 'bankgiro',
    });
    expect(own.caseId).toBe(other);

    // Everything the cases owe and 100 kr more, with the first notice's reference: every case is paid,
    // the 100 kr is credit on the plan's first case, and the plan is complete.
    const day = addDays(t.today, 10);
    const owed = await db.select().from(cases).where(inArray(cases.id, plan.caseIds));
    const rates = await referenceRatesOf(db);
    const whole = owed.reduce((sum, row) => sum + balanceOn(row, day, rates).remainingAmount, 0);
    await payToPlan(whole + 10_000, day);
    const after = await db
      .select({ id: cases.id, status: cases.status, credit: cases.creditBalance })
      .from(cases)
      .where(inArray(cases.id, plan.caseIds));
    expect(after.map((row) => row.status)).toEqual(['Paid', 'Paid']);
    expect(after.map((row) => [row.id, row.credit])).toEqual(
      expect.arrayContaining([
        [firstCase.caseId, 10_000],
        [other, 0],
      ]),
    );
    const [completed] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(completed?.status).toBe('Completed');
  });

  it('reopens a last instalment paid late by the interest of its delay, and completes once that is paid', async () => {
    const db = t.database.db;
    const plan = await propose('ny', 2, 1);
    const schedule = await db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    const [first, last] = schedule;
    if (!first?.ocrReference || !last?.ocrReference) throw new Error('A plan of two months');
    const pay = (amount: number, paymentDate: string) =>
      registerPayment(db, {
        paymentReference: last.ocrReference ?? '',
        amount,
        currency: 'SEK',
        paymentDate,
        channel: 'bankgiro',
      });
    await pay(first.amount, first.dueDate);
    await takePlanStepsOn(plan.id, addDays(last.dueDate, -1));
    const [billed] = await db.select().from(instalments).where(eq(instalments.id, last.id));
    if (!billed) throw new Error('No last instalment');
    await pay(billed.amount, addDays(last.dueDate, 20));
    const [reopened] = await db.select().from(instalments).where(eq(instalments.id, last.id));
    const [row] = await db
      .select()
      .from(cases)
      .where(eq(cases.id, plan.caseIds[0] ?? ''));
    const left = (row?.remainingPrincipal ?? 0) + (row?.remainingInterest ?? 0) + (row?.remainingFees ?? 0);
    expect(left).toBeGreaterThan(0);
    expect(reopened).toMatchObject({ amount: billed.amount + left, paid: billed.amount, status: 'Billed' });
    expect(reopened?.split.reduce((sum, part) => sum + part.amount, 0)).toBe(reopened?.amount);
    let [stillActive] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(stillActive?.status).toBe('Active');

    await pay(left, addDays(last.dueDate, 25));
    [stillActive] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, plan.id));
    expect(stillActive?.status).toBe('Completed');
    const [paid] = await db
      .select()
      .from(cases)
      .where(eq(cases.id, plan.caseIds[0] ?? ''));
    expect(paid).toMatchObject({
      status: 'Paid',
      remainingPrincipal: 0,
      remainingInterest: 0,
      creditBalance: 0,
    });
  });
});
