/** The clients aggregate: clients, their creditors, users, policies and API keys. */
import { eq } from 'drizzle-orm';
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
