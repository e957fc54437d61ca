/**
 * A handler's actions on a case, on the real database: placing an unmatched payment and registering
 * one by hand (the debtor's figures follow at once), pausing and resuming a case (the collection
 * process waits for it), Kronofogden's decision, a debtor's contact details and a BgMax file uploaded.
 * Each is audited with who and why.
 */
import { readFile } from 'node:fs/promises';
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, cases, debtors, paymentFiles, payments } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { deadlineOfLetterPostedNextRun } from '../../test/posted-letters.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { type EngineRun, runBusinessDays } from '../engine/business-days.ts';
import { staffCall } from './staff-test-calls.ts';

let t: TestApp;
let staff: Visitor;
let lars: Visitor;
let run: EngineRun;
beforeAll(async () => {
  // Bankgirot's sample file is to bankgiro 991-2346: one of ours here.
  t = await startTestApp({ PROVIDER_BANKGIROS: '501-2349,991-2346' });
  staff = await signedIn(t.app, 'handlaggare');
  lars = await signedIn(t.app, 'demo');
  run = { worker: 'actions-test', config: t.config };
}, 180_000);
afterAll(() => t.close());

type DebtorCase = {
  caseGuid: string;
  remainingAmount: number;
  creditBalance: number;
  isActive: boolean;
  currency: string;
};

async function larsCase(): Promise<DebtorCase> {
  const list: DebtorCase[] = (await lars.soap('getCaseDetails')).json().cases;
  const found = list.find((c) => c.isActive && c.currency === 'SEK');
  if (!found) throw new Error('Lars has no active case in SEK');
  return found;
}

const caseOf = async (caseGuid: string): Promise<DebtorCase> => {
  const [found] = (await lars.soap('getCaseDetails', { caseGuid })).json().cases;
  return found;
};

/** The last audit entry of `action`, with the username of who did it. */
async function lastAudit(action: string) {
  const [entry] = await t.database.db
    .select({ username: accounts.username, entityId: auditLog.entityId, details: auditLog.details })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.accountId))
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

const statusOf = async (caseId: string) =>
  (await t.database.db.select({ status: cases.status }).from(cases).where(eq(cases.id, caseId)))[0]?.status;

