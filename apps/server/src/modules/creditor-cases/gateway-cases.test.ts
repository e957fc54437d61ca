/**
 * The cases a client handed over, as its users and systems see them (`cases`, `getcasedetails`), a
 * debtor's own list through the same call, and handing over a case (`registercollectioncase`):
 * checked field by field, idempotent, and nothing half-saved.
 */

import { addDays } from '@fordra/domain';
import { count, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_PREFIX } from '../../app.ts';
import { caseCounts, caseFees, cases, debtors, documents } from '../../db/schema.ts';
import { demoApiKey } from '../../seed/demo-data.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';

let t: TestApp;
let kund: Visitor;
let kund2: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  [kund, kund2] = await Promise.all([signedIn(t.app, 'kund'), signedIn(t.app, 'kund2')]);
});
afterAll(() => t.close());

const gw = (path: string) => `${GATEWAY_PREFIX}${path}`;
const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as { code: string; field?: string };
type Item = {
  caseGuid: string;
  caseNumber: string;
  debtor: { name: string };
  status: string;
  creditor: { name: string };
};

const register = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: gw('/wip/registration/registercollectioncase'),
    headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });

function registration(overrides: { reference?: string; principal?: number } = {}) {
  const today = t.today;
  return {
    clientReference: overrides.reference ?? 'NK-2026-0001',
    creditorGuid: undefined as string | undefined,
    debtor: {
      kind: 'person',
      identityNumber: '19790311-2857',
      firstName: 'Maja',
      lastName: 'Holm',
      address: { street: 'Kungsgatan 4', postalCode: '11143', city: 'Stockholm' },
      email: 'maja.holm@example.se',
      cellularPhone: '070-555 12 34',
    },
    claim: {
      principal: overrides.principal ?? 125_000,
      currency: 'SEK',
      invoiceNumber: 'F-88231',
      invoiceDate: addDays(today, -60),
      dueDate: addDays(today, -30),
      description: 'Elräkning september',
      fees: [{ type: 'reminder', amount: 6_000, date: addDays(today, -16) }],
    },
  };
}

async function creditorGuidOf(visitor: Visitor, name: string): Promise<string> {
  const client = (await visitor.request('GET', gw('/v1/Clients'))).json().items[0];
  return client.creditors.find((c: { name: string }) => c.name === name).creditorGuid;
}

