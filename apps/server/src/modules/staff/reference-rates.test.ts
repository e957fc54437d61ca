/**
 * The reference rates in the back office, on a database whose current half-year has no rate (as in
 * production until the Riksbank's rate is entered): staff see it as the first thing to do, the collection
 * process takes no step whose letter states interest until an admin enters it, audited with its source,
 * or imports the Riksbank's series; a handler is refused, and a bad rate or file changes nothing.
 */
import { addBankDays, halfYearOf, missingReferenceRateHalfYears } from '@fordra/domain';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, caseFees, processActions, referenceRates } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { type DaySummary, runBusinessDays } from '../engine/business-days.ts';
import { describeDay } from '../engine/engine-command.ts';
import { staffCall } from './staff-test-calls.ts';

let t: TestApp;
let handler: Visitor;
let admin: Visitor;
let halfYear: string;
beforeAll(async () => {
  t = await startTestApp({}, { missingReferenceRates: true });
  handler = await signedIn(t.app, 'handlaggare');
  admin = await signedIn(t.app, 'chef');
  halfYear = halfYearOf(t.today);
}, 180_000);
afterAll(() => t.close());

const storedRates = () => t.database.db.select().from(referenceRates).orderBy(desc(referenceRates.validFrom));

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

describe('a half-year without its reference rate', () => {
  it('is the first thing the back office overview shows to every member of staff', async () => {
    const read = await staffCall(handler, 'GET', '/reference-rates');
    expect(read.statusCode, read.body).toBe(200);
    // The migrations hold the published rates up to 2026-01-01; from 2026-07-01 each is entered.
    expect(read.json().missing).toEqual(missingReferenceRateHalfYears([], '2026-06-30', t.today));
    expect(read.json().missing.at(-1)).toBe(halfYear);
    expect(read.json().items[0]).toMatchObject({ validFrom: '2026-01-01', rateBp: 200 });
    expect(read.json().items.at(-1)).toMatchObject({ validFrom: '2017-01-01', rateBp: -50 });
  });

  it('holds every demand and application to Kronofogden until an admin enters the rate, the day summary saying why', async () => {
    const db = t.database.db;
    // A claim handed over meanwhile is registered, its demand left to the process.
    const { id: caseId } = await handOverCase(t, 'RATE-WAIT-1');
    const stepsSince = (actions: string[]) =>
      db
        .select({
          caseId: processActions.caseId,
          action: processActions.action,
          takenOn: processActions.takenOn,
        })
        .from(processActions)
        .where(and(inArray(processActions.action, actions), gt(processActions.takenOn, t.today)));
    const demandFees = () =>
      db
        .select()
        .from(caseFees)
        .where(and(eq(caseFees.caseId, caseId), eq(caseFees.type, 'collectionDemand')));
    expect(await demandFees()).toEqual([]);

    const waitingDay = addBankDays(t.today, 1);
    const run = { worker: 'rates', config: t.config };
    const summaries = new Map<string, DaySummary>();
    await runBusinessDays(db, { ...run, onDay: (day, summary) => summaries.set(day, summary) }, waitingDay);
    expect(await stepsSince(['collectionDemand', 'enforcementApplication', 'handOver', 'reminder'])).toEqual(
      [],
    );
    const summary = summaries.get(waitingDay) ?? {};
    // The new claim's demand, and the demo's applications to Kronofogden due that day.
    expect(summary[`awaitingReferenceRate:${halfYear}`]).toBeGreaterThan(1);
    expect(describeDay(waitingDay, summary)).toContain(
      `no reference rate for the half-year beginning ${halfYear}`,
    );

    let missing: string[] = (await staffCall(admin, 'GET', '/reference-rates')).json().missing;
    for (const start of missing) {
      const entered = await staffCall(admin, 'PUT', `/reference-rates/${start}`, {
        rateBp: 175,
        source: 'Riksbanken, beslut 2026-06-30',
      });
      expect(entered.statusCode, entered.body).toBe(200);
      missing = entered.json().missing;
    }
    expect(missing).toEqual([]);

    const next = addBankDays(waitingDay, 1);
    await runBusinessDays(db, run, next);
    const taken = await stepsSince(['collectionDemand', 'enforcementApplication']);
    expect(taken).toContainEqual({ caseId, action: 'collectionDemand', takenOn: next });
    expect(taken.filter((step) => step.action === 'enforcementApplication').length).toBeGreaterThan(0);
    expect((await demandFees()).map((fee) => fee.date)).toEqual([next]);
  }, 120_000);
});

