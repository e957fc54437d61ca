/** The clients aggregate: clients, their creditors, users, policies and API keys. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { clients, creditors } from '../schema.ts';

/** What a client agreed that decides the fees of its cases; none for an unknown client. */
export async function feeConditionsOfClient(db: Executor, clientId: string) {
  const [client] = await db
    .select({
      reminderFeeAgreed: clients.reminderFeeAgreed,
      businessCompensation: clients.businessCompensation,
    })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client ?? null;
}

/** A client's creditors with the fees each set for cases in other currencies. */
export async function creditorsOfClientWithForeignFees(db: Executor, clientId: string) {
  return db
    .select({ id: creditors.id, guid: creditors.guid, foreignFees: creditors.foreignFees })
    .from(creditors)
    .where(eq(creditors.clientId, clientId));
}

/** A client's creditor by its guid, with the client's share of interest (basis points); none when another's. */
export async function clientCreditorWithInterestShare(db: Executor, clientId: string, creditorGuid: string) {
  const [row] = await db
    .select({
      id: creditors.id,
      guid: creditors.guid,
      name: creditors.name,
      shareBp: clients.interestShareBp,
    })
    .from(creditors)
    .innerJoin(clients, eq(clients.id, creditors.clientId))
    .where(and(eq(creditors.clientId, clientId), eq(creditors.guid, creditorGuid)));
  return row ?? null;
}

/** The client's row; none for an unknown id. */
export async function clientById(db: Executor, clientId: string) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  return client ?? null;
}
