/**
 * The back office's records: a debtor's cases and latest payments beside a decision; every payment file
 * received with its payments' counts and sums and a refusal's code; the audit log, only for admins,
 * filtered by entity, action, actor and day.
 */
import { addDays, writeBgmax } from '@fordra/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { importBgmax } from '../bank-files/bgmax-import.ts';
import { staffCall } from './staff-test-calls.ts';

let t: TestApp;
let handler: Visitor;
let admin: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  handler = await signedIn(t.app, 'handlaggare');
  admin = await signedIn(t.app, 'chef');
}, 180_000);
afterAll(() => t.close());

const get = async (visitor: Visitor, path: string) => {
  const response = await staffCall(visitor, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("a debtor's overview", () => {
  it("lists the debtor of a waiting proposal's cases with their balances and their payments", async () => {
    const { items } = await get(handler, '/queues/plans');
    const proposal = items[0];
    const overview = await get(handler, `/debtors/${proposal.debtor.debtorGuid}/overview`);
    const numbers = overview.cases.map((c: { caseNumber: string }) => c.caseNumber);
    for (const number of proposal.caseNumbers) expect(numbers).toContain(number);
    for (const c of overview.cases) expect(c.remainingAmount).toBeGreaterThanOrEqual(0);
    expect(overview.payments.length).toBeLessThanOrEqual(10);
    expect(overview.paymentCount).toBeGreaterThanOrEqual(overview.payments.length);
  });

  it('answers 404 for an unknown debtor or a text that is no guid', async () => {
    const unknown = await staffCall(handler, 'GET', '/debtors/00000000-0000-4000-8000-000000000000/overview');
    expect(unknown.statusCode).toBe(404);
    expect((await staffCall(handler, 'GET', '/debtors/nej/overview')).statusCode).toBe(404);
  });
});

describe('the payment files', () => {
  it('lists imported and refused files, newest first, with counts, sums and the refusal as a code', async () => {
    const content = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: addDays(t.today, -1),
          depositSerial: 71,
          payments: [
            { reference: '99999999', amount: 12_300, payerName: 'Nils Okänd' },
            { reference: '99999998', amount: 700, payerName: 'Nora Okänd' },
          ],
        },
      ],
      t.today,
    );
    await importBgmax(
      t.database.db,
      { fileName: 'BGMAX-71.txt', content, source: 'test' },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    const all = await get(handler, '/payment-files');
    expect(all.items[0]).toMatchObject({
      fileName: 'BGMAX-71.txt',
      status: 'imported',
      refusal: null,
      payments: 2,
      unmatched: 2,
      sums: [{ currency: 'SEK', amount: 13_000 }],
    });
    const refused = await get(handler, '/payment-files?status=refused');
    expect(refused.items.length).toBeGreaterThan(0);
    for (const file of refused.items) expect(file.status).toBe('refused');
    // The demo's damaged file: unreadable at its first line.
    expect(refused.items.at(-1)).toMatchObject({ refusal: { code: 'Unreadable', line: 1, bankgiro: null } });
    const queue = await get(handler, '/queues/payment-files');
    expect(queue.items[0].refusal).toMatchObject({ code: 'Unreadable', line: 1 });
  });
});

describe('an unmatched payment', () => {
  it('keeps each of its references once, though the payer wrote them in the main reference and as extra ones', async () => {
    const content = writeBgmax(
      [
        {
          bankgiro: '5012349',
          paymentDate: addDays(t.today, -1),
          depositSerial: 72,
          payments: [
            {
              reference: '657866 658765',
              amount: 40_000,
              payerName: 'Olle Okänd',
              extraReferences: [
                { reference: '657866', amount: 0 },
                { reference: '658765', amount: 0 },
                { reference: '657965', amount: 0 },
              ],
            },
          ],
        },
      ],
      t.today,
    );
    await importBgmax(
      t.database.db,
      { fileName: 'BGMAX-72.txt', content, source: 'test' },
      { receivingBankgiros: t.config.provider.bankgiros },
    );
    const { items } = await get(handler, '/queues/unmatched-payments?pageSize=100');
    const olles = items.find((item: { payer: string | null }) => item.payer?.startsWith('Olle Okänd'));
    expect(olles.reference).toBe('657866 658765 657965');
  });
});

describe('the audit log', () => {
  it('is read by an admin only, policy changes included, and filtered', async () => {
    expect((await staffCall(handler, 'GET', '/audit-log')).statusCode).toBe(403);
    const client = (await get(admin, '/clients?pageSize=1')).items[0];
    const details = await get(admin, `/clients/${client.clientGuid}`);
    const changed = await staffCall(admin, 'PUT', `/clients/${client.clientGuid}/policy`, {
      policy: { ...details.policy, reminderAfterDays: details.policy.reminderAfterDays + 1 },
      creditors: [],
      reason: 'Granskning av loggen',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const policies = await get(admin, '/audit-log?entity=client&action=client.policy');
    expect(policies.items[0]).toMatchObject({
      action: 'client.policy-updated',
      entity: 'client',
      entityId: client.clientNumber,
      actor: 'Maria Berg, administratör',
      actorKind: 'account',
      details: { reason: 'Granskning av loggen' },
    });
    const byActor = await get(admin, '/audit-log?actor=maria');
    expect(byActor.total).toBeGreaterThan(0);
    for (const entry of byActor.items) expect(entry.actor).toBe('Maria Berg, administratör');
    expect((await get(admin, '/audit-log?actor=ingen-sadan')).total).toBe(0);
    const today = await get(admin, `/audit-log?from=${t.today}&to=${t.today}&pageSize=5`);
    expect(today.items.length).toBeLessThanOrEqual(5);
    expect(today.total).toBeGreaterThanOrEqual(1);
    const yesterday = await get(admin, `/audit-log?action=client.policy&to=${addDays(t.today, -1)}`);
    expect(yesterday.items.map((e: { details: { reason?: string } }) => e.details.reason)).not.toContain(
      'Granskning av loggen',
    );
    const backwards = await staffCall(admin, 'GET', `/audit-log?from=${t.today}&to=${addDays(t.today, -1)}`);
    expect(backwards.json().error.code).toBe('DatesOutOfOrder');
    expect((await staffCall(admin, 'GET', '/audit-log?entity=nothing')).json().error.code).toBe(
      'InvalidFilter',
    );
  });
});
