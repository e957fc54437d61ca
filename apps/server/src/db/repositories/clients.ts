/** Clients, their creditors, users, policies and API keys. */
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import { apiKeys, cases, clients, creditors } from '../schema.ts';

/** A key that is not revoked, by the SHA-256 of the key, with its client. */
export const apiKeyByHash = preparedPerDatabase((db) =>
  db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      clientId: apiKeys.clientId,
      clientGuid: clients.guid,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .innerJoin(clients, eq(clients.id, apiKeys.clientId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('api_key_by_hash'),
);

/** Marks a key used at `now`, unless another request marked it after `stale`. */
export async function markApiKeyUsed(db: Executor, apiKeyId: string, now: Date, stale: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, apiKeyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
}

/** The settings of the creditors a debtor has cases with, by name. */
export async function creditorSettingsOfDebtor(db: Executor, debtorId: string) {
  return db
    .selectDistinct({
      creditorGuid: creditors.guid,
      name: creditors.name,
      phone: creditors.phone,
      bankgiro: creditors.bankgiro,
      swishPayee: creditors.swishPayee,
      planMinMonths: creditors.planMinMonths,
      planMaxMonths: creditors.planMaxMonths,
      planMinMonthlyMinor: creditors.planMinMonthlyMinor,
    })
    .from(creditors)
    .innerJoin(cases, eq(cases.creditorId, creditors.id))
    .where(eq(cases.debtorId, debtorId))
    .orderBy(asc(creditors.name));
}

/** Whether each client allows its debtors' plans to be approved automatically. */
export async function autoApprovePlansOfClients(db: Executor, clientIds: string[]) {
  return db
    .select({ autoApprovePlans: clients.autoApprovePlans })
    .from(clients)
    .where(inArray(clients.id, clientIds));
}
