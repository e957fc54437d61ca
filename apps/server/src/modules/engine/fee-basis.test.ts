/**
 * Fees with their basis and the one way a case opens, on the real database: a reminder fee only where
 * it was agreed, the creditor's fees in every currency, a payment on a handed-over invoice to its fees
 * first, the 4 a § compensation for a business debtor, Kronofogden's costs in the file and on the
 * case, and a demand dated on a bank day.
 */
import {
  addBankDays,
  addDays,
  type Currency,
  isBankDay,
  isoWeekday,
  luhnCheckDigit,
  onOrAfterBankDay,
} from '@fordra/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  caseFees,
  cases,
  clients,
  creditors,
  documents,
  instalments,
  invoices,
  paymentPlanCases,
  paymentPlans,
  processActions,
} from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { proposal } from '../../test/plan-proposal.ts';
import { deadlineOfLetterPostedNextRun } from '../../test/posted-letters.ts';
import { enterReferenceRatesUpTo } from '../../test/reference-rate-fixture.ts';
import { signedIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { type CaseRegistration, registerCollectionCase } from '../creditor-cases/case-registration.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';
import { runBusinessDays } from './business-days.ts';
import { handOverInvoice } from './invoice-hand-over.ts';
import { loadForeignFees, loadPolicies } from './process-facts.ts';

let t: TestApp;
let client: { id: string; guid: string };
let creditor: { id: string; guid: string };
beforeAll(async () => {
  t = await startTestApp();
  const [key] = await t.database.db
    .select({ id: clients.id, guid: clients.guid })
    .from(apiKeys)
    .innerJoin(clients, eq(clients.id, apiKeys.clientId))
    .where(eq(apiKeys.name, demoApiKey.name));
  const [first] = await t.database.db
    .select({ id: creditors.id, guid: creditors.guid })
    .from(creditors)
    .where(eq(creditors.clientId, key?.id ?? ''))
    .orderBy(asc(creditors.name))
    .limit(1);
  if (!key || !first) throw new Error('The demo client has no creditor');
  client = key;
  creditor = first;
});
afterAll(() => t.close());

// Four chunks a day, as the business days' own tests: the demo world is small, and 64 chunks a day would
// make the months these tests run slow.
const engine = () => ({
  worker: 'fees',
  config: { ...t.config, engine: { ...t.config.engine, chunkCount: 4 } },
});

let registered = 0;
/** Registers a claim of 1 250 kr through the gateway's own function on ISO day `today`. */
async function register(today: string, change: Partial<CaseRegistration['claim']> = {}, company = false) {
  registered += 1;
  const reference = `FEES-${registered}`;
  const base = `55912${String(registered).padStart(4, '0')}`;
  const answer = await registerCollectionCase(
    t.database.db,
    t.config,
    {
      clientId: client.id,
      clientGuid: client.guid,
      accountId: null,
      apiKeyId: null,
      canWrite: true,
      isAdmin: false,
    },
    {
      clientReference: reference,
      creditorGuid: creditor.guid,
      debtor: company
        ? {
            kind: 'company',
            identityNumber: `${base}${luhnCheckDigit(base)}`,
            companyName: `Bygg ${registered} AB`,
            address: { street: 'Industrigatan 2', postalCode: '21119', city: 'Malmö', country: 'SE' },
          }
        : {
            kind: 'person',
            identityNumber: '19790311-2857',
            firstName: 'Maja',
            lastName: 'Holm',
            address: { street: 'Kungsgatan 4', postalCode: '11143', city: 'Stockholm', country: 'SE' },
          },
      claim: {
        principal: 125_000,
        currency: 'SEK',
        invoiceNumber: `F-${reference}`,
        invoiceDate: addDays(today, -60),
        dueDate: addDays(today, -30),
        description: 'Elräkning september',
        fees: [],
        ...change,
      },
    },
    { idempotencyKey: undefined, today },
  );
  const [row] = await t.database.db.select().from(cases).where(eq(cases.guid, answer.caseGuid));
  if (!row) throw new Error('The case was not registered');
  return row;
}

const feesOf = (caseId: string) =>
  t.database.db
    .select({ type: caseFees.type, date: caseFees.date, amount: caseFees.amount })
    .from(caseFees)
    .where(eq(caseFees.caseId, caseId))
    .orderBy(asc(caseFees.date), asc(caseFees.type));

describe('fees with their basis', () => {
  it('gives a EUR, NOK or DKK case registered through the gateway the creditor’s configured collection fee', async () => {
    const foreignFees = { EUR: { collectionDemand: 1_500 }, NOK: { collectionDemand: 17_000 }, DKK: {} };
    await t.database.db.update(creditors).set({ foreignFees }).where(eq(creditors.id, creditor.id));
    const day = onOrAfterBankDay(t.today);
    const feeIn = async (currency: Currency) =>
      (await feesOf((await register(day, { currency })).id)).map((fee) => [fee.type, fee.amount]);
    expect(await feeIn('EUR')).toEqual([['collectionDemand', 1_500]]);
    expect(await feeIn('NOK')).toEqual([['collectionDemand', 17_000]]);
    expect(await feeIn('DKK')).toEqual([]);
    expect(await feeIn('SEK')).toEqual([['collectionDemand', 18_000]]);
  });

  it('applies what was paid on a handed-over invoice to its reminder fee first, then its amount', async () => {
    const { db } = t.database;
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.status, 'Reminded'), gt(invoices.fees, 0), gt(invoices.amount, 20_000)))
      .limit(1);
    if (!invoice) throw new Error('The demo has no reminded invoice with a fee');
    const paid = invoice.fees + 4_000;
    const [partlyPaid] = await db
      .update(invoices)
      .set({ paid, credited: 0 })
      .where(eq(invoices.id, invoice.id))
      .returning();
    if (!partlyPaid) throw new Error('The invoice vanished');
    const day = onOrAfterBankDay(t.today);
    const context = {
      provider: t.config.provider,
      day,
      policies: await loadPolicies(db),
      foreignFees: await loadForeignFees(db),
      referenceRates: await loadReferenceRates(db),
      lease: null,
    };
    const { caseId } = await db.transaction((tx) => handOverInvoice(tx, context, partlyPaid));
    const [opened] = await db.select().from(cases).where(eq(cases.id, caseId));
    expect(opened?.originalPrincipal).toBe(invoice.amount - 4_000);
    expect((await feesOf(caseId)).map((fee) => fee.type)).toEqual(['collectionDemand']);
  });

  it('charges a business debtor under a 4 a § policy 450 kr and no reminder or collection fee', async () => {
    const { db } = t.database;
    await db.update(clients).set({ businessCompensation: true }).where(eq(clients.id, client.id));
    try {
      const day = onOrAfterBankDay(t.today);
      const company = await register(day, {}, true);
      expect(await feesOf(company.id)).toEqual([
        { type: 'latePaymentCompensation', date: day, amount: 45_000 },
      ]);
      const reminded = register(
        day,
        { fees: [{ type: 'reminder', amount: 6_000, date: addDays(day, -10) }] },
        true,
      );
      await expect(reminded).rejects.toMatchObject({ statusCode: 400, code: 'InvalidFilter' });
      // A person's case of the same client keeps the consumer fees.
      const person = await register(day);
      expect((await feesOf(person.id)).map((fee) => [fee.type, fee.amount])).toEqual([
        ['collectionDemand', 18_000],
      ]);
    } finally {
      await db.update(clients).set({ businessCompensation: false }).where(eq(clients.id, client.id));
    }
  });

  it('claims the 300 kr application fee and the 380 kr agent fee in the file to Kronofogden and on the case', async () => {
    const { db } = t.database;
    const registeredOn = onOrAfterBankDay(t.today);
    const row = await register(registeredOn);
    const applyOn = addBankDays(deadlineOfLetterPostedNextRun('collectionDemand', registeredOn, t.today), 3);
    await runBusinessDays(db, engine(), applyOn);
    // The days run in order, each once: the plan's test below runs the days after these.
    const [legal] = await db.select().from(cases).where(eq(cases.id, row.id));
    expect(legal?.status).toBe('Legal');
    expect((await feesOf(row.id)).filter((fee) => fee.date === applyOn)).toEqual([
      { type: 'agentFee', date: applyOn, amount: 38_000 },
      { type: 'enforcementApplication', date: applyOn, amount: 30_000 },
    ]);
    const [filed] = await db
      .select({ content: documents.content })
      .from(processActions)
      .innerJoin(documents, eq(documents.id, processActions.documentId))
      .where(and(eq(processActions.caseId, row.id), eq(processActions.action, 'enforcementFiled')));
    const xml = Buffer.from(filed?.content ?? new Uint8Array()).toString('utf8');
    const application = xml.slice(xml.indexOf(`<SokandensReferens>${row.caseNumber}<`));
    const costs = application.slice(application.indexOf('<Kostnader>'), application.indexOf('</Kostnader>'));
    expect(costs).toContain('<Kostnad typ="Ansokningsavgift">300.00</Kostnad>');
    expect(costs).toContain('<Kostnad typ="Ombudsarvode">380.00</Kostnad>');
  }, 120_000);

  it('charges the missed-instalment reminder fee only where the client’s debtors agreed to one', async () => {
    const { db } = t.database;
    const emma = await signedIn(t.app, 'ny');
    const created = await emma.soap('createInstalmentPlan', await proposal(emma, () => true, 3));
    expect(created.statusCode, created.body).toBe(200);
    const [plan] = await db
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.guid, created.json().plan.planGuid));
    const planCases = await db
      .select({ id: cases.id, clientId: cases.clientId })
      .from(paymentPlanCases)
      .innerJoin(cases, eq(cases.id, paymentPlanCases.caseId))
      .where(eq(paymentPlanCases.planId, plan?.id ?? ''));
    const [planCase] = planCases;
    const caseIds = planCases.map((row) => row.id);
    if (!plan || !planCase) throw new Error('No plan');
    const [first, second] = await db
      .select()
      .from(instalments)
      .where(eq(instalments.planId, plan.id))
      .orderBy(asc(instalments.sequence));
    if (!first || !second) throw new Error('A plan of three months has three instalments');
    const remindersCharged = async () =>
      (
        await db
          .select()
          .from(caseFees)
          .where(and(eq(caseFees.type, 'missedInstalmentReminder'), inArray(caseFees.caseId, caseIds)))
      ).length;
    const remindersSent = async () =>
      (
        await db
          .select()
          .from(documents)
          .where(and(eq(documents.kind, 'instalmentReminder'), inArray(documents.caseId, caseIds)))
      ).length;

    await db.update(clients).set({ reminderFeeAgreed: false }).where(eq(clients.id, planCase.clientId));
    await runBusinessDays(db, engine(), addDays(first.dueDate, 12));
    expect(await remindersSent()).toBe(1);
    expect(await remindersCharged()).toBe(0);

    await db.update(clients).set({ reminderFeeAgreed: true }).where(eq(clients.id, planCase.clientId));
    await runBusinessDays(db, engine(), addDays(second.dueDate, 12));
    expect(await remindersSent()).toBe(2);
    expect(await remindersCharged()).toBe(1);
  }, 120_000);
});