describe('cases', () => {
  it('lists only the caller’s client’s cases, with the total, newest first', async () => {
    const first = (await kund.request('GET', gw('/cases?pageSize=100'))).json();
    const second = (await kund2.request('GET', gw('/cases?pageSize=100'))).json();
    expect(second.items.map((c: Item) => c.creditor.name)).toEqual([
      'Sjöbris Fastigheter AB',
      'Sjöbris Fastigheter AB',
    ]);
    expect(second.total).toBe(2);
    expect(first.total).toBe(first.items.length);
    expect(first.items.every((c: Item) => c.creditor.name !== 'Sjöbris Fastigheter AB')).toBe(true);
    // Oskar Lind owes both clients: each sees only its own part.
    expect(first.items.filter((c: Item) => c.debtor.name === 'Oskar Lind')).toHaveLength(1);
    const dates = first.items.map((c: { registrationDate: string }) => c.registrationDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('spells a case’s statusGroup as the filter does: filtering by it finds the case', async () => {
    const all = (await kund.request('GET', gw('/cases?pageSize=100'))).json();
    const groups = new Set<string>(all.items.map((c: { statusGroup: string }) => c.statusGroup));
    expect(groups.size).toBeGreaterThan(2);
    for (const group of groups) {
      const found = (await kund.request('GET', gw(`/cases?statusGroup=${group}&pageSize=100`))).json();
      expect(found.items.map((c: Item) => c.caseGuid).sort(), group).toEqual(
        all.items
          .filter((c: { statusGroup: string }) => c.statusGroup === group)
          .map((c: Item) => c.caseGuid)
          .sort(),
      );
    }
    const one = all.items[0] as Item & { statusGroup: string };
    const details = (
      await kund.request('GET', gw(`/wip/collectioninformation/getcasedetails/${one.caseGuid}`))
    ).json();
    expect(details.case.statusGroup).toBe(one.statusGroup);
  });

  it('documents every status group and its meaning in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const filter = document.paths['/api/extgwapi/api/cases'].get.parameters.find(
      (p: { name: string }) => p.name === 'statusGroup',
    );
    const described = JSON.stringify(filter);
    for (const group of ['active', 'closed', 'reminder', 'collection', 'monitoring', 'plan', 'legal'])
      expect(described).toContain(`\`${group}\`:`);
    expect(described).toContain('PaymentPlan');
  });

  it('filters by status group, status, period and creditor, and finds by number, OCR, identity number and name', async () => {
    const collection = (await kund.request('GET', gw('/cases?statusGroup=collection&pageSize=100'))).json();
    expect(collection.items.length).toBeGreaterThan(0);
    expect(
      collection.items.every((c: Item) => ['Collection', 'Inkasso', 'CostSaver'].includes(c.status)),
    ).toBe(true);
    const closed = (await kund.request('GET', gw('/cases?statusGroup=closed&pageSize=100'))).json();
    expect(closed.items.every((c: { isActive: boolean }) => !c.isActive)).toBe(true);
    const paid = (await kund.request('GET', gw('/cases?status=Paid'))).json();
    expect(paid.items.every((c: Item) => c.status === 'Paid')).toBe(true);

    const nordljus = await creditorGuidOf(kund, 'Nordljus Energi AB');
    const ofCreditor = (await kund.request('GET', gw(`/cases?creditorGuid=${nordljus}&pageSize=100`))).json();
    expect(ofCreditor.items.every((c: Item) => c.creditor.name === 'Nordljus Energi AB')).toBe(true);

    const any = (await kund.request('GET', gw('/cases?pageSize=1'))).json().items[0];
    const byNumber = (await kund.request('GET', gw(`/cases?q=${any.caseNumber}`))).json();
    expect(byNumber.items.map((c: Item) => c.caseGuid)).toEqual([any.caseGuid]);
    const byOcr = (await kund.request('GET', gw(`/cases?q=${any.ocrReference}`))).json();
    expect(byOcr.items.map((c: Item) => c.caseGuid)).toEqual([any.caseGuid]);
    const byIdentity = (await kund.request('GET', gw('/cases?q=198509234376'))).json();
    expect(byIdentity.items.map((c: Item) => c.debtor.name)).toEqual(['Oskar Lind']);
    const byName = (
      await kund.request('GET', gw(`/cases?q=${encodeURIComponent('andersSON')}&pageSize=100`))
    ).json();
    expect(byName.total).toBeGreaterThan(1);
    expect(byName.items.every((c: Item) => c.debtor.name === 'Lars Andersson')).toBe(true);
    const otherClientsDebtor = (await kund2.request('GET', gw('/cases?q=andersson'))).json();
    expect(otherClientsDebtor.total).toBe(0);

    const future = (await kund.request('GET', gw(`/cases?from=${addDays(t.today, 1)}`))).json();
    expect(future.total).toBe(0);
  });

  it('pages a status group in the order of the whole list, page after page, either way', async () => {
    const groups = {
      active: (c: Item & { isActive: boolean }) => c.isActive,
      closed: (c: Item & { isActive: boolean }) => !c.isActive,
      legal: (c: Item) =>
        ['Legal', 'Verdict', 'Enforcement', 'Eviction', 'Disputed', 'ResidualCollection'].includes(c.status),
    };
    for (const order of ['desc', 'asc']) {
      const all = (
        await kund.request('GET', gw(`/cases?sort=registrationDate&order=${order}&pageSize=100`))
      ).json().items;
      for (const [group, belongs] of Object.entries(groups)) {
        const expected = all.filter(belongs).map((c: Item) => c.caseGuid);
        expect(expected.length, group).toBeGreaterThan(0);
        const paged: string[] = [];
        for (let page = 1; paged.length < expected.length && page < 50; page++) {
          const answer = (
            await kund.request(
              'GET',
              gw(`/cases?statusGroup=${group}&sort=registrationDate&order=${order}&pageSize=2&page=${page}`),
            )
          ).json();
          expect(answer.total, group).toBe(expected.length);
          paged.push(...answer.items.map((c: Item) => c.caseGuid));
        }
        expect(paged, `${group} ${order}`).toEqual(expected);
      }
    }
  });

  it('sorts amounts within one currency at a time, never as one number across currencies', async () => {
    for (const order of ['asc', 'desc'] as const) {
      for (const sort of ['remainingAmount', 'originalPrincipal'] as const) {
        const { items } = (
          await kund.request('GET', gw(`/cases?sort=${sort}&order=${order}&pageSize=100`))
        ).json() as {
          items: (Item & { currency: string; remainingAmount: number; originalPrincipal: number })[];
        };
        const currencies = items.map((c) => c.currency);
        // The demo client has cases in kronor and in euro: each currency is one run of the list.
        expect(new Set(currencies).size).toBeGreaterThan(1);
        expect(currencies).toEqual([...currencies].sort());
        // The stored balance orders the list; the balance shown is today's (with interest since): only the
        // principal is the same figure in both.
        if (sort === 'remainingAmount') continue;
        for (const code of new Set(currencies)) {
          const amounts = items.filter((c) => c.currency === code).map((c) => c[sort]);
          const sorted = [...amounts].sort((a, b) => a - b);
          expect(amounts, `${sort} ${order} ${code}`).toEqual(order === 'asc' ? sorted : sorted.reverse());
        }
      }
    }
  });

  it('pages and sorts on the server, and names what is wrong with a bad query', async () => {
    const all = (await kund.request('GET', gw('/cases?sort=caseNumber&order=asc&pageSize=100'))).json();
    const numbers = all.items.map((c: Item) => c.caseNumber);
    expect(numbers).toEqual([...numbers].sort());
    const page2 = (
      await kund.request('GET', gw('/cases?sort=caseNumber&order=asc&pageSize=3&page=2'))
    ).json();
    expect(page2.items.map((c: Item) => c.caseNumber)).toEqual(numbers.slice(3, 6));
    expect(page2.total).toBe(all.total);

    const cases_ = [
      ['pageSize=101', 'InvalidPageSize', 'pageSize'],
      ['pageSize=0', 'InvalidPageSize', 'pageSize'],
      ['sort=secret', 'UnknownSortKey', 'sort'],
      ['statusGroup=happy', 'InvalidFilter', 'statusGroup'],
      ['status=Happy', 'InvalidFilter', 'status'],
      ['from=2026-02-30', 'InvalidDate', 'from'],
      ['from=2026-05-01&to=2026-04-01', 'DatesOutOfOrder', 'to'],
    ] as const;
    for (const [query, code, field] of cases_) {
      const response = await kund.request('GET', gw(`/cases?${query}`));
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response), query).toMatchObject({ code, field });
    }
  });

  it('gives a signed-in debtor their own cases through the same call, and staff none', async () => {
    const oskar = await signedIn(t.app, 'oskar');
    const own = (await oskar.request('GET', gw('/cases'))).json();
    expect(own.total).toBe(3);
    expect(new Set(own.items.map((c: Item) => c.debtor.name))).toEqual(new Set(['Oskar Lind']));
    const staff = await signedIn(t.app, 'handlaggare');
    expect((await staff.request('GET', gw('/cases'))).statusCode).toBe(403);
  });

  it('shows one case with its debtor, payments, documents and timeline, and another client’s as not found', async () => {
    const [oskarsCase] = (await kund2.request('GET', gw('/cases?status=Collection'))).json().items;
    const details = await kund2.request(
      'GET',
      gw(`/wip/collectioninformation/getcasedetails/${oskarsCase.caseGuid}`),
    );
    expect(details.statusCode).toBe(200);
    const body = details.json();
    expect(body.debtor).toMatchObject({ name: 'Oskar Lind', identityNumber: '19850923-4376' });
    expect(body.debtor.address.city).toBe('Karlskrona');
    expect(body.payments).toHaveLength(1);
    expect(body.payments[0].amount).toBe(200_000);
    expect(body.documents.length).toBeGreaterThan(0);
    expect(body.timeline.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['registered', 'fee', 'payment', 'letter']),
    );
    const dates = body.timeline.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());
    expect(body.case.remainingAmount).toBe(
      body.case.remainingPrincipal + body.case.remainingInterest + body.case.remainingFees,
    );

    const foreign = await kund.request(
      'GET',
      gw(`/wip/collectioninformation/getcasedetails/${oskarsCase.caseGuid}`),
    );
    const unknown = await kund.request(
      'GET',
      gw('/wip/collectioninformation/getcasedetails/00000000-0000-4000-8000-000000000000'),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    const document = body.documents[0].documentGuid;
    expect((await kund2.request('GET', gw(`/Archive/${document}`))).statusCode).toBe(200);
    expect((await kund.request('GET', gw(`/Archive/${document}`))).statusCode).toBe(404);
  });
});