describe('entering a rate', () => {
  it('is audited with who entered it, the source and the rate it replaced', async () => {
    const response = await staffCall(admin, 'PUT', `/reference-rates/${halfYear}`, {
      rateBp: 150,
      source: 'https://www.riksbank.se/sv/statistik/rantor-och-valutakurser/referensranta/',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items[0]).toEqual({
      validFrom: halfYear,
      rateBp: 150,
      source: 'https://www.riksbank.se/sv/statistik/rantor-och-valutakurser/referensranta/',
    });
    expect(await lastAudit('referenceRate.enter')).toMatchObject({
      username: 'chef',
      entityId: halfYear,
      details: {
        rateBp: 150,
        source: 'https://www.riksbank.se/sv/statistik/rantor-och-valutakurser/referensranta/',
        before: { rateBp: 175, source: 'Riksbanken, beslut 2026-06-30' },
      },
    });
  });

  it('is refused to a handler with 403, and bad input with 400, changing nothing', async () => {
    const before = await storedRates();
    const forbidden = await staffCall(handler, 'PUT', '/reference-rates/2027-01-01', {
      rateBp: 100,
      source: 'x',
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('Forbidden');
    for (const [path, body, code] of [
      ['/reference-rates/2027-02-01', { rateBp: 100, source: 'Riksbanken' }, 'InvalidReferenceRate'],
      ['/reference-rates/2027-01-01', { rateBp: 1.5, source: 'Riksbanken' }, 'InvalidReferenceRate'],
      ['/reference-rates/2027-01-01', { rateBp: 9_000, source: 'Riksbanken' }, 'InvalidReferenceRate'],
      ['/reference-rates/2027-01-01', { rateBp: 100, source: '  ' }, 'SourceRequired'],
      ['/reference-rates/2027-01-01', { rateBp: 100 }, 'SourceRequired'],
      ['/reference-rates/not-a-day', { rateBp: 100, source: 'Riksbanken' }, 'InvalidDate'],
    ] as const) {
      const response = await staffCall(admin, 'PUT', path, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().error).toMatchObject({ code, message: expect.any(String) });
    }
    expect(await storedRates()).toEqual(before);
  });
});

describe("importing the Riksbank's series", () => {
  const source = 'Riksbanken, riksbank.se: Referensränta (CSV)';

  it('adds the half-years not on file and keeps those on file at the same rate', async () => {
    const content = `Datum;Referensränta\r\n2026-01-01;2,00\r\n${halfYear};1,50\r\n2027-01-01;1,25\r\n`;
    const response = await staffCall(admin, 'POST', '/reference-rates/import', { content, source });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ added: ['2027-01-01'], unchanged: 2, missing: [] });
    expect((await storedRates())[0]).toMatchObject({ validFrom: '2027-01-01', rateBp: 125, source });
    expect(await lastAudit('referenceRate.import')).toMatchObject({
      username: 'chef',
      details: { added: [{ validFrom: '2027-01-01', rateBp: 125 }], source },
    });
  });

  it('refuses any other file, or another rate for a half-year on file, whole', async () => {
    const before = await storedRates();
    for (const [content, status, code] of [
      ['2027-07-01,1.25\n', 400, 'ReferenceRateFileRefused'],
      ['2027-07-01;1,25\n2027-08-01;1,00\n', 400, 'ReferenceRateFileRefused'],
      ['Datum;Värde\n', 400, 'ReferenceRateFileRefused'],
      ['2027-07-01;1,25\n2026-01-01;3,00\n', 409, 'ReferenceRateDiffers'],
    ] as const) {
      const response = await staffCall(admin, 'POST', '/reference-rates/import', { content, source });
      expect(response.statusCode, content).toBe(status);
      expect(response.json().error).toMatchObject({ code, message: expect.any(String) });
    }
    const forbidden = await staffCall(handler, 'POST', '/reference-rates/import', {
      content: '2027-07-01;1,25\n',
      source,
    });
    expect(forbidden.statusCode).toBe(403);
    expect(await storedRates()).toEqual(before);
  });
});
