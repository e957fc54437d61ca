import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, processActions } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, Visitor } from '../../test/test-app.ts';

let t: TestApp;
let staff: Visitor;
let lars: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [staff, lars] = await Promise.all([signedIn(t.app, 'handlaggare'), signedIn(t.app, 'demo')]);
});
afterAll(() => t.close());

type Line = {
  kind: string;
  amount: number;
  balance: number;
  allocation: { fees: number; interest: number; principal: number; credit: number } | null;
};

const caseView = async (caseGuid: string) => {
  const response = await staff.request('GET', `/api/staff/cases/${caseGuid}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("a case's page", () => {
  it("replays the ledger line by line to the debtor's own figure", async () => {
    const own = (await lars.soap('getCaseDetails')).json().cases as {
      caseGuid: string;
      isActive: boolean;
      remainingAmount: number;
      remainingInterest: number;
      originalPrincipal: number;
      fees: { amount: number }[];
    }[];
    const paymentsOf = (await lars.soap('getPaymentDetails')).json().payments as {
      caseGuid: string;
      amount: number;
    }[];
    for (const debtorCase of own.filter((c) => c.isActive)) {
      const view = await caseView(debtorCase.caseGuid);
      expect(view.remainingAmount).toBe(debtorCase.remainingAmount);
      const ledger = view.ledger as Line[];
      expect(ledger[0]).toMatchObject({ kind: 'principal', amount: debtorCase.originalPrincipal });
      expect(ledger.at(-1)?.balance, view.caseNumber).toBe(debtorCase.remainingAmount);
      // Every fee line and payment is there, and each line moves the balance by its amount, but for what
      // a payment left over as credit.
      expect(ledger.filter((line) => line.kind === 'fee').map((line) => line.amount)).toEqual(
        debtorCase.fees.map((fee) => fee.amount),
      );
      expect(ledger.filter((line) => line.kind === 'payment').map((line) => -line.amount)).toEqual(
        paymentsOf
          .filter((p) => p.caseGuid === debtorCase.caseGuid)
          .map((p) => p.amount)
          .reverse(),
      );
      for (const [index, line] of ledger.entries()) {
        if (index === 0) continue;
        const credit = line.allocation?.credit ?? 0;
        expect(line.balance, `${view.caseNumber} line ${index}`).toBe(
          (ledger[index - 1]?.balance ?? 0) + line.amount + credit,
        );
        if (line.allocation) {
          const { fees, interest, principal } = line.allocation;
          expect(fees + interest + principal + credit).toBe(-line.amount);
        }
      }
    }
  });

  it('names the debtor with contact details, language and address, the client and the creditor', async () => {
    const [own] = (await lars.soap('getCaseDetails')).json().cases;
    const view = await caseView(own.caseGuid);
    expect(view.debtor).toMatchObject({
      name: 'Lars Andersson',
      identityNumber: '19121212-1212',
      kind: 'person',
      email: 'lars.andersson@example.se',
      cellularPhone: '+46701234567',
      address: 'Storgatan 12, 411 38 Göteborg',
    });
    expect(view.client).toMatchObject({ clientNumber: '900100', name: 'Norrsken Kredithantering AB' });
    expect(view.creditor.name).toBe(own.creditorName);
    expect(view).toMatchObject({
      caseNumber: own.caseNumber,
      ocrReference: own.paymentReference,
      pause: null,
    });
  });

  it('gives the documents as PDFs staff can read, the conversations and the timeline newest first', async () => {
    const own = (await lars.soap('getCaseDetails')).json().cases as {
      caseGuid: string;
      creditorName: string;
      isActive: boolean;
    }[];
    const kvarnby = own.find((c) => c.creditorName === 'Kvarnby Bredband AB' && c.isActive);
    const view = await caseView(kvarnby?.caseGuid ?? '');
    expect(view.documents.map((doc: { kind: string }) => doc.kind).sort()).toEqual([
      'collectionDemand',
      'reminder',
    ]);
    for (const doc of view.documents) {
      expect(doc.url).toBe(`/api/staff/documents/${doc.documentGuid}`);
      const pdf = await staff.request('GET', doc.url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(view.conversations).toEqual([
      expect.objectContaining({ subject: 'Fråga om inkassoavgiften', party: 'debtor', messageCount: 3 }),
    ]);
    const actions = view.timeline.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['process.reminder', 'process.collectionDemand']));
    const times = view.timeline.map((entry: { at: string }) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('puts a step recorded early on its day before what was done after it that morning', async () => {
    const own = (await lars.soap('getCaseDetails')).json().cases as { caseGuid: string; isActive: boolean }[];
    const caseGuid = own.find((c) => c.isActive)?.caseGuid ?? '';
    const [row] = await t.database.db
      .select({ id: cases.id, caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.guid, caseGuid));
    if (!row) throw new Error('No case');
    // A day's run at 01:00 sends a second notice; a handler notes something at 05:00 the same day.
    await t.database.db.insert(processActions).values({
      subjectKind: 'case',
      subjectId: row.id,
      caseId: row.id,
      action: 'secondNotice',
      dueOn: '2026-03-02',
      takenOn: '2026-03-02',
      createdAt: new Date('2026-03-02T01:00:00Z'),
    });
    await t.database.db.insert(auditLog).values({
      entity: 'case',
      entityId: row.caseNumber,
      action: 'case.resumed',
      details: { reason: 'Ringde gäldenären' },
      at: new Date('2026-03-02T05:00:00Z'),
    });
    const timeline = (await caseView(caseGuid)).timeline as { action: string; at: string }[];
    const order = timeline.filter((entry) => entry.at.startsWith('2026-03-02')).map((entry) => entry.action);
    expect(order).toEqual(['case.resumed', 'process.secondNotice']);
  });

  it("shows a paused case's pause with its reason and who paused it", async () => {
    const paused = (await staff.request('GET', '/api/staff/queues/cases?step=Paused')).json().items[0];
    const view = await caseView(paused.caseGuid);
    expect(view.pause).toMatchObject({
      reason: 'Gäldenären är inlagd på sjukhus; vi väntar tills han är hemma igen.',
      resumeOn: paused.resumeOn,
    });
    expect(view.timeline[0]).toMatchObject({
      action: 'case.paused',
      actor: 'Karin Holm, handläggare',
      reason: view.pause.reason,
    });
    expect(view.awaitingEnforcementDecision).toBe(false);
  });

  it("shows the plan and awaiting Kronofogden's decision where they apply", async () => {
    const legal = (await staff.request('GET', '/api/staff/queues/cases?step=EnforcementDecision')).json()
      .items[0];
    expect((await caseView(legal.caseGuid)).awaitingEnforcementDecision).toBe(true);
    const proposal = (await staff.request('GET', '/api/staff/queues/plans')).json().items[0];
    const search = (await staff.request('GET', `/api/staff/search?q=${proposal.caseNumbers[0]}`)).json();
    const view = await caseView(search.cases[0].caseGuid);
    expect(view.plan).toMatchObject({ planGuid: proposal.planGuid, status: 'Proposal', months: 18 });
    expect(view.timeline.map((entry: { action: string }) => entry.action)).toContain('plan.proposed');
  });

  it('answers an unknown or malformed case or document with 404', async () => {
    for (const path of [
      `/api/staff/cases/${randomUUID()}`,
      '/api/staff/cases/not-a-guid',
      `/api/staff/documents/${randomUUID()}`,
      '/api/staff/documents/1234',
    ]) {
      const response = await staff.request('GET', path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.code).toBe('NotFound');
    }
  });

  it('refuses a debtor, a client user and no one signed in on every read', async () => {
    const [own] = (await lars.soap('getCaseDetails')).json().cases;
    const view = await caseView(own.caseGuid);
    const paths = [
      '/api/staff/queues',
      '/api/staff/queues/plans',
      '/api/staff/queues/conversations',
      '/api/staff/queues/unmatched-payments',
      '/api/staff/queues/cases',
      '/api/staff/queues/payment-files',
      '/api/staff/search?q=Lars',
      `/api/staff/cases/${own.caseGuid}`,
      view.documents[0].url,
    ];
    const [kund, kundlas] = [await signedIn(t.app, 'kund'), await signedIn(t.app, 'kundlas')];
    for (const visitor of [lars, kund, kundlas]) {
      for (const path of paths) {
        const response = await visitor.request('GET', path);
        expect(response.statusCode, path).toBe(403);
        expect(response.json().error.code).toBe('Forbidden');
      }
    }
    for (const path of paths)
      expect((await new Visitor(t.app).request('GET', path)).statusCode, path).toBe(401);
  });
});
