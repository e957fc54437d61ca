/**
 * The events that tell a debtor who asked for it, each in the transaction of the change: an instalment due
 * in three days (once, however often the day is run), an instalment missed with its reminder letter and
 * every process letter, a letter issued outside the business day (a client's registration, an accepted
 * plan), a handler's answer in the debtor's thread, and an answer to the debtor's objection.
 * A debtor who asked for nothing is told nothing.
 */
import {
  addBankDays,
  addDays,
  duePlanSteps,
  instalmentDueSoonWindow,
  type NotificationEvent,
} from '@fordra/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveNotificationPreferences } from '../../db/repositories/notification-preferences.ts';
import {
  cases,
  contactVerifications,
  conversations,
  debtors,
  deliveries,
  instalments,
  objections,
  paymentPlans,
} from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { proposal } from '../../test/plan-proposal.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { remindInstalmentsDueSoon } from '../engine/instalment-due-soon.ts';
import { takePlanStep } from '../engine/plan-steps.ts';
import { loadForeignFees, loadPlans, loadPolicies } from '../engine/process-facts.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GATEWAY = '/api/extgwapi/api';
const everyone = { from: '00000000-0000-0000-0000-000000000000', to: null };
const links = () => ({ portalUrl: t.config.publicUrl });

/** Debtor `identityNumber` (or id), with its phone verified and `events` turned on by SMS (as the routes would). */
async function optedIn(identity: { identityNumber: string } | { id: string }, events: NotificationEvent[]) {
  const db = t.database.db;
  const [debtor] = await db
    .select({ id: debtors.id, phone: debtors.cellularPhone })
    .from(debtors)
    .where(
      'id' in identity ? eq(debtors.id, identity.id) : eq(debtors.identityNumber, identity.identityNumber),
    );
  if (!debtor?.phone) throw new Error(`No debtor ${JSON.stringify(identity)} with a phone`);
  await db.insert(contactVerifications).values({
    debtorId: debtor.id,
    channel: 'sms',
    address: debtor.phone,
    codeHash: 'confirmed in the test',
    expiresAt: new Date(),
    verifiedAt: new Date(),
  });
  await saveNotificationPreferences(
    db,
    debtor.id,
    events.map((event) => ({ event, channel: 'sms' as const, enabled: true })),
  );
  return { debtorId: debtor.id, phone: debtor.phone };
}

const told = (event: NotificationEvent) =>
  t.database.db.select().from(deliveries).where(eq(deliveries.notification, event));

describe('the business day', () => {
  it('reminds an instalment due in three days once, and only the debtor who asked', async () => {
    const erik = await optedIn({ identityNumber: '19770921-4576' }, [
      'instalmentDueSoon',
      'instalmentMissed',
      'newLetter',
    ]);
    const [next] = await t.database.db
      .select({ id: instalments.id, dueDate: instalments.dueDate, amount: instalments.amount })
      .from(instalments)
      .innerJoin(paymentPlans, eq(paymentPlans.id, instalments.planId))
      .where(
        and(
          eq(paymentPlans.debtorId, erik.debtorId),
          eq(paymentPlans.status, 'Active'),
          inArray(instalments.status, ['Billed', 'Future']),
        ),
      )
      .orderBy(instalments.dueDate)
      .limit(1);
    if (!next) throw new Error('Erik has no instalment to come');
    // The bank day whose window holds the due date.
    let day = addBankDays(addDays(next.dueDate, -7), 0);
    while (instalmentDueSoonWindow(day).until <= next.dueDate) day = addBankDays(day, 1);
    expect(instalmentDueSoonWindow(day).from <= next.dueDate).toBe(true);

    expect(await remindInstalmentsDueSoon(t.database.db, everyone, day, links())).toBeGreaterThanOrEqual(1);
    expect(await remindInstalmentsDueSoon(t.database.db, everyone, day, links())).toBe(0);
    const reminders = await told('instalmentDueSoon');
    expect(reminders.every((row) => row.debtorId === erik.debtorId && row.channel === 'sms')).toBe(true);
    const reminder = reminders.find((row) => row.payload.instalmentId === next.id);
    expect(reminder?.payload).toMatchObject({
      amount: String(next.amount),
      currency: 'SEK',
      dueDate: next.dueDate,
      portalUrl: t.config.publicUrl,
    });
    expect(reminder?.address).toBe(erik.phone);
  });

  it('tells of an instalment missed and of each letter the step issues', async () => {
    const db = t.database.db;
    const [erik] = await db.select().from(debtors).where(eq(debtors.identityNumber, '19770921-4576'));
    const [active] = await db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(and(eq(paymentPlans.debtorId, erik?.id ?? ''), eq(paymentPlans.status, 'Active')));
    const [plan] = await loadPlans(db, { planId: active?.id ?? '' });
    if (!plan) throw new Error('Erik has no active plan');
    const context = {
      provider: t.config.provider,
      day: t.today,
      policies: await loadPolicies(db),
      foreignFees: await loadForeignFees(db),
      referenceRates: await loadReferenceRates(db),
      lease: null,
      notify: links(),
    };
    const policy = context.policies.get(plan.clientId);
    if (!policy) throw new Error('No policy');
    // The first day after today on which a reminder of an unpaid instalment is due.
    let day = t.today;
    const remindersOn = (on: string) =>
      duePlanSteps(plan.instalments, policy, on, plan.pausedUntil).filter(
        (step) => step.action === 'instalmentReminder',
      );
    for (let i = 0; i < 200 && remindersOn(day).length === 0; i++) day = addDays(day, 1);
    const steps = duePlanSteps(plan.instalments, policy, day, plan.pausedUntil);
    expect(steps.some((step) => step.action === 'instalmentReminder')).toBe(true);
    for (const step of steps) await takePlanStep(db, { ...context, day }, plan, step);

    const missed = await told('instalmentMissed');
    expect(missed.length).toBeGreaterThanOrEqual(1);
    expect(missed[0]).toMatchObject({ debtorId: erik?.id, channel: 'sms', address: erik?.cellularPhone });
    expect(Number(missed[0]?.payload.amount)).toBeGreaterThan(0);
    const letters = await told('newLetter');
    expect(letters.length).toBe(steps.length);
    expect(letters.every((row) => row.documentId !== null && row.payload.letterKind)).toBe(true);
  });
});

