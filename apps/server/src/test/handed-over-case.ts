/**
 * A case handed over today by the demo client's system (`registercollectioncase` with its API key): a
 * debt of 1 250 kr, 30 days past due, whose collection demand goes out at once.
 */
import { addDays } from '@fordra/domain';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { GATEWAY_PREFIX } from '../app.ts';
import { apiKeys, cases, creditors } from '../db/schema.ts';
import { demoApiKey } from '../seed/demo-data.ts';
import type { TestApp } from './test-app.ts';

/** The debtor of a handed-over case unless another is given: Maja Holm. */
const majaHolm = {
  kind: 'person',
  identityNumber: '19790311-2857',
  firstName: 'Maja',
  lastName: 'Holm',
  email: 'maja.holm@example.se',
};

/**
 * Hands over a case with the client's reference `reference`, of `debtor` (an identity number and
 * names) at a Stockholm address; returns its id and guid.
 */
export async function handOverCase(
  t: TestApp,
  reference: string,
  debtor: Record<string, string> = majaHolm,
): Promise<{ id: string; guid: string }> {
  const [creditor] = await t.database.db
    .select({ guid: creditors.guid })
    .from(creditors)
    .innerJoin(apiKeys, eq(apiKeys.clientId, creditors.clientId))
    .where(eq(apiKeys.name, demoApiKey.name))
    .orderBy(asc(creditors.name))
    .limit(1);
  const response = await t.app.inject({
    method: 'POST',
    url: `${GATEWAY_PREFIX}/wip/registration/registercollectioncase`,
    headers: { authorization: `Bearer ${demoApiKey.key}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      clientReference: reference,
      creditorGuid: creditor?.guid,
      debtor: { ...debtor, address: { street: 'Kungsgatan 4', postalCode: '11143', city: 'Stockholm' } },
      claim: {
        principal: 125_000,
        currency: 'SEK',
        invoiceNumber: `F-${reference}`,
        invoiceDate: addDays(t.today, -60),
        dueDate: addDays(t.today, -30),
        description: 'Elräkning september',
        fees: [],
      },
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: cases.id, guid: cases.guid })
    .from(cases)
    .where(eq(cases.clientReference, reference));
  if (!row) throw new Error('The case was not registered');
  return row;
}
