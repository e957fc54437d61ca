/**
 * Objections and requests for more time end to end, on in-memory PGlite (and on PostgreSQL with
 * `FORDRA_TEST_DATABASE_URL`): the debtor files, the client answers, pauses, recalls and credits, the
 * staff chase and decide; and the engine's real business days take no step on a held case.
 */
import { addBankDays, addDays, onOrAfterBankDay } from '@fordra/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { auditLog, caseCredits, caseFees, cases, processActions, webhookEvents } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { type EngineRun, runBusinessDays } from '../engine/business-days.ts';
import { samplePdf } from '../messages/attachment-samples.ts';
import { staffCall } from '../staff/staff-test-calls.ts';

let t: TestApp;
let lars: Visitor;
let emma: Visitor;
let kund: Visitor;
let kundlas: Visitor;
let kund2: Visitor;
let staff: Visitor;
let run: EngineRun;
/** Lars's cases by description. */
let larsCases: Map<string, { caseGuid: string; status: string }>;

const gw = (
  visitor: Visitor,
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) =>
  visitor.request(method, `${GATEWAY_PREFIX}${path}`, {
    ...(json === undefined ? {} : { json }),
    headers: { 'x-csrf-token': visitor.csrfToken, ...headers },
  });

const withKey = (
  method: 'GET' | 'POST',
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `${GATEWAY_PREFIX}${path}`,
    headers: {
      authorization: `Bearer ${demoApiKey.key}`,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(json === undefined ? {} : { payload: JSON.stringify(json) }),
  });

async function form(
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[] = [],
) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files)
    data.append('attachments', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return data;
}

function fileObjection(
  visitor: Visitor,
  caseGuid: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[] = [],
) {
  return form(fields, files).then((multipart) =>
    visitor.request('POST', `${GATEWAY_PREFIX}/debtoraccess/cases/${caseGuid}/objections`, {
      multipart,
      headers: { 'x-csrf-token': visitor.csrfToken },
    }),
  );
}

function answer(
  visitor: Visitor,
  objectionGuid: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer; type: string }[] = [],
  base = `${GATEWAY_PREFIX}/wip`,
) {
  return form(fields, files).then((multipart) =>
    visitor.request('POST', `${base}/objections/${objectionGuid}/answer`, {
      multipart,
      headers: { 'x-csrf-token': visitor.csrfToken },
    }),
  );
}

async function caseRow(caseGuid: string) {
  const [row] = await t.database.db.select().from(cases).where(eq(cases.guid, caseGuid));
  if (!row) throw new Error('No case');
  return row;
}

/** What the process did to a case: its status, its fee lines and its steps. */
async function historyOf(caseGuid: string) {
  const db = t.database.db;
  const row = await caseRow(caseGuid);
  return {
    status: row.status,
    fees: await db
      .select({ type: caseFees.type, amount: caseFees.amount, date: caseFees.date })
      .from(caseFees)
      .where(eq(caseFees.caseId, row.id))
      .orderBy(asc(caseFees.date), asc(caseFees.type)),
    steps: await db
      .select({ action: processActions.action, takenOn: processActions.takenOn })
      .from(processActions)
      .where(eq(processActions.caseId, row.id))
      .orderBy(asc(processActions.takenOn), asc(processActions.action)),
  };
}

const larsCase = (description: string) => {
  const found = larsCases.get(description);
  if (!found) throw new Error(`Lars has no case ${description}`);
  return found.caseGuid;
};

beforeAll(async () => {
  t = await startTestApp();
  lars = await signedIn(t.app, 'demo');
  emma = await signedIn(t.app, 'ny');
  kund = await signedIn(t.app, 'kund');
  kundlas = await signedIn(t.app, 'kundlas');
  kund2 = await signedIn(t.app, 'kund2');
  staff = await signedIn(t.app, 'handlaggare');
  run = { worker: 'objections-test', config: { ...t.config, engine: { ...t.config.engine, chunkCount: 1 } } };
  const details = await lars.soap('getCaseDetails');
  larsCases = new Map(
    details
      .json()
      .cases.map((c: { description: string; caseGuid: string; status: string }) => [c.description, c]),
  );
}, 180_000);
afterAll(() => t?.close());

