import { addDays, writeBgmax } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, paymentPlans } from '../../db/schema.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { registerPayment } from '../ledger/ledger-service.ts';

let t: TestApp;
let staff: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  staff = await signedIn(t.app, 'handlaggare');
});
afterAll(() => t.close());

const get = async (visitor: Visitor, path: string) => {
  const response = await visitor.request('GET', `/api/staff${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const counts = () => get(staff, '/queues');

const queues = {
  plans: '/queues/plans',
  conversations: '/queues/conversations',
  unmatchedPayments: '/queues/unmatched-payments',
  cases: '/queues/cases',
  paymentFiles: '/queues/payment-files',
} as const;

const waitingSince = (item: { waitingSince?: string; receivedAt?: string }) =>
  item.waitingSince ?? item.receivedAt ?? '';

describe('the queues', () => {
  it('are each non-empty in the demo world, oldest first, and counted as their lists total', async () => {
    const counted = await counts();
    for (const [queue, path] of Object.entries(queues)) {
      const list = await get(staff, `${path}?pageSize=100`);
      expect(list.total, queue).toBe(counted[queue]);
      expect(list.total, queue).toBeGreaterThan(0);
      expect(list.items).toHaveLength(list.total);
      const times = list.items.map(waitingSince);
      expect(times, queue).toEqual([...times].sort());
      const newestFirst = await get(staff, `${path}?pageSize=100&sort=waitingSince&order=desc`);
      expect(newestFirst.items.map(waitingSince)).toEqual([...times].reverse());
    }
  });

  it('shows the waiting proposal with the policy it did not meet, and loses it once decided', async () => {
    const before = await counts();
    const { items } = await get(staff, queues.plans);
    const oskars = items.find((item: { debtor: { name: string } }) => item.debtor.name === 'Oskar Lind');
    expect(oskars).toMatchObject({
      months: 18,
      clientName: 'Sjöbris Fastigheter AB',
      creditorName: 'Sjöbris Fastigheter AB',
      policy: { autoApprovePlans: true, autoApproveMaxMonths: 12 },
      blockedBy: ['TooManyMonths'],
    });
    expect(oskars.caseNumbers).toHaveLength(1);
    const decided = await staff.request('POST', `/api/staff/plans/${oskars.planGuid}/decision`, {
      json: { decision: 'accept', reason: 'Hyresgästen har fast inkomst igen.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await counts()).plans).toBe(before.plans - 1);
    const after = await get(staff, queues.plans);
    expect(after.items.map((item: { planGuid: string }) => item.planGuid)).not.toContain(oskars.planGuid);
    const [stored] = await t.database.db
      .select({ status: paymentPlans.status })
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, oskars.planGuid));
    expect(stored?.status).toBe('Active');
  });

  it("holds the debtor's unanswered message with whom it is from and the case, until the provider answers", async () => {
    const { items } = await get(staff, queues.conversations);
    const lars = items.find((item: { debtor: { name: string } }) => item.debtor.name === 'Lars Andersson');
    expect(lars).toMatchObject({
      party: 'debtor',
      subject: 'Fråga om inkassoavgiften',
      clientName: 'Norrsken Kredithantering AB',
      messageCount: 3,
    });
    expect(lars.caseNumber).toMatch(/^\d+$/);
    expect(lars.preview).toContain('två omgångar');
    const before = (await counts()).conversations;
    const reply = await staff.request('POST', '/api/extgwapi/api/wip/conversations/postmessage', {
      json: { threadGuid: lars.threadGuid, message: 'Ja, det går bra. Vi lägger upp det åt dig.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await counts()).conversations).toBe(before - 1);
  });

  it('lists the unmatched payment until it lands on a case, and a new one at the end', async () => {
    const before = await get(staff, queues.unmatchedPayments);
    expect(before.items[0]).toMatchObject({ amount: 25_000, reference: '12345678', channel: 'bankgiro' });
    // One from Bankgirot's file names the file and the payer; one registered otherwise names neither.
    const file = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: addDays(t.today, -1),
          depositSerial: 41,
          payments: [{ reference: '99999999', amount: 12_300, payerName: 'Nils Okänd' }],
        },
      ],
      t.today,
    );
    await importBgmax(
      t.database.db,
      { fileName: 'BGMAX-41.txt', content: file, source: 'test' },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    await registerPayment(t.database.db, {
      paymentReference: '88888888',
      amount: 4_500,
      currency: 'SEK',
      paymentDate: addDays(t.today, -1),
      channel: 'other',
    });
    const after = await get(staff, queues.unmatchedPayments);
    expect(after.total).toBe(before.total + 2);
    expect(after.items.slice(-2)).toMatchObject([
      { amount: 12_300, reference: '99999999', fileName: 'BGMAX-41.txt', payer: 'Nils Okänd' },
      { amount: 4_500, reference: '88888888', fileName: null, payer: null },
    ]);
    expect((await counts()).unmatchedPayments).toBe(after.total);
  });

  it('names each manual step, filters by it, and pages', async () => {
    const all = await get(staff, `${queues.cases}?pageSize=100`);
    const steps = new Set(all.items.map((item: { step: string }) => item.step));
    expect(steps).toEqual(new Set(['EnforcementDecision', 'Disputed', 'Paused']));
    let sum = 0;
    for (const step of steps) {
      const only = await get(staff, `${queues.cases}?step=${step}&pageSize=100`);
      expect(only.items.every((item: { step: string }) => item.step === step)).toBe(true);
      sum += only.total;
    }
    expect(sum).toBe(all.total);
    const paused = all.items.find((item: { step: string }) => item.step === 'Paused');
    expect(paused.resumeOn).toBe(addDays(t.today, 25));
    expect(paused.remainingAmount).toBeGreaterThan(0);
    const legal = all.items.find((item: { step: string }) => item.step === 'EnforcementDecision');
    expect(legal).toMatchObject({ status: 'Legal', clientName: 'Norrsken Kredithantering AB' });

    // One a page: the pages together are the list.
    const pages = [];
    for (let page = 1; page <= all.total; page += 1)
      pages.push(...(await get(staff, `${queues.cases}?pageSize=1&page=${page}`)).items);
    expect(pages.map((item: { caseGuid: string }) => item.caseGuid)).toEqual(
      all.items.map((item: { caseGuid: string }) => item.caseGuid),
    );
    const beyond = await get(staff, `${queues.cases}?pageSize=1&page=${all.total + 1}`);
    expect(beyond).toMatchObject({ items: [], total: all.total });

    // A resumed case leaves the queue.
    await t.database.db.update(cases).set({ pausedUntil: null }).where(eq(cases.guid, paused.caseGuid));
    expect((await counts()).cases).toBe(all.total - 1);
  });

  it('lists the refused payment file with the reason', async () => {
    const { items } = await get(staff, queues.paymentFiles);
    expect(items[0]).toMatchObject({ fileName: 'BGMAX_20_SKADAD.txt', source: 'inbox' });
    expect(items[0].reason).toMatch(/^line 1: /);
  });

  it('refuses a bad page or sort with 400', async () => {
    for (const query of ['pageSize=0', 'pageSize=101', 'sort=amount', 'order=up', 'step=Sleeping']) {
      const response = await staff.request('GET', `/api/staff/queues/cases?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });
});
