import {
  addDays,
  isValidOcrReference,
  parseOrganisationNumber,
  parsePersonalNumber,
  referenceRateOn,
} from '@fordra/domain';
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  cases,
  conversations,
  debtors,
  documents,
  instalments,
  messages,
  paymentFiles,
  paymentPlanCases,
  paymentPlans,
  payments,
} from '../db/schema.ts';
import { loadReferenceRates } from '../modules/ledger/reference-rates.ts';
import { loadLetterText } from '../modules/letters/letter-text.ts';
import { renderPendingLetters } from '../modules/letters/pending-letters.ts';
import { pdfText } from '../pdf/pdf-text.ts';
import { signedIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { demoCaseRate, seedDemoData } from './seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const countRows = async (table: typeof accounts | typeof cases | typeof payments) =>
  (await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0]?.n;

describe('demo data', () => {
  it('is seeded once: a second run changes nothing', async () => {
    const before = [await countRows(accounts), await countRows(cases), await countRows(payments)];
    expect(
      await seedDemoData(t.database.db, {
        today: t.today,
        provider: t.config.provider,
      }),
    ).toEqual({
      seeded: false,
    });
    expect([await countRows(accounts), await countRows(cases), await countRows(payments)]).toEqual(before);
  });

  it('has valid identity numbers and OCR references', async () => {
    for (const debtor of await t.database.db.select().from(debtors)) {
      const parsed =
        debtor.kind === 'person'
          ? parsePersonalNumber(debtor.identityNumber, t.today)
          : parseOrganisationNumber(debtor.identityNumber);
      expect(parsed, debtor.identityNumber).toEqual({ ok: true, value: debtor.identityNumber });
    }
    for (const row of await t.database.db.select().from(cases))
      expect(isValidOcrReference(row.ocrReference), row.ocrReference).toBe(true);
  });

  it('charges every case the rate in force today + 8 %, following the reference rate where it has not changed since the due date', async () => {
    const rates = await loadReferenceRates(t.database.db);
    const rateToday = referenceRateOn(rates, t.today) + 800;
    for (const row of await t.database.db.select().from(cases)) {
      expect(row.interestRateBp).toBe(rateToday);
      expect([800, null]).toContain(row.interestMarginBp);
    }
    // Seeded on 2025-09-01, a case due in the first half of 2025 (10,50 % then) keeps the 10 % it showed.
    expect(demoCaseRate(rates, '2025-05-01', '2025-05-11', '2025-09-01')).toEqual({
      rateBp: 1_000,
      marginBp: null,
    });
    expect(demoCaseRate(rates, '2025-06-30', '2025-07-10', '2025-09-01')).toEqual({
      rateBp: 1_000,
      marginBp: 800,
    });
    expect(demoCaseRate(rates, '2025-10-01', '2025-10-11', '2026-11-25')).toEqual({
      rateBp: 1_000,
      marginBp: 800,
    });
    // Seeded before the rate of 2026-07-01 is entered, a case due since follows the rate and waits for it.
    const published = rates.filter((rate) => rate.validFrom <= '2026-01-01');
    expect(demoCaseRate(published, '2026-10-01', '2026-10-11', '2026-12-06')).toEqual({
      rateBp: 1_000,
      marginBp: 800,
    });
  });

  it('keeps a payment with an unknown reference unmatched, and settles a fully paid case', async () => {
    const unmatched = await t.database.db.select().from(payments).where(sql`${payments.caseId} is null`);
    expect(unmatched).toHaveLength(1);
    expect(unmatched[0]?.amount).toBe(25_000);
    const paid = await t.database.db.select().from(cases).where(sql`${cases.status} = 'Paid'`);
    expect(paid.length).toBeGreaterThan(0);
    for (const row of paid)
      expect(row.remainingPrincipal + row.remainingInterest + row.remainingFees).toBe(0);
  });

  it('gives the plan debtor an active plan over two cases and a completed plan, their instalments adding up', async () => {
    const plans = await t.database.db
      .select({ plan: paymentPlans })
      .from(paymentPlans)
      .innerJoin(accounts, eq(accounts.debtorId, paymentPlans.debtorId))
      .where(eq(accounts.username, 'plan'))
      .orderBy(paymentPlans.createdAt)
      .then((rows) => rows.map((row) => row.plan));
    expect(plans.map((plan) => plan.status)).toEqual(['Completed', 'Active']);
    for (const plan of plans) {
      const rows = await t.database.db.select().from(instalments).where(eq(instalments.planId, plan.id));
      expect(rows).toHaveLength(plan.months);
      expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(plan.total);
      expect(plan.total).toBe(plan.principal + plan.interest + plan.fees);
      const planCases = await t.database.db
        .select({ status: cases.status })
        .from(paymentPlanCases)
        .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
        .where(eq(paymentPlanCases.planId, plan.id));
      if (plan.status === 'Completed') {
        expect(rows.every((row) => row.status === 'Paid')).toBe(true);
        expect(planCases.map((c) => c.status)).toEqual(['Paid']);
      } else {
        expect(rows.map((row) => row.status).slice(0, 3)).toEqual(['Paid', 'Paid', 'Billed']);
        expect(planCases.map((c) => c.status)).toEqual(['PaymentPlan', 'PaymentPlan']);
      }
    }
  });

  it('has a handler and an administrator among the staff', async () => {
    const staff = await t.database.db
      .select({
        username: accounts.username,
        displayName: accounts.displayName,
        staffRole: accounts.staffRole,
      })
      .from(accounts)
      .where(eq(accounts.role, 'staff'))
      .orderBy(accounts.username);
    expect(staff).toEqual([
      { username: 'chef', displayName: 'Maria Berg, administratör', staffRole: 'admin' },
      { username: 'handlaggare', displayName: 'Karin Holm, handläggare', staffRole: 'handler' },
    ]);
    const chef = await signedIn(t.app, 'chef');
    expect((await chef.request('GET', '/api/staff/queues')).statusCode).toBe(200);
  });

  it('fills every back-office queue: a proposal too long to approve at once, a message, a paused, a disputed and a Legal case, a refused file', async () => {
    const oskars = await t.database.db
      .select({ status: paymentPlans.status, months: paymentPlans.months })
      .from(paymentPlans)
      .innerJoin(accounts, eq(accounts.debtorId, paymentPlans.debtorId))
      .where(eq(accounts.username, 'oskar'));
    expect(oskars).toEqual([{ status: 'Proposal', months: 18 }]);
    const [last] = await t.database.db
      .select({ author: messages.author })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(accounts, eq(accounts.debtorId, conversations.debtorId))
      .where(eq(accounts.username, 'demo'))
      .orderBy(desc(messages.createdAt))
      .limit(1);
    expect(last?.author).toBe('debtor');
    const paused = await t.database.db.select().from(cases).where(isNotNull(cases.pausedUntil));
    expect(paused).toHaveLength(1);
    expect(paused[0]?.pausedUntil).toBe(addDays(t.today, 25));
    expect(paused[0]?.pauseReason).toBeTruthy();
    const statuses = (await t.database.db.select({ status: cases.status }).from(cases)).map(
      (row) => row.status,
    );
    expect(statuses).toEqual(expect.arrayContaining(['Disputed', 'Legal']));
    const files = await t.database.db.select().from(paymentFiles);
    expect(files.map((file) => [file.status, file.source])).toEqual([['refused', 'inbox']]);
    const staff = await signedIn(t.app, 'handlaggare');
    const counts = (await staff.request('GET', '/api/staff/queues')).json();
    expect(
      Object.values(counts).every((n) => typeof n === 'number' && n > 0),
      JSON.stringify(counts),
    ).toBe(true);
  });

  it("writes the letters in the debtor's language: Arabic for amal", async () => {
    const [amal] = await t.database.db
      .select({ id: debtors.id, language: debtors.language })
      .from(accounts)
      .innerJoin(debtors, eq(debtors.id, accounts.debtorId))
      .where(eq(accounts.username, 'amal'));
    expect(amal?.language).toBe('ar');
    // The seed leaves its letters to be rendered on first use; here all at once.
    await renderPendingLetters(t.database.db);
    const letters = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.debtorId, amal?.id ?? ''));
    expect(letters.length).toBeGreaterThan(0);
    const arabic = await loadLetterText('ar');
    for (const letter of letters) {
      expect(letter.language).toBe('ar');
      const title =
        letter.kind === 'reminder' ? arabic.kinds.reminder.title : arabic.kinds.collectionDemand.title;
      expect(await pdfText(letter.content ?? new Uint8Array())).toContain(title);
    }
  });
});
