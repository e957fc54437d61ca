/** Clients, their creditors, users, policies and API keys. */
import { and, asc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import { accounts, apiKeys, cases, clients, creditors } from '../schema.ts';

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

/** The columns of a client's policy for the process (the back office shows and changes the same). */
export const clientPolicyColumns = {
  reminderFeeAgreed: clients.reminderFeeAgreed,
  businessCompensation: clients.businessCompensation,
  reminderAfterDays: clients.reminderAfterDays,
  collectionAfterReminderDays: clients.collectionAfterReminderDays,
  afterDemand: clients.afterDemand,
  instalmentNoticeDaysBefore: clients.instalmentNoticeDaysBefore,
  instalmentReminderAfterDays: clients.instalmentReminderAfterDays,
  planMissedInstalmentsToTerminate: clients.planMissedInstalmentsToTerminate,
  enforcementMinimum: clients.enforcementMinimum,
};

/** Every client's id with its policy for the process. */
export async function policiesOfClients(db: Executor) {
  return db.select({ id: clients.id, ...clientPolicyColumns }).from(clients);
}

/** Every creditor's id with the fee amounts it set for cases in other currencies than SEK. */
export async function foreignFeesOfCreditors(db: Executor) {
  return db.select({ id: creditors.id, foreignFees: creditors.foreignFees }).from(creditors);
}

/** A client to store. */
export type ClientInsert = typeof clients.$inferInsert;

/** A creditor to store. */
export type CreditorInsert = typeof creditors.$inferInsert;

/** A client's user to store (a login of role `creditor`). */
export type ClientUserInsert = typeof accounts.$inferInsert;

/** A client's API key to store. */
export type ApiKeyInsert = typeof apiKeys.$inferInsert;

/** The creditor named `creditorName` of the client numbered `clientNumber`, with its client's id and agreement to reminder fees. */
export async function creditorOfClientByName(db: Executor, clientNumber: string, creditorName: string) {
  const [owner] = await db
    .select({
      clientId: clients.id,
      creditorId: creditors.id,
      reminderFeeAgreed: clients.reminderFeeAgreed,
    })
    .from(creditors)
    .innerJoin(clients, eq(clients.id, creditors.clientId))
    .where(and(eq(clients.clientNumber, clientNumber), eq(creditors.name, creditorName)));
  return owner;
}

/** Stores a client and answers its id. */
export async function addClient(db: Executor, client: ClientInsert): Promise<string | undefined> {
  const [row] = await db.insert(clients).values(client).returning({ id: clients.id });
  return row?.id;
}

/** Stores a creditor and answers its id. */
export async function addCreditor(db: Executor, creditor: CreditorInsert): Promise<string | undefined> {
  const [row] = await db.insert(creditors).values(creditor).returning({ id: creditors.id });
  return row?.id;
}

/** Stores a client's user. */
export async function addClientUser(db: Executor, user: ClientUserInsert): Promise<void> {
  await db.insert(accounts).values(user);
}

/** Stores a client's API key. */
export async function addApiKey(db: Executor, key: ApiKeyInsert): Promise<void> {
  await db.insert(apiKeys).values(key);
}

/** The ids of every client. */
export async function idsOfClients(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: clients.id }).from(clients);
  return rows.map((row) => row.id);
}

/** The prefixes of the API keys not revoked whose hash is one of `keyHashes`. */
export async function unrevokedApiKeyPrefixes(db: Executor, keyHashes: string[]): Promise<string[]> {
  const keys = await db
    .select({ prefix: apiKeys.prefix })
    .from(apiKeys)
    .where(and(inArray(apiKeys.keyHash, keyHashes), isNull(apiKeys.revokedAt)));
  return keys.map((key) => key.prefix);
}

/** Stores a client unless one of its number is stored. */
export async function addClientUnlessNumbered(db: Executor, client: ClientInsert): Promise<void> {
  await db.insert(clients).values(client).onConflictDoNothing({ target: clients.clientNumber });
}

/** The id of the client numbered `clientNumber`, or undefined. */
export async function clientIdByNumber(db: Executor, clientNumber: string): Promise<string | undefined> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.clientNumber, clientNumber));
  return client?.id;
}

/** Stores a client's user unless its username is taken. */
export async function addClientUserUnlessTaken(db: Executor, user: ClientUserInsert): Promise<void> {
  await db.insert(accounts).values(user).onConflictDoNothing({ target: accounts.username });
}

/** Stores a client's API key unless it is stored. */
export async function addApiKeyUnlessStored(db: Executor, key: ApiKeyInsert): Promise<void> {
  await db.insert(apiKeys).values(key).onConflictDoNothing({ target: apiKeys.keyHash });
}

/** Stores a creditor unless one of its client number is stored. */
export async function addCreditorUnlessNumbered(db: Executor, creditor: CreditorInsert): Promise<void> {
  await db.insert(creditors).values(creditor).onConflictDoNothing({ target: creditors.clientNumber });
}

/** The id of the creditor of client number `clientNumber`, or undefined. */
export async function creditorIdByClientNumber(
  db: Executor,
  clientNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: creditors.id })
    .from(creditors)
    .where(eq(creditors.clientNumber, clientNumber));
  return row?.id;
}

/** The client of the API key named `name`, or undefined. */
export async function clientIdOfApiKeyNamed(db: Executor, name: string): Promise<string | undefined> {
  const [key] = await db.select({ clientId: apiKeys.clientId }).from(apiKeys).where(eq(apiKeys.name, name));
  return key?.clientId;
}

/** A client other than `clientId`, or undefined. */
export async function clientOtherThan(db: Executor, clientId: string): Promise<string | undefined> {
  const [other] = await db.select({ id: clients.id }).from(clients).where(ne(clients.id, clientId));
  return other?.id;
}

/** Writes client `clientId`'s columns of `change`. */
export async function updateClient(
  db: Executor,
  clientId: string,
  change: Partial<ClientInsert>,
): Promise<void> {
  await db.update(clients).set(change).where(eq(clients.id, clientId));
}

/** The guid of client `clientId`'s first creditor by name, or undefined. */
export async function firstCreditorGuidOfClient(db: Executor, clientId: string): Promise<string | undefined> {
  const [creditor] = await db
    .select({ guid: creditors.guid })
    .from(creditors)
    .where(eq(creditors.clientId, clientId))
    .orderBy(asc(creditors.name))
    .limit(1);
  return creditor?.guid;
}