describe('placing an unmatched payment', () => {
  it('puts it on the case, whose debt drops at once, audited with who and why; only once', async () => {
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.paymentReference, '12345678'), isNull(payments.caseId)));
    if (!payment) throw new Error('No unmatched demo payment');
    const before = await larsCase();
    const path = `/unmatched-payments/${payment.guid}/placement`;
    const placed = await staffCall(staff, 'POST', path, {
      caseGuid: before.caseGuid,
      reason: 'Fel OCR, rätt namn',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().case.caseGuid).toBe(before.caseGuid);
    const after = await caseOf(before.caseGuid);
    // Paid on its own day, 12 days ago: the debt drops by its amount and the interest it saved since.
    const drop = before.remainingAmount - after.remainingAmount;
    expect(drop).toBeGreaterThanOrEqual(payment.amount);
    expect(drop).toBeLessThan(payment.amount + 100);
    expect(placed.json().case.remainingAmount).toBe(after.remainingAmount);
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    if (!stored) throw new Error('The payment is gone');
    expect(stored.allocatedFees + stored.allocatedInterest + stored.allocatedPrincipal).toBe(payment.amount);
    expect(await lastAudit('payment.placed')).toMatchObject({
      username: 'handlaggare',
      details: { paymentGuid: payment.guid, amount: payment.amount, reason: 'Fel OCR, rätt namn' },
    });

    const again = await staffCall(staff, 'POST', path, { caseGuid: before.caseGuid, reason: 'Igen' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PaymentAlreadyPlaced');
    expect((await caseOf(before.caseGuid)).remainingAmount).toBe(after.remainingAmount);
    const unknown = await staffCall(
      staff,
      'POST',
      '/unmatched-payments/5b0c3f8e-2d1a-4c6b-9e7f-1a2b3c4d5e6f/placement',
      {
        caseGuid: before.caseGuid,
        reason: 'Finns inte',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await staffCall(staff, 'POST', path, { caseGuid: before.caseGuid, reason: '  ' });
    expect(noReason.json().error).toMatchObject({ code: 'ReasonRequired', field: 'reason' });
  });
});

describe('a payment registered by hand', () => {
  it('goes through the ledger once per Idempotency-Key, its excess kept as credit; a future day is refused', async () => {
    const before = await larsCase();
    const path = `/cases/${before.caseGuid}/payments`;
    const body = { amount: 10_000, paymentDate: t.today, reference: 'Check 881', reason: 'Check per post' };
    const key = { 'idempotency-key': 'c2f1a9b0-manual-1' };
    const first = await staffCall(staff, 'POST', path, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await staffCall(staff, 'POST', path, body, key);
    expect(retried.statusCode).toBe(200);
    const after = await caseOf(before.caseGuid);
    expect(before.remainingAmount - after.remainingAmount).toBe(10_000);
    const [registered] = await t.database.db
      .select({ channel: payments.channel, registeredBy: accounts.username })
      .from(payments)
      .innerJoin(accounts, eq(accounts.id, payments.registeredBy))
      .where(eq(payments.paymentReference, 'Check 881'));
    expect(registered).toEqual({ channel: 'other', registeredBy: 'handlaggare' });
    expect(await lastAudit('payment.manual')).toMatchObject({
      username: 'handlaggare',
      details: { amount: 10_000, reason: 'Check per post' },
    });
    const reused = await staffCall(staff, 'POST', path, { ...body, amount: 20_000 }, key);
    expect(reused.json().error.code).toBe('IdempotencyKeyReused');

    const future = await staffCall(staff, 'POST', path, { ...body, paymentDate: addDays(t.today, 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().error.code).toBe('PaymentDateInFuture');

    // More than is owed: the case is paid and the rest kept as credit.
    const rest = after.remainingAmount;
    const over = await staffCall(staff, 'POST', path, {
      ...body,
      amount: rest + 5_000,
      reference: 'Check 882',
    });
    expect(over.statusCode, over.body).toBe(200);
    expect(over.json().case).toMatchObject({ status: 'Paid', creditBalance: 5_000 });
    const closed = await staffCall(staff, 'POST', path, { ...body, reference: 'Check 883' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('CaseClosed');
  });
});

describe('pausing a case', () => {
  it('keeps the collection process off it until a handler resumes it, or until its resume day', async () => {
    const resumed = await handOverCase(t, 'PAUSE-1');
    const lapsing = await handOverCase(t, 'PAUSE-2');
    const applyOn = addBankDays(
      deadlineOfLetterPostedNextRun('collectionDemand', onOrAfterBankDay(t.today), t.today),
      3,
    );
    const laterDay = addDays(applyOn, 10);
    // Three bank days on, so that a bank day lies between the resumed case's step and this pause's end,
    // whatever holidays follow the application's day.
    const lapsesOn = addBankDays(applyOn, 3);

    const refusals = [
      [{ reason: 'Väntar på besked', resumeOn: t.today }, 'ResumeDayOutOfRange'],
      [{ reason: 'Väntar på besked', resumeOn: addDays(t.today, 400) }, 'ResumeDayOutOfRange'],
      [{ reason: '', resumeOn: laterDay }, 'ReasonRequired'],
    ] as const;
    for (const [body, code] of refusals) {
      const refused = await staffCall(staff, 'POST', `/cases/${resumed.guid}/pause`, body);
      expect(refused.json().error?.code, JSON.stringify(body)).toBe(code);
    }
    const paused = await staffCall(staff, 'POST', `/cases/${resumed.guid}/pause`, {
      reason: 'Gäldenären är sjukskriven',
      resumeOn: laterDay,
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().case.pause).toMatchObject({
      reason: 'Gäldenären är sjukskriven',
      resumeOn: laterDay,
    });
    await staffCall(staff, 'POST', `/cases/${lapsing.guid}/pause`, {
      reason: 'Bestrider delvis',
      resumeOn: lapsesOn,
    });
    expect(await lastAudit('case.paused')).toMatchObject({
      username: 'handlaggare',
      details: { reason: 'Bestrider delvis', resumeOn: lapsesOn },
    });

    // The day the application to Kronofogden fell due, neither paused case is applied for.
    await runBusinessDays(t.database.db, run, applyOn);
    expect(await statusOf(resumed.id)).toBe('Collection');
    expect(await statusOf(lapsing.id)).toBe('Collection');

    // Resumed by a handler: the step it waited for is taken on the next business day.
    const resume = await staffCall(staff, 'POST', `/cases/${resumed.guid}/resume`, { reason: 'Frisk igen' });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().case.pause).toBeNull();
    const twice = await staffCall(staff, 'POST', `/cases/${resumed.guid}/resume`, { reason: 'Frisk igen' });
    expect(twice.json().error.code).toBe('CaseNotPaused');
    await runBusinessDays(t.database.db, run, addBankDays(applyOn, 1));
    expect(await statusOf(resumed.id)).toBe('Legal');
    expect(await statusOf(lapsing.id)).toBe('Collection');

    // The other pause is over on its resume day, without a handler.
    await runBusinessDays(t.database.db, run, addBankDays(lapsesOn, -1));
    expect(await statusOf(lapsing.id)).toBe('Collection');
    await runBusinessDays(t.database.db, run, lapsesOn);
    expect(await statusOf(lapsing.id)).toBe('Legal');

    // Kronofogden's verdict on the case, registered by the handler.
    const decision = { decision: 'verdict', decidedOn: t.today, reason: 'Utslag meddelat' };
    const decided = await staffCall(staff, 'POST', `/cases/${resumed.guid}/enforcement-decision`, decision);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().case.status).toBe('Verdict');
    expect(await lastAudit('enforcement.decision')).toMatchObject({
      username: 'handlaggare',
      details: { decision: 'verdict', reason: 'Utslag meddelat' },
    });
  }, 240_000);

  it('refuses to pause a closed case', async () => {
    const [closed] = await t.database.db
      .select({ guid: cases.guid })
      .from(cases)
      .where(eq(cases.status, 'Paid'))
      .limit(1);
    const refused = await staffCall(staff, 'POST', `/cases/${closed?.guid}/pause`, {
      reason: 'Prov',
      resumeOn: addDays(t.today, 7),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CaseClosed');
  });
});

describe('a debtor’s contact details', () => {
  it('are checked as the debtor’s own, saved normalised and audited with the old and new values', async () => {
    const [{ debtorGuid } = { debtorGuid: '' }] = await t.database.db
      .select({ debtorGuid: debtors.guid })
      .from(debtors)
      .where(eq(debtors.identityNumber, '19121212-1212'));
    const path = `/debtors/${debtorGuid}/contact`;
    const bad = await staffCall(staff, 'PUT', path, {
      email: 'lars@',
      cellularPhone: null,
      reason: 'Ringde in',
    });
    expect(bad.json().error).toMatchObject({ code: 'InvalidEmail', field: 'email' });
    const saved = await staffCall(staff, 'PUT', path, {
      email: 'lars.a@example.se',
      cellularPhone: '070-111 22 33',
      reason: 'Ringde in',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      debtorGuid,
      email: 'lars.a@example.se',
      cellularPhone: '+46701112233',
    });
    const entry = await lastAudit('debtor.contact-updated');
    expect(entry?.username).toBe('handlaggare');
    expect(entry?.details).toMatchObject({
      cellularPhone: { new: '+46701112233' },
      email: { new: 'lars.a@example.se' },
      reason: 'Ringde in',
    });
    // Each of the debtor's cases shows the correction in its timeline, with who and why.
    const [own] = (await lars.soap('getCaseDetails')).json().cases;
    const view = await staff.request('GET', `/api/staff/cases/${own.caseGuid}`);
    expect(view.json().timeline).toContainEqual(
      expect.objectContaining({
        action: 'debtor.contact-updated',
        actor: 'Karin Holm, handläggare',
        reason: 'Ringde in',
      }),
    );
  });
});

describe('a payment file uploaded', () => {
  const upload = (content: Buffer, fileName: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return staff.request('POST', '/api/staff/payment-files', {
      multipart: form,
      headers: { 'x-csrf-token': staff.csrfToken },
    });
  };

  it('imports Bankgirot’s sample file once, counts it again as duplicates, and refuses a damaged file', async () => {
    const sample = await readFile(
      new URL('../../../../../packages/domain/test-data/bgmax/bankgirot-sample-bgmax.txt', import.meta.url),
    );
    const first = await upload(sample, 'bankgirot-sample-bgmax.txt');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      fileName: 'bankgirot-sample-bgmax.txt',
      status: 'imported',
      payments: 6,
      deductions: 1,
      duplicates: 0,
    });
    const [kept] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.guid, first.json().fileGuid));
    expect(kept?.source).toBe('staff:handlaggare');
    const again = await upload(sample, 'bankgirot-sample-bgmax.txt');
    expect(again.statusCode).toBe(200);
    expect(again.json().fileGuid).toBe(first.json().fileGuid);
    expect(again.json().duplicates).toBe(
      first.json().matched + first.json().invoices + first.json().unmatched,
    );

    const damaged = await upload(Buffer.from('01BGMAX               0120040525\r\n'), 'skadad.txt');
    expect(damaged.statusCode).toBe(422);
    expect(damaged.json().error.code).toBe('PaymentFileRefused');
    expect(damaged.json().error.message).toMatch(/line \d+/);
    const [refused] = await t.database.db
      .select()
      .from(paymentFiles)
      .where(eq(paymentFiles.fileName, 'skadad.txt'));
    expect(refused?.status).toBe('refused');

    const notAFile = await staff.request('POST', '/api/staff/payment-files', {
      multipart: (() => {
        const form = new FormData();
        form.append('file', 'text');
        return form;
      })(),
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(notAFile.statusCode).toBe(400);
  });
});
