/**
 * Late-payment interest at the reference rate of each half-year: the table as the database holds it,
 * a handed-over case that follows it on every read, and a row added for a new half-year taken up
 * by a running server once its minute has passed.
 */
import { addDays, daysBetween, type ReferenceRateTable, referenceRateOn } from '@fordra/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { cases, referenceRates } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { loadReferenceRates, REFERENCE_RATES_MAX_AGE_MS, referenceRatesOf } from './reference-rates.ts';

let t: TestApp;
let kund: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  kund = await signedIn(t.app, 'kund');
});
afterAll(() => t.close());

const PRINCIPAL = 1_000_000;

/** Hands over a claim of 10 000 kr due on `dueDate`, without fees; answers the stored case. */
async function handOver(clientReference: string, dueDate: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${GATEWAY_PREFIX}/wip/registration/registercollectioncase`,
    headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      clientReference,
      creditorGuid: (await kund.request('GET', `${GATEWAY_PREFIX}/v1/Clients`)).json().items[0].creditors[0]
        .creditorGuid,
      debtor: {
        kind: 'person',
        identityNumber: '19790311-2857',
        firstName: 'Maja',
        lastName: 'Holm',
        address: { street: 'Kungsgatan 4', postalCode: '11143', city: 'Stockholm' },
      },
      claim: {
        principal: PRINCIPAL,
        currency: 'SEK',
        invoiceNumber: clientReference,
        invoiceDate: addDays(dueDate, -30),
        dueDate,
        description: 'Elräkning',
        fees: [],
      },
    }),
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.database.db.select().from(cases).where(eq(cases.guid, response.json().caseGuid));
  if (!row) throw new Error('The case was not stored');
  return row;
}

/** The case's interest today as the client's case details show it. */
async function interestShown(caseGuid: string): Promise<number> {
  const details = await kund.request(
    'GET',
    `${GATEWAY_PREFIX}/wip/collectioninformation/getcasedetails/${caseGuid}`,
  );
  return details.json().case.remainingInterest;
}

/** 10 000 kr × the sum over the days after `dueDate` through today of (reference rate + 8 %) / 365, half up. */
function expectedInterest(rates: ReferenceRateTable, dueDate: string): number {
  let basisPointDays = 0;
  for (let day = addDays(dueDate, 1); day <= t.today; day = addDays(day, 1))
    basisPointDays += referenceRateOn(rates, day) + 800;
  return Math.floor((2 * PRINCIPAL * basisPointDays + 3_650_000) / 7_300_000);
}

let clock = 0;
/** A time (as `performance.now()`) a minute after every read so far, real or passed in: the cache reads again. */
function aMinuteLater(): number {
  clock = Math.max(clock, performance.now()) + REFERENCE_RATES_MAX_AGE_MS;
  return clock;
}

/** The first day of the half-year `day` lies in (1 January or 1 July). */
const halfYearOf = (day: string) => `${day.slice(0, 4)}-${day.slice(5, 7) < '07' ? '01' : '07'}-01`;

describe('the reference rates', () => {
  it('are read from the database as published, oldest first', async () => {
    const rates = await loadReferenceRates(t.database.db);
    expect(rates[0]).toEqual({ validFrom: '2017-01-01', rateBp: -50 });
    expect(referenceRateOn(rates, '2019-06-30')).toBe(-50);
    // The policy rate of -0,25 % at the end of June 2019, rounded up to the next half point.
    expect(referenceRateOn(rates, '2019-12-31')).toBe(0);
    expect(referenceRateOn(rates, '2021-12-31')).toBe(0);
    expect(rates.map((rate) => rate.validFrom)).toEqual(rates.map((rate) => rate.validFrom).sort());
    expect(referenceRateOn(rates, '2024-12-31')).toBe(400);
    expect(referenceRateOn(rates, '2025-06-30')).toBe(250);
    expect(referenceRateOn(rates, '2025-07-01')).toBe(200);
  });

  it('are kept a minute, then read again', async () => {
    const db = t.database.db;
    const start = aMinuteLater();
    const before = await referenceRatesOf(db, start);
    await db.insert(referenceRates).values({ validFrom: '2040-01-01', rateBp: 300, source: 'test' });
    expect(await referenceRatesOf(db, start + REFERENCE_RATES_MAX_AGE_MS - 1)).toBe(before);
    const after = await referenceRatesOf(db, aMinuteLater());
    expect(after.at(-1)).toEqual({ validFrom: '2040-01-01', rateBp: 300 });
    expect(after).toHaveLength(before.length + 1);
  });

  it('read afresh in a transaction, are what the rest of it uses without reading them again', async () => {
    await t.database.db.transaction(async (tx) => {
      const fresh = await loadReferenceRates(tx);
      expect(await referenceRatesOf(tx)).toBe(fresh);
    });
  });
});

describe('a case handed over', () => {
  it('follows the reference rate: 8 % over the rate in force on each day since its due date', async () => {
    const rates = await loadReferenceRates(t.database.db);
    // Due in the first half of 2025 (2,50 %); from 1 July 2025 the rate is 2,00 %.
    const row = await handOver('RR-2025-1', '2025-05-31');
    expect(row.interestMarginBp).toBe(800);
    expect(row.interestRateBp).toBe(referenceRateOn(rates, t.today) + 800);
    const shown = await interestShown(row.guid);
    expect(shown).toBe(expectedInterest(rates, '2025-05-31'));
    // At a fixed 10 % the 30 days of June would have cost less.
    expect(shown).toBeGreaterThan(Math.round((PRINCIPAL * 0.1 * daysBetween('2025-05-31', t.today)) / 365));
  });

  it("charges a claim whose interest began in 2019 each half-year's own rate", async () => {
    const rates = await loadReferenceRates(t.database.db);
    // Due when the rate was −0,50 % (7,50 % a year); from 2020 it was 0 %, from 2022-07-01 higher.
    const row = await handOver('RR-2019-1', '2019-03-31');
    expect(row.interestMarginBp).toBe(800);
    expect(await interestShown(row.guid)).toBe(expectedInterest(rates, '2019-03-31'));
  });

  it('is charged the rate of a new half-year once its row is added, without a restart', async () => {
    const db = t.database.db;
    const halfYear = halfYearOf(t.today);
    const row = await handOver('RR-NEW-1', addDays(halfYear, -31));
    const previous = await loadReferenceRates(db);
    const rateBp = referenceRateOn(previous, t.today) + 100;
    await db
      .insert(referenceRates)
      .values({ validFrom: halfYear, rateBp, source: 'test' })
      .onConflictDoUpdate({ target: referenceRates.validFrom, set: { rateBp } });
    // A minute later, as the running server sees it.
    await referenceRatesOf(db, aMinuteLater());
    const current = await loadReferenceRates(db);
    expect(referenceRateOn(current, t.today)).toBe(rateBp);
    expect(await interestShown(row.guid)).toBe(expectedInterest(current, row.dueDate));
    expect(await interestShown(row.guid)).not.toBe(expectedInterest(previous, row.dueDate));
  });
});