describe('letters dated on a bank day', () => {
  it('dates and issues the demand of a case registered on a Sunday on the next bank day', async () => {
    const sunday = addDays(t.today, 7 - isoWeekday(t.today) + 7 * 60);
    expect(isoWeekday(sunday)).toBe(7);
    // So far ahead its interest lies in half-years the test database has no rate for yet.
    await enterReferenceRatesUpTo(t.database.db, addDays(sunday, 30));
    const row = await register(sunday);
    const monday = addDays(sunday, 1);
    const demandOn = isBankDay(monday) ? monday : onOrAfterBankDay(monday);
    expect(row.registrationDate).toBe(sunday);
    const [demand] = await t.database.db
      .select({ takenOn: processActions.takenOn, documentId: processActions.documentId })
      .from(processActions)
      .where(and(eq(processActions.caseId, row.id), eq(processActions.action, 'collectionDemand')));
    expect(demand?.takenOn).toBe(demandOn);
    const [letter] = await t.database.db
      .select({ fileName: documents.fileName })
      .from(documents)
      .where(eq(documents.id, demand?.documentId ?? ''));
    expect(letter?.fileName).toContain(demandOn);
    expect(await feesOf(row.id)).toEqual([{ type: 'collectionDemand', date: demandOn, amount: 18_000 }]);
  });
});
