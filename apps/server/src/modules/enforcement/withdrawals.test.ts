/**
 * Withdrawing an application to Kronofogden, through the engine's real day runs: a case in Legal that
 * is then paid in full (here by a BgMax file), or enters an active plan, is withdrawn in the next day's
 * file, shown on its timeline, and waits in the back office's queue until a handler registers
 * Kronofogden's confirmation, which leaves the case as it is.
 */
import { addBankDays, addDays, writeBgmax } from '@fordra/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, documents, processActions } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { planDetails, proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { type EngineRun, runBusinessDays } from '../engine/business-days.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';

let t: TestApp;
let staff: Visitor;
let run: EngineRun;
let paid: { id: string; guid: string };
let planned: { id: string; guid: string };
/** The last business day run so far. */
let day: string;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, 'handlaggare');
  run = {
    worker: 'withdrawals-test',
    config: { ...t.config, engine: { ...t.config.engine, chunkCount: 1 } },
  };
  paid = await handOverCase(t, 'WITHDRAW-PAID');
  const emma = await signedIn(t.app, 'ny');
  const [emmas] = (await planDetails(emma)).candidates;
  const [row] = await t.database.db
    .select({ id: cases.id, guid: cases.guid })
    .from(cases)
    .where(eq(cases.guid, emmas?.caseGuid ?? ''));
  if (!row) throw new Error('Emma has no case');
  planned = row;
  // Sixty days on, both cases were demanded, applied for at Kronofogden and filed.
  day = addBankDays(addDays(t.today, 60), -1);
  await runBusinessDays(t.database.db, run, day);
  for (const { id } of [paid, planned]) {
    const [applied] = await t.database.db
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.id, id));
    expect(applied?.status).toBe('Legal');
  }
}, 240_000);
afterAll(() => t.close());

const nextDay = async () => {
  day = addBankDays(day, 1);
  await runBusinessDays(t.database.db, run, day);
};

const withdrawalsOf = (caseId: string) =>
  t.database.db
    .select({
      takenOn: processActions.takenOn,
      documentId: processActions.documentId,
      details: processActions.details,
    })
    .from(processActions)
    .where(and(eq(processActions.caseId, caseId), eq(processActions.action, 'enforcementWithdrawal')));

async function fileOf(documentId: string | null) {
  const [document] = await t.database.db
    .select({ content: documents.content })
    .from(documents)
    .where(eq(documents.id, documentId ?? ''));
  return Buffer.from(document?.content ?? new Uint8Array()).toString('utf8');
}

const waiting = async () =>
  (await staff.request('GET', '/api/staff/queues/cases?step=EnforcementWithdrawal')).json().items as {
    caseGuid: string;
    step: string;
  }[];

const caseView = async (caseGuid: string) =>
  (await staff.request('GET', `/api/staff/cases/${caseGuid}`)).json();

/** Checks the withdrawal of case `subject` filed on `day` for `reason`, then confirms it as a handler. */
async function expectWithdrawnThenConfirm(
  subject: { id: string; guid: string },
  reason: string,
  label: string,
) {
  const [withdrawal, ...more] = await withdrawalsOf(subject.id);
  expect(more).toEqual([]);
  expect(withdrawal).toMatchObject({ takenOn: day, details: { reason } });
  const [stored] = await t.database.db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(eq(cases.id, subject.id));
  const xml = await fileOf(withdrawal?.documentId ?? null);
  const element = xml.slice(xml.indexOf('<Aterkallelse>'), xml.indexOf('</Aterkallelse>'));
  expect(element).toContain(`<SokandensReferens>${stored?.caseNumber}</SokandensReferens>`);
  expect(element).toContain(`>${label}</Orsak>`);

  // On the case's timeline, and in the staff queue until confirmed.
  const view = await caseView(subject.guid);
  expect(view.timeline.map((entry: { action: string }) => entry.action)).toContain(
    'process.enforcementWithdrawal',
  );
  expect(view.awaitingEnforcementDecision).toBe(true);
  expect(await waiting()).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ caseGuid: subject.guid, step: 'EnforcementWithdrawal' }),
    ]),
  );

  // Another day's file does not withdraw it again.
  await nextDay();
  expect(await withdrawalsOf(subject.id)).toHaveLength(1);
  expect((await waiting()).map((item) => item.caseGuid)).toContain(subject.guid);

  const status = view.status;
  const confirmed = await staff.request('POST', `/api/staff/cases/${subject.guid}/enforcement-decision`, {
    json: { decision: 'withdrawn', decidedOn: t.today, reason: 'Kronofogden har avskrivit målet' },
    headers: { 'x-csrf-token': staff.csrfToken },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().case.status).toBe(status);
  expect((await waiting()).map((item) => item.caseGuid)).not.toContain(subject.guid);
  expect((await caseView(subject.guid)).awaitingEnforcementDecision).toBe(false);
}

describe('withdrawing an application to Kronofogden', () => {
  it('withdraws the application of a case in Legal paid in full, in the next day’s file, until a handler confirms it', async () => {
    const [stored] = await t.database.db.select().from(cases).where(eq(cases.id, paid.id));
    if (!stored) throw new Error('No case');
    const amount = balanceOn(stored, day, await referenceRatesOf(t.database.db)).remainingAmount;
    const file = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: day,
          depositSerial: 1,
          payments: [{ reference: stored.ocrReference, amount, payerName: 'Maja Holm' }],
        },
      ],
      day,
    );
    const report = await importBgmax(
      t.database.db,
      {
        fileName: 'bgmax-withdraw.txt',
        content: file,
        source: 'test',
      },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    expect(report).toMatchObject({ status: 'imported', matched: 1 });
    const [settled] = await t.database.db
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.id, paid.id));
    expect(settled?.status).toBe('Paid');
    expect(await withdrawalsOf(paid.id)).toEqual([]);

    await nextDay();
    await expectWithdrawnThenConfirm(paid, 'paid', 'Betald');
    const [after] = await t.database.db
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.id, paid.id));
    expect(after?.status).toBe('Paid');
  }, 240_000);

  it('withdraws the application of a case in Legal that enters an active plan, the same way', async () => {
    const emma = await signedIn(t.app, 'ny');
    const created = await emma.soap(
      'createInstalmentPlan',
      await proposal(emma, (c) => c.caseGuid === planned.guid, 3),
    );
    expect(created.json().decision, created.body).toBe('Accepted');
    const [inPlan] = await t.database.db
      .select({ status: cases.status })
      .from(cases)
      .where(eq(cases.id, planned.id));
    expect(inPlan?.status).toBe('PaymentPlan');

    await nextDay();
    await expectWithdrawnThenConfirm(planned, 'plan', 'Avbetalningsplan');
  }, 240_000);

  it('refuses a withdrawn decision on a planned case with no withdrawal waiting', async () => {
    const again = await staff.request('POST', `/api/staff/cases/${planned.guid}/enforcement-decision`, {
      json: { decision: 'withdrawn', decidedOn: addDays(t.today, -1), reason: 'Igen' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('DecisionNotAllowed');
  });
});