describe('handing over a case', () => {
  it('registers a case in collection with its fees and demand letter, and answers the first result again', async () => {
    const body = registration();
    body.creditorGuid = await creditorGuidOf(kund, 'Nordljus Energi AB');
    const first = await register(body);
    expect(first.statusCode).toBe(201);
    const registered = first.json();
    expect(registered).toMatchObject({ status: 'Collection', bankgiro: '5012349', created: true });
    expect(registered.caseNumber).toMatch(/^\d{7}$/);
    expect(registered.ocrReference.startsWith(registered.caseNumber)).toBe(true);

    const again = await register(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...registered, created: false });

    const details = (
      await kund.request('GET', gw(`/wip/collectioninformation/getcasedetails/${registered.caseGuid}`))
    ).json();
    expect(details.clientReference).toBe('NK-2026-0001');
    expect(details.case.fees.map((f: { type: string }) => f.type)).toEqual(['reminder', 'collectionDemand']);
    expect(details.case.remainingFees).toBe(6_000 + 18_000);
    expect(details.documents.map((d: { kind: string }) => d.kind)).toEqual(['collectionDemand']);
    expect(details.debtor).toMatchObject({ name: 'Maja Holm', cellularPhone: '+46705551234' });
    const listed = (await kund.request('GET', gw('/cases?q=NK-2026-0001'))).json();
    expect(listed.items.map((c: Item) => c.caseGuid)).toEqual([registered.caseGuid]);
  });

  it('honours an Idempotency-Key, and refuses the key reused for another request', async () => {
    const body = registration({ reference: 'NK-2026-0002' });
    body.creditorGuid = await creditorGuidOf(kund, 'Kvarnby Bredband AB');
    const key = { 'idempotency-key': 'batch-7-row-2' };
    const first = await register(body, key);
    expect(first.statusCode).toBe(201);
    expect((await register(body, key)).json()).toEqual({ ...first.json(), created: false });
    const other = await register({ ...body, clientReference: 'NK-2026-0003' }, key);
    expect(other.statusCode).toBe(422);
    expect(errorOf(other).code).toBe('IdempotencyKeyReused');
  });

  it('registers one case when the same reference arrives twice at once', async () => {
    const body = registration({ reference: 'NK-2026-0004' });
    body.creditorGuid = await creditorGuidOf(kund, 'Nordljus Energi AB');
    const answers = await Promise.all([register(body), register(body), register(body)]);
    const guids = new Set(answers.map((answer) => answer.json().caseGuid));
    expect(guids.size).toBe(1);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
  });

  it('refuses bad input field by field with its own code, and saves nothing', async () => {
    const countRows = async () => {
      const db = t.database.db;
      const [[c], [d], [f], [doc]] = await Promise.all([
        db.select({ n: count() }).from(cases),
        db.select({ n: count() }).from(debtors),
        db.select({ n: count() }).from(caseFees),
        db.select({ n: count() }).from(documents),
      ]);
      return [c?.n, d?.n, f?.n, doc?.n];
    };
    const before = await countRows();
    const base = registration({ reference: 'NK-BAD' });
    base.creditorGuid = await creditorGuidOf(kund, 'Nordljus Energi AB');
    const variants: [string, (b: ReturnType<typeof registration>) => void, string, string][] = [
      [
        'wrong check digit',
        (b) => {
          b.debtor.identityNumber = '19790311-2858';
        },
        'InvalidIdentityNumber',
        'debtor.identityNumber',
      ],
      [
        'zero principal',
        (b) => {
          b.claim.principal = 0;
        },
        'InvalidAmount',
        'claim.principal',
      ],
      [
        'negative principal',
        (b) => {
          b.claim.principal = -100;
        },
        'InvalidAmount',
        'claim.principal',
      ],
      [
        'fractional öre',
        (b) => {
          b.claim.principal = 10.5;
        },
        'InvalidAmount',
        'claim.principal',
      ],
      [
        'unknown currency',
        (b) => {
          b.claim.currency = 'USD';
        },
        'InvalidCurrency',
        'claim.currency',
      ],
      [
        'due before invoice',
        (b) => {
          b.claim.dueDate = addDays(b.claim.invoiceDate, -1);
        },
        'DatesOutOfOrder',
        'claim.dueDate',
      ],
      [
        'not yet due',
        (b) => {
          b.claim.dueDate = addDays(t.today, 5);
        },
        'DatesOutOfOrder',
        'claim.dueDate',
      ],
      [
        'impossible date',
        (b) => {
          b.claim.invoiceDate = '2026-02-30';
        },
        'InvalidDate',
        'claim.invoiceDate',
      ],
      [
        'no last name',
        (b) => {
          b.debtor.lastName = '';
        },
        'FieldRequired',
        'debtor.lastName',
      ],
      [
        'no reference',
        (b) => {
          b.clientReference = '';
        },
        'FieldRequired',
        'clientReference',
      ],
      [
        'bad postal code',
        (b) => {
          b.debtor.address.postalCode = '1234';
        },
        'InvalidPostalCode',
        'debtor.address.postalCode',
      ],
      [
        'bad e-mail',
        (b) => {
          b.debtor.email = 'maja@';
        },
        'InvalidEmail',
        'debtor.email',
      ],
      [
        'fee above the statutory',
        (b) => {
          b.claim.fees = [{ type: 'reminder', amount: 9_000, date: addDays(t.today, -16) }];
        },
        'InvalidAmount',
        'claim.fees.0.amount',
      ],
      [
        'long description',
        (b) => {
          b.claim.description = 'x'.repeat(201);
        },
        'FieldTooLong',
        'claim.description',
      ],
    ];
    for (const [name, change, code, field] of variants) {
      const body = structuredClone(base);
      change(body);
      const response = await register(body);
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response), name).toMatchObject({ code, field });
    }
    const noCreditor = await register({ ...base, creditorGuid: undefined });
    expect(errorOf(noCreditor)).toMatchObject({ code: 'FieldRequired', field: 'creditorGuid' });
    const foreignCreditor = await register({
      ...base,
      creditorGuid: await creditorGuidOf(kund2, 'Sjöbris Fastigheter AB'),
    });
    expect(foreignCreditor.statusCode).toBe(404);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a read-only user, and lets a user hand over through the session with the CSRF token', async () => {
    const kundlas = await signedIn(t.app, 'kundlas');
    const body = registration({ reference: 'NK-2026-0005' });
    body.creditorGuid = await creditorGuidOf(kund, 'Nordljus Energi AB');
    const reader = await kundlas.request('POST', gw('/wip/registration/registercollectioncase'), {
      json: body,
      headers: { 'x-csrf-token': kundlas.csrfToken },
    });
    expect(reader.statusCode).toBe(403);
    expect(errorOf(reader).code).toBe('ReadOnlyAccess');
    const withoutToken = await kund.request('POST', gw('/wip/registration/registercollectioncase'), {
      json: body,
    });
    expect(withoutToken.statusCode).toBe(403);
    const user = await kund.request('POST', gw('/wip/registration/registercollectioncase'), {
      json: body,
      headers: { 'x-csrf-token': kund.csrfToken },
    });
    expect(user.statusCode).toBe(201);
  });
});