describe('a debtor’s objection', () => {
  let objectionGuid: string;
  let attachmentGuid: string;
  const disputed = () => larsCase('Bredband 250/250, kvartal 2');

  it('is filed with a receipt: the case is Disputed and held, and the debtor sees it', async () => {
    const before = await caseRow(disputed());
    expect(before.status).toBe('Collection');
    const filed = await fileObjection(
      lars,
      disputed(),
      { scope: 'whole', ground: 'alreadyPaid', text: 'Jag betalade den 3 maj, kvitto bifogat.' },
      [{ name: 'kvitto.pdf', bytes: await samplePdf('Kvitto'), type: 'application/pdf' }],
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const body = filed.json();
    expect(body.objection).toMatchObject({
      status: 'open',
      ground: 'alreadyPaid',
      scope: 'whole',
      answer: null,
    });
    expect(body.objection.attachments).toHaveLength(1);
    expect(body.case).toMatchObject({ status: 'Disputed', holds: ['objection'] });
    objectionGuid = body.objection.objectionGuid;
    attachmentGuid = body.objection.attachments[0].attachmentGuid;
    // The client's systems are told in the same transaction (the webhooks' outbox).
    const opened = await t.database.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.caseId, before.id), eq(webhookEvents.type, 'objection.opened')));
    expect(opened).toHaveLength(1);
    expect(JSON.stringify(opened[0]?.payload)).toContain(objectionGuid);

    const read = await gw(lars, 'GET', `/debtoraccess/cases/${disputed()}/objections`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().objections.map((o: { objectionGuid: string }) => o.objectionGuid)).toEqual([
      objectionGuid,
    ]);
    const all = await gw(lars, 'GET', '/debtoraccess/objections');
    expect(all.json().objections).toHaveLength(1);
    const file = await gw(
      lars,
      'GET',
      `/debtoraccess/objections/${objectionGuid}/attachments/${attachmentGuid}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('is refused a second time while the first waits, and on another debtor’s case answers 404', async () => {
    const again = await fileObjection(lars, disputed(), { scope: 'whole', ground: 'other', text: 'Igen' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('ObjectionAlreadyOpen');

    const others = await fileObjection(emma, disputed(), {
      scope: 'whole',
      ground: 'notMine',
      text: 'Inte min',
    });
    expect(others.statusCode, others.body).toBe(404);
    expect((await gw(emma, 'GET', `/debtoraccess/cases/${disputed()}/objections`)).statusCode).toBe(404);
    expect(
      (await gw(emma, 'GET', `/debtoraccess/objections/${objectionGuid}/attachments/${attachmentGuid}`))
        .statusCode,
    ).toBe(404);
    const time = await gw(emma, 'POST', `/debtoraccess/cases/${disputed()}/postponement`, {
      newDueDate: addDays(t.today, 10),
    });
    expect(time.statusCode).toBe(404);
  });

  it('refuses a part without its amount, or above what the case owes', async () => {
    const guid = larsCase('Elräkning juli–augusti');
    const none = await fileObjection(lars, guid, {
      scope: 'part',
      ground: 'wrongAmount',
      text: 'För mycket',
    });
    expect(none.json().error.code).toBe('InvalidAmount');
    const above = await fileObjection(lars, guid, {
      scope: 'part',
      disputedAmount: '99999999',
      ground: 'wrongAmount',
      text: 'För mycket',
    });
    expect(above.json().error.code).toBe('InvalidAmount');
    const noText = await fileObjection(lars, guid, { scope: 'whole', ground: 'wrongAmount' });
    expect(noText.json().error.code).toBe('MessageRequired');
  });

  it('is in the client’s queue with its receipt; a read-only user may read it but not answer', async () => {
    const list = await gw(kund, 'GET', '/wip/objections?status=open');
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((o: { objectionGuid: string }) => o.objectionGuid === objectionGuid);
    expect(item).toMatchObject({
      caseStatus: 'Disputed',
      daysWaiting: 0,
      debtor: { name: 'Lars Andersson' },
    });
    expect((await gw(kundlas, 'GET', `/wip/objections/${objectionGuid}`)).statusCode).toBe(200);
    const file = await gw(kund, 'GET', `/wip/objections/${objectionGuid}/attachments/${attachmentGuid}`);
    expect(file.statusCode).toBe(200);
    // Another client sees none of it.
    expect((await gw(kund2, 'GET', `/wip/objections/${objectionGuid}`)).statusCode).toBe(404);
    expect((await gw(kund2, 'GET', '/wip/objections')).json().items).toHaveLength(0);

    const refused = await answer(kundlas, objectionGuid, { answer: 'uphold', reason: 'Obetald' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ReadOnlyAccess');
    for (const action of ['pause', 'resume', 'recall', 'credit']) {
      const call = await gw(kundlas, 'POST', `/wip/cases/${disputed()}/${action}`, { reason: 'Prov' });
      expect(call.statusCode, action).toBe(403);
      expect(call.json().error.code).toBe('ReadOnlyAccess');
    }
    const other = await answer(kund2, objectionGuid, { answer: 'uphold', reason: 'Obetald' });
    expect(other.statusCode).toBe(404);
  });

  it('holds the case: no reminder, demand, fee or Kronofogden step however many business days run', async () => {
    const before = await historyOf(disputed());
    await runBusinessDays(t.database.db, run, addBankDays(onOrAfterBankDay(t.today), 60));
    expect(await historyOf(disputed())).toEqual(before);
  }, 300_000);

  it('upheld with a document, resumes with a fresh deadline: a notice, never Kronofogden', async () => {
    const upheld = await answer(
      kund,
      objectionGuid,
      { answer: 'uphold', reason: 'Betalningen gällde en annan faktura.' },
      [{ name: 'kontoutdrag.pdf', bytes: await samplePdf('Kontoutdrag'), type: 'application/pdf' }],
    );
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json().objection).toMatchObject({
      status: 'upheld',
      answer: { answer: 'uphold', answeredBy: 'client' },
    });
    expect(upheld.json().objection.answer.attachments).toHaveLength(1);
    expect(upheld.json().case).toMatchObject({ status: 'Collection', holds: [] });
    const twice = await answer(kund, objectionGuid, { answer: 'withdraw', reason: 'Ändrat' });
    expect(twice.json().error.code).toBe('ObjectionAlreadyAnswered');

    // The debtor sees the answer and its document.
    const seen = (await gw(lars, 'GET', `/debtoraccess/cases/${disputed()}/objections`)).json();
    expect(seen.objections[0].answer.reason).toBe('Betalningen gällde en annan faktura.');
    const doc = seen.objections[0].answer.attachments[0].attachmentGuid;
    expect(
      (await gw(lars, 'GET', `/debtoraccess/objections/${objectionGuid}/attachments/${doc}`)).statusCode,
    ).toBe(200);

    const before = await historyOf(disputed());
    const lastRun = addBankDays(onOrAfterBankDay(t.today), 60);
    await runBusinessDays(t.database.db, run, addBankDays(lastRun, 40));
    const after = await historyOf(disputed());
    const fresh = after.steps.filter(
      (step) => !before.steps.some((s) => s.action === step.action && s.takenOn === step.takenOn),
    );
    expect(fresh.map((step) => step.action)).toEqual(['secondNotice']);
    expect(fresh[0]?.takenOn).toBe(addBankDays(lastRun, 1));
    expect(after.steps.map((step) => step.action)).not.toContain('enforcementApplication');
    expect(after.status).toBe('Collection');
  }, 300_000);
});

describe('the client’s other answers and actions', () => {
  it('at Kronofogden: keeps its status, Kronofogden is to be told; withdrawn: Recalled, nothing more charged', async () => {
    // The business days run above took this reminder-stage case on to an application to Kronofogden.
    const guid = larsCase('Elräkning juli–augusti');
    expect((await caseRow(guid)).status).toBe('Legal');
    const filed = await fileObjection(lars, guid, {
      scope: 'whole',
      ground: 'notOrdered',
      text: 'Har aldrig beställt.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().case).toMatchObject({ status: 'Legal', holds: ['objection'] });
    expect(filed.json().objection.kronofogdenNotice).toEqual({ filedOn: null });
    const withdrawn = await answer(kund, filed.json().objection.objectionGuid, {
      answer: 'withdraw',
      reason: 'Felaktigt fakturerad.',
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().case).toMatchObject({ status: 'Recalled', isActive: false, remainingAmount: 0 });
    const before = await historyOf(guid);
    await runBusinessDays(t.database.db, run, addBankDays(onOrAfterBankDay(t.today), 110));
    const after = await historyOf(guid);
    // Nothing more is charged; the next day's file to Kronofogden withdraws the application (recalled).
    expect(after.fees).toEqual(before.fees);
    expect(after.status).toBe('Recalled');
    const fresh = after.steps.filter(
      (step) => !before.steps.some((s) => s.action === step.action && s.takenOn === step.takenOn),
    );
    expect(fresh.map((step) => step.action)).toEqual(['enforcementWithdrawal']);
    const told = (await gw(lars, 'GET', `/debtoraccess/cases/${guid}/objections`)).json();
    expect(told.objections[0].kronofogdenNotice).toEqual({ filedOn: fresh[0]?.takenOn });
  }, 300_000);

  it('credit in part: the ledger takes it off the claim, and a credit above what is owed is refused', async () => {
    const guid = larsCase('Soffa Lund 3-sits, delbetalning');
    const filed = await fileObjection(lars, guid, {
      scope: 'part',
      disputedAmount: '50000',
      ground: 'faulty',
      text: 'Ett ben var trasigt.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // Long-term surveillance keeps its status; the objection holds it all the same.
    expect(filed.json().case).toMatchObject({ status: 'Surveillance', holds: ['objection'] });
    const objectionGuid = filed.json().objection.objectionGuid;
    const before = await caseRow(guid);
    const tooMuch = await answer(kund, objectionGuid, {
      answer: 'credit',
      reason: 'Rabatt',
      creditAmount: '999999999',
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json().error.code).toBe('AmountAboveOwed');
    const noAmount = await answer(kund, objectionGuid, { answer: 'credit', reason: 'Rabatt' });
    expect(noAmount.json().error.code).toBe('InvalidAmount');

    const credited = await answer(kund, objectionGuid, {
      answer: 'credit',
      reason: 'Benet ersätts',
      creditAmount: '50000',
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().objection).toMatchObject({
      status: 'credited',
      answer: { creditedAmount: 50_000 },
    });
    expect(credited.json().case).toMatchObject({ status: 'Surveillance', holds: [] });
    const after = await caseRow(guid);
    // Interest settled up to today, then the credit off the principal: the principal falls by exactly it.
    expect(before.remainingPrincipal - after.remainingPrincipal).toBe(50_000);
    expect(after.paidSum).toBe(before.paidSum);
    const lines = await t.database.db.select().from(caseCredits).where(eq(caseCredits.caseId, after.id));
    expect(lines.map((line) => line.amount)).toEqual([50_000]);
  });

  it('pauses and resumes a case, recalls one, and credits one wholly', async () => {
    const paused = await handOverCase(t, 'OBJ-PAUSE');
    const pause = await gw(kund, 'POST', `/wip/cases/${paused.guid}/pause`, {
      reason: 'Vi förhandlar med kunden',
      resumeOn: addDays(t.today, 20),
    });
    expect(pause.statusCode, pause.body).toBe(200);
    expect(pause.json().case.holds).toEqual(['paused']);
    const early = await gw(kund, 'POST', `/wip/cases/${paused.guid}/pause`, {
      reason: 'x',
      resumeOn: t.today,
    });
    expect(early.json().error.code).toBe('ResumeDayOutOfRange');
    const resume = await gw(kund, 'POST', `/wip/cases/${paused.guid}/resume`, { reason: 'Klart' });
    expect(resume.json().case.holds).toEqual([]);
    const again = await gw(kund, 'POST', `/wip/cases/${paused.guid}/resume`, { reason: 'Klart' });
    expect(again.json().error.code).toBe('CaseNotPaused');
    // Another client's case is not found.
    expect((await gw(kund2, 'POST', `/wip/cases/${paused.guid}/pause`, { reason: 'x' })).statusCode).toBe(
      404,
    );

    const recalled = await handOverCase(t, 'OBJ-RECALL');
    const recall = await withKey('POST', `/wip/cases/${recalled.guid}/recall`, {
      reason: 'Kunden har betalat till oss',
    });
    expect(recall.statusCode, recall.body).toBe(200);
    expect(recall.json().case).toMatchObject({ status: 'Recalled', isActive: false });
    const closed = await withKey('POST', `/wip/cases/${recalled.guid}/credit`, { reason: 'x' });
    expect(closed.json().error.code).toBe('CaseClosed');

    const whole = await handOverCase(t, 'OBJ-CREDIT');
    const credit = await withKey('POST', `/wip/cases/${whole.guid}/credit`, { reason: 'Kreditnota 7731' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json().case).toMatchObject({ status: 'Credited', isActive: false, remainingAmount: 0 });

    // Each is told to the client's systems in the transaction that made it (the webhooks' outbox).
    const told = async (caseId: string) =>
      (
        await t.database.db
          .select({ type: webhookEvents.type, payload: webhookEvents.payload })
          .from(webhookEvents)
          .where(eq(webhookEvents.caseId, caseId))
          .orderBy(asc(webhookEvents.seq))
      ).filter((event) =>
        ['case.paused', 'case.resumed', 'case.recalled', 'case.credited'].includes(event.type),
      );
    expect((await told(paused.id)).map((event) => event.type)).toEqual(['case.paused', 'case.resumed']);
    expect((await told(recalled.id)).map((event) => event.type)).toEqual(['case.recalled']);
    const credited = (await told(whole.id)).at(-1);
    expect(credited?.type).toBe('case.credited');
    expect(JSON.stringify(credited?.payload)).toContain('"amount":');
  });

  it('answers a repeated Idempotency-Key with the first answer and changes nothing more', async () => {
    const target = await handOverCase(t, 'OBJ-IDEMPOTENT');
    const headers = { 'idempotency-key': 'credit-4711' };
    const first = await withKey(
      'POST',
      `/wip/cases/${target.guid}/credit`,
      { amount: 10_000, reason: 'Rabatt' },
      headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await withKey(
      'POST',
      `/wip/cases/${target.guid}/credit`,
      { amount: 10_000, reason: 'Rabatt' },
      headers,
    );
    expect(second.json()).toEqual(first.json());
    const row = await caseRow(target.guid);
    const lines = await t.database.db.select().from(caseCredits).where(eq(caseCredits.caseId, row.id));
    expect(lines).toHaveLength(1);
    const other = await withKey(
      'POST',
      `/wip/cases/${target.guid}/credit`,
      { amount: 20_000, reason: 'Rabatt' },
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IdempotencyKeyReused');
  });
});

describe('a request for more time', () => {
  it('within the policy is approved at once and holds the case until its new due date; once per case', async () => {
    const emmas = (await emma.soap('getCaseDetails'))
      .json()
      .cases.filter((c: { isActive: boolean }) => c.isActive);
    const [first, second] = emmas as { caseGuid: string }[];
    if (!first) throw new Error('Emma has no active case');
    const outOfRange = await gw(emma, 'POST', `/debtoraccess/cases/${first.caseGuid}/postponement`, {
      newDueDate: t.today,
    });
    expect(outOfRange.json().error.code).toBe('DueDateOutOfRange');
    const asked = await gw(emma, 'POST', `/debtoraccess/cases/${first.caseGuid}/postponement`, {
      newDueDate: addDays(t.today, 14),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().postponement).toMatchObject({ status: 'approved', newDueDate: addDays(t.today, 14) });
    expect(asked.json().case).toMatchObject({
      holds: ['postponement'],
      postponedUntil: addDays(t.today, 14),
    });
    const again = await gw(emma, 'POST', `/debtoraccess/cases/${first.caseGuid}/postponement`, {
      newDueDate: addDays(t.today, 20),
    });
    expect(again.json().error.code).toBe('PostponementAlreadyRequested');
    const view = (await gw(emma, 'GET', `/debtoraccess/cases/${first.caseGuid}/objections`)).json();
    expect(view.canRequestPostponement).toBe(false);
    expect(view.postponements).toHaveLength(1);

    if (second) {
      // Beyond the policy: pending, in the staff's queue, decided by a handler with a reason.
      const far = await gw(emma, 'POST', `/debtoraccess/cases/${second.caseGuid}/postponement`, {
        newDueDate: addDays(t.today, 45),
      });
      expect(far.statusCode, far.body).toBe(201);
      expect(far.json().postponement.status).toBe('pending');
      expect(far.json().case.holds).not.toContain('postponement');
      const queue = await staffCall(staff, 'GET', '/queues/postponements');
      expect(queue.statusCode, queue.body).toBe(200);
      const waiting = queue.json().items.find((p: { caseGuid: string }) => p.caseGuid === second.caseGuid);
      expect(waiting).toBeDefined();
      const decided = await staffCall(staff, 'POST', `/postponements/${waiting.postponementGuid}/decision`, {
        decision: 'approve',
        reason: 'Lön kommer den 25:e',
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().postponement.status).toBe('approved');
      expect(decided.json().case.holds).toContain('postponement');
      const twice = await staffCall(staff, 'POST', `/postponements/${waiting.postponementGuid}/decision`, {
        decision: 'reject',
        reason: 'x',
      });
      expect(twice.json().error.code).toBe('PostponementAlreadyDecided');
    }
  });
});

describe('the provider’s staff', () => {
  it('see objections waiting on the client, answer for the client, and every action is audited with its reason', async () => {
    // The demo's objection of Henrik Sjögren (`tvist`) has waited twelve days: past the policy's ten.
    const queue = await staffCall(staff, 'GET', '/queues/objections');
    expect(queue.statusCode, queue.body).toBe(200);
    const items = queue.json().items as {
      objectionGuid: string;
      caseNumber: string;
      daysWaiting: number;
      debtor: { name: string };
    }[];
    expect(items.map((item) => [item.debtor.name, item.daysWaiting])).toEqual([['Henrik Sjögren', 12]]);
    const [waiting] = items;
    if (!waiting) throw new Error('No objection waits');
    const recent = await staffCall(staff, 'GET', '/queues/objections?minDays=13');
    expect(recent.json().items).toEqual([]);
    const upheld = await answer(
      staff,
      waiting.objectionGuid,
      { answer: 'uphold', reason: 'Kunden bad oss svara: fakturan står fast.' },
      [],
      '/api/staff',
    );
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json().objection.answer.answeredBy).toBe('provider');
    // The demo's disputed case is back where the objection found it.
    expect(upheld.json().case).toMatchObject({ status: 'Collection', holds: [] });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'objection.upheld'), eq(auditLog.entityId, waiting.caseNumber)));
    expect(entry?.details).toMatchObject({
      reason: 'Kunden bad oss svara: fakturan står fast.',
      forClient: true,
    });
    expect(entry?.accountId).not.toBeNull();
  });
});