describe('letters outside the business day', () => {
  it('tell the debtor of the demand a client’s registration issued', async () => {
    const amal = await optedIn({ identityNumber: '19880417-2388' }, ['newLetter']);
    const kund = await signedIn(t.app, 'kund');
    const client = (await kund.request('GET', `${GATEWAY}/v1/Clients`)).json().items[0];
    const creditorGuid = client.creditors.find(
      (creditor: { name: string }) => creditor.name === 'Nordljus Energi AB',
    ).creditorGuid;
    const before = (await told('newLetter')).length;
    const registered = await t.app.inject({
      method: 'POST',
      url: `${GATEWAY}/wip/registration/registercollectioncase`,
      headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        clientReference: 'NOTIFY-1',
        creditorGuid,
        debtor: {
          kind: 'person',
          identityNumber: '19880417-2388',
          firstName: 'Amal',
          lastName: 'Haddad',
          address: { street: 'Rosengårdsvägen 9', postalCode: '21368', city: 'Malmö' },
        },
        claim: {
          principal: 80_000,
          currency: 'SEK',
          invoiceNumber: 'N-1',
          invoiceDate: addDays(t.today, -60),
          dueDate: addDays(t.today, -30),
          description: 'Bredband oktober',
          fees: [],
        },
      }),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const letters = await told('newLetter');
    expect(letters).toHaveLength(before + 1);
    const [theCase] = await t.database.db
      .select({ id: cases.id })
      .from(cases)
      .where(eq(cases.caseNumber, registered.json().caseNumber));
    expect(letters.at(-1)).toMatchObject({
      debtorId: amal.debtorId,
      caseId: theCase?.id,
      channel: 'sms',
      address: amal.phone,
      payload: { letterKind: 'collectionDemand', portalUrl: t.config.publicUrl },
    });
  });

  it('tell the debtor of the first instalment’s notice when their plan is accepted', async () => {
    const emma = await optedIn({ identityNumber: '19920605-3184' }, ['newLetter']);
    const before = (await told('newLetter')).length;
    const debtor = await signedIn(t.app, 'ny');
    // Her contact details as she has them, so that her verified number stands.
    const contact = { email: 'emma.lind@example.se', cellularPhone: '076-222 33 44' };
    const response = await debtor.soap(
      'createInstalmentPlan',
      await proposal(debtor, () => true, 2, { contact }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().decision).toBe('Accepted');
    const letters = await told('newLetter');
    expect(letters).toHaveLength(before + 1);
    expect(letters.at(-1)).toMatchObject({
      debtorId: emma.debtorId,
      channel: 'sms',
      payload: { letterKind: 'instalmentNotice' },
    });
  });
});

describe('answers', () => {
  it('tell the debtor of a handler’s answer in their thread', async () => {
    const lars = await optedIn({ identityNumber: '19121212-1212' }, ['messageAnswered']);
    const [thread] = await t.database.db
      .select({ threadGuid: conversations.threadGuid })
      .from(conversations)
      .where(and(eq(conversations.debtorId, lars.debtorId), eq(conversations.party, 'debtor')))
      .limit(1);
    if (!thread) throw new Error('Lars has no thread');
    const staff = await signedIn(t.app, 'handlaggare');
    const response = await staff.request('POST', `${GATEWAY}/wip/conversations/postmessage`, {
      json: { threadGuid: thread.threadGuid, message: 'Vi har tagit emot ditt meddelande.' },
      headers: { 'x-csrf-token': staff.csrfToken },
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = await told('messageAnswered');
    expect(answered.map((row) => [row.debtorId, row.channel, row.address])).toEqual([
      [lars.debtorId, 'sms', lars.phone],
    ]);
    expect(answered[0]?.payload).toEqual({ portalUrl: t.config.publicUrl });
  });

  it('tell the debtor of the answer to their objection', async () => {
    const [open] = await t.database.db
      .select({ guid: objections.guid, debtorId: cases.debtorId })
      .from(objections)
      .innerJoin(cases, eq(cases.id, objections.caseId))
      .where(eq(objections.status, 'open'))
      .limit(1);
    if (!open) throw new Error('No open objection');
    const objector = await optedIn({ id: open.debtorId }, ['objectionAnswered']);
    const kund = await signedIn(t.app, 'kund');
    const form = new FormData();
    form.set('answer', 'uphold');
    form.set('reason', 'Fakturan är riktig.');
    const first = await kund.request('POST', `${GATEWAY}/wip/objections/${open.guid}/answer`, {
      multipart: form,
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(first.statusCode, first.body).toBe(200);
    const answered = await told('objectionAnswered');
    expect(answered.map((row) => [row.debtorId, row.channel, row.address])).toEqual([
      [objector.debtorId, 'sms', objector.phone],
    ]);
  });
});