describe('the totals of the case list', () => {
  type Executor = TestApp['database']['db'];
  /** Cases per client, status and creditor as counted, beside what `case_counts` holds. */
  async function countsIn(db: Executor) {
    const key = (row: { clientId: string; status: string; creditorId: string }) =>
      `${row.clientId} ${row.status} ${row.creditorId}`;
    const counted = await db
      .select({ clientId: cases.clientId, status: cases.status, creditorId: cases.creditorId, n: count() })
      .from(cases)
      .groupBy(cases.clientId, cases.status, cases.creditorId);
    const kept = await db.select().from(caseCounts);
    return {
      counted: Object.fromEntries(counted.map((row) => [key(row), row.n])),
      kept: Object.fromEntries(kept.filter((row) => row.cases !== 0).map((row) => [key(row), row.cases])),
    };
  }

  it('are kept exact by every insert, change and removal of cases, one or many at a time', async () => {
    // After the demo data and every case handed over above (fees, letters, payments, plans).
    const seeded = await countsIn(t.database.db);
    expect(Object.keys(seeded.kept).length).toBeGreaterThan(3);
    expect(seeded.kept).toEqual(seeded.counted);
    const before = (await kund.request('GET', gw('/cases?statusGroup=legal'))).json().total;

    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.database.db.transaction(async (tx) => {
        const some = await tx.select().from(cases).orderBy(cases.caseNumber).limit(3);
        // Copies of three cases added in one statement, then some of them moved and removed.
        const copies = await tx
          .insert(cases)
          .values(
            some.map(({ id: _, guid: __, ...row }, index) => ({
              ...row,
              caseNumber: `9${index}${row.caseNumber}`,
              ocrReference: `9${index}${row.ocrReference}`,
              clientReference: row.clientReference && `copy-${row.clientReference}`,
            })),
          )
          .returning({ id: cases.id });
        expect((await countsIn(tx)).kept).toEqual((await countsIn(tx)).counted);
        const ids = copies.map((copy) => copy.id);
        await tx.update(cases).set({ status: 'Legal' }).where(inArray(cases.id, ids));
        const moved = await countsIn(tx);
        expect(moved.kept).toEqual(moved.counted);
        await tx.delete(cases).where(inArray(cases.id, ids.slice(1)));
        const removed = await countsIn(tx);
        expect(removed.kept).toEqual(removed.counted);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    const after = await countsIn(t.database.db);
    expect(after.kept).toEqual(seeded.counted);
    expect((await kund.request('GET', gw('/cases?statusGroup=legal'))).json().total).toBe(before);
  });
});
