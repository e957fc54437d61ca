/** Clients, their creditors, users, policies and API keys. */

import type { CaseStatus } from '@fordra/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  like,
  lt,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor, Transaction } from '../executor.ts';
import { preparedPerDatabase } from '../prepared.ts';
import { accounts, apiKeys, type CLIENT_ROLES, caseCounts, cases, clients, creditors } from '../schema.ts';

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

export type Client = typeof clients.$inferSelect;

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

export type ClientRole = (typeof CLIENT_ROLES)[number];

/** The caller's own client, also by its guid when one is given; none when the guid is another's. */
export async function ownClient(db: Executor, clientId: string, clientGuid?: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), clientGuid ? eq(clients.guid, clientGuid) : undefined));
  return row ?? null;
}

/** A client's creditors by name: guid, name and organisation number. */
export async function creditorsOfClientByName(db: Executor, clientId: string) {
  return db
    .select({ creditorGuid: creditors.guid, name: creditors.name, orgNumber: creditors.orgNumber })
    .from(creditors)
    .where(eq(creditors.clientId, clientId))
    .orderBy(asc(creditors.name));
}

/** A client's guid and name; none for an unknown id. */
export async function clientGuidAndName(db: Executor, clientId: string) {
  const [client] = await db
    .select({ clientGuid: clients.guid, name: clients.name })
    .from(clients)
    .where(eq(clients.id, clientId));
  return client ?? null;
}

/** An API key's name and scope; none for an unknown id. */
export async function apiKeyNameAndScope(db: Executor, apiKeyId: string) {
  const [key] = await db
    .select({ name: apiKeys.name, scope: apiKeys.scope })
    .from(apiKeys)
    .where(eq(apiKeys.id, apiKeyId));
  return key ?? null;
}

const userColumns = {
  userGuid: accounts.guid,
  username: accounts.username,
  displayName: accounts.displayName,
  email: accounts.email,
  role: accounts.clientRole,
  disabled: accounts.disabled,
  invitationHash: accounts.invitationHash,
  lastLoginAt: accounts.lastLoginAt,
  createdAt: accounts.createdAt,
};

/** A client's user as its users' list shows them. */
export type ClientUser = { [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['data'] | null };

const ofClient = (clientId: string) => and(eq(accounts.clientId, clientId), eq(accounts.role, 'creditor'));

/** A client's user by account id; none when the account is not the client's. */
export async function clientUserById(db: Executor, clientId: string, accountId: string) {
  const [user] = await db
    .select(userColumns)
    .from(accounts)
    .where(and(ofClient(clientId), eq(accounts.id, accountId)));
  return user ?? null;
}

const USER_SORTS = {
  displayName: accounts.displayName,
  username: accounts.username,
  role: accounts.clientRole,
  createdAt: accounts.createdAt,
  lastLoginAt: accounts.lastLoginAt,
} as const;

export type ClientUserSort = keyof typeof USER_SORTS;

/**
 * A page of a client's users, of one role when given, whose name, username or e-mail address is
 * like `pattern` when given; and how many there are.
 */
export async function clientUsersPage(
  db: Executor,
  clientId: string,
  filter: { role?: ClientRole | undefined; pattern?: string | undefined },
  page: { sort: ClientUserSort; descending: boolean; limit: number; offset: number },
) {
  const filters: (SQL | undefined)[] = [ofClient(clientId)];
  if (filter.role) filters.push(eq(accounts.clientRole, filter.role));
  if (filter.pattern) {
    filters.push(
      or(
        ilike(accounts.displayName, filter.pattern),
        ilike(accounts.username, filter.pattern),
        ilike(accounts.email, filter.pattern),
      ),
    );
  }
  const where = and(...filters);
  const direction = page.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(accounts)
      .where(where)
      .orderBy(direction(USER_SORTS[page.sort]), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether any account (a debtor's, a client user's or staff) has this username, in any case. */
export async function usernameInUse(db: Executor, username: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(sql`lower(${accounts.username})`, username.toLowerCase()));
  return taken !== undefined;
}

/** Adds a client's user; none when the username was taken first. */
export async function insertClientUser(
  db: Executor,
  user: Omit<typeof accounts.$inferInsert, 'role'> & { clientId: string },
) {
  const [created] = await db
    .insert(accounts)
    .values({ ...user, role: 'creditor' })
    .onConflictDoNothing()
    .returning(userColumns);
  return created ?? null;
}

/** Locks a client's enabled admins for a change of users; their guids. */
export async function lockActiveAdminsOfClient(db: Executor, clientId: string) {
  return db
    .select({ guid: accounts.guid })
    .from(accounts)
    .where(and(ofClient(clientId), eq(accounts.clientRole, 'admin'), eq(accounts.disabled, false)))
    .for('update');
}

/** Locks a client's user by guid for a change: id, role and whether disabled; none when not the client's. */
export async function lockClientUser(db: Executor, clientId: string, userGuid: string) {
  const [user] = await db
    .select({ id: accounts.id, role: accounts.clientRole, disabled: accounts.disabled })
    .from(accounts)
    .where(and(ofClient(clientId), eq(accounts.guid, userGuid)))
    .for('update');
  return user ?? null;
}

/** Changes a user's role, enabled state or name; the user as changed. */
export async function updateClientUser(
  db: Executor,
  accountId: string,
  change: { clientRole?: ClientRole; disabled?: boolean; displayName?: string },
) {
  const [updated] = await db
    .update(accounts)
    .set(change)
    .where(eq(accounts.id, accountId))
    .returning(userColumns);
  return updated ?? null;
}

/**
 * Sets the password of the enabled account invited with `invitationHash`, while the invitation is
 * valid, and ends the invitation; the account's id, or none.
 */
export async function acceptInvitationOf(db: Executor, invitationHash: string, passwordHash: string) {
  const [accepted] = await db
    .update(accounts)
    .set({ passwordHash, invitationHash: null, invitationExpiresAt: null })
    .where(
      and(
        eq(accounts.invitationHash, invitationHash),
        sql`${accounts.invitationExpiresAt} > now()`,
        eq(accounts.disabled, false),
      ),
    )
    .returning({ id: accounts.id });
  return accepted?.id ?? null;
}

const keyColumns = {
  apiKeyGuid: apiKeys.guid,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scope: apiKeys.scope,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** A client's API keys, those in use first, newest first. */
export async function apiKeysOfClient(db: Executor, clientId: string) {
  return db
    .select(keyColumns)
    .from(apiKeys)
    .where(eq(apiKeys.clientId, clientId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
}

export async function insertApiKey(db: Executor, key: typeof apiKeys.$inferInsert) {
  const [row] = await db.insert(apiKeys).values(key).returning(keyColumns);
  return row ?? null;
}

/** Revokes a client's key by guid, unless revoked already; the key, or none when not the client's. */
export async function revokeApiKeyOfClient(db: Executor, clientId: string, apiKeyGuid: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.clientId, clientId), eq(apiKeys.guid, apiKeyGuid)))
    .returning(keyColumns);
  return row ?? null;
}

/** Each client's active cases, from the counts kept per client, creditor and status: those of no `closedStatuses`. */
const activeCasesOf = (closedStatuses: readonly CaseStatus[]) =>
  sql<number>`coalesce((select sum(${caseCounts.cases}) from ${caseCounts} where ${caseCounts.clientId} = ${clients.id} and ${notInArray(caseCounts.status, [...closedStatuses])}), 0)`.mapWith(
    Number,
  );

const staffItemColumns = (closedStatuses: readonly CaseStatus[]) => ({
  clientGuid: clients.guid,
  clientNumber: clients.clientNumber,
  name: clients.name,
  orgNumber: clients.orgNumber,
  activeCases: activeCasesOf(closedStatuses),
});

/**
 * A page of the clients whose name in search form is like `pattern.name`, or whose client or organisation
 * number is like `pattern.number` (every client without a pattern), each with its active cases (those of
 * no `closedStatuses`); and how many there are.
 */
export async function clientsPageWithActiveCases(
  db: Executor,
  pattern: { name: string; number: string } | undefined,
  closedStatuses: readonly CaseStatus[],
  page: { sort: 'name' | 'clientNumber'; descending: boolean; limit: number; offset: number },
) {
  const search = pattern
    ? or(
        like(clients.searchName, pattern.name),
        ilike(clients.clientNumber, pattern.number),
        ilike(clients.orgNumber, pattern.number),
      )
    : undefined;
  const column = page.sort === 'clientNumber' ? clients.clientNumber : clients.name;
  const order = page.descending ? desc(column) : asc(column);
  const [items, [total]] = await Promise.all([
    db
      .select(staffItemColumns(closedStatuses))
      .from(clients)
      .where(search)
      .orderBy(order, asc(clients.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(clients).where(search),
  ]);
  return { items, total: total?.n ?? 0 };
}

const policyColumns = { ...clientPolicyColumns, autoApprovePlans: clients.autoApprovePlans };

const creditorLimitColumns = {
  id: creditors.id,
  creditorGuid: creditors.guid,
  name: creditors.name,
  autoApproveMaxMonths: creditors.autoApproveMaxMonths,
  autoApproveMaxTotal: creditors.autoApproveMaxTotalMinor,
};

/**
 * A client by guid with its active cases (those of no `closedStatuses`), contact details and
 * policies; none for an unknown guid.
 */
export async function clientWithPoliciesByGuid(
  db: Executor,
  clientGuid: string,
  closedStatuses: readonly CaseStatus[],
) {
  const [client] = await db
    .select({
      id: clients.id,
      ...staffItemColumns(closedStatuses),
      email: clients.email,
      phone: clients.phone,
      policy: policyColumns,
    })
    .from(clients)
    .where(eq(clients.guid, clientGuid));
  return client ?? null;
}

/** A client's creditors with their limits for plans approved without a handler, by name. */
export async function creditorLimitsOfClient(db: Executor, clientId: string) {
  return db
    .select(creditorLimitColumns)
    .from(creditors)
    .where(eq(creditors.clientId, clientId))
    .orderBy(asc(creditors.name), asc(creditors.id));
}

/** A client by guid (id, number and policies), locked for a change; none for an unknown guid. */
export async function lockClientPolicyByGuid(tx: Transaction, clientGuid: string) {
  const [client] = await tx
    .select({ id: clients.id, clientNumber: clients.clientNumber, policy: policyColumns })
    .from(clients)
    .where(eq(clients.guid, clientGuid))
    .for('update');
  return client ?? null;
}

/** A client's creditors with their plan limits, locked for a change. */
export async function lockCreditorLimitsOfClient(tx: Transaction, clientId: string) {
  return tx
    .select(creditorLimitColumns)
    .from(creditors)
    .where(eq(creditors.clientId, clientId))
    .for('update');
}

/** Sets a client's creditor's limits for plans approved without a handler. */
export async function setCreditorPlanLimits(
  tx: Transaction,
  clientId: string,
  creditorId: string,
  limits: { autoApproveMaxMonths: number; autoApproveMaxTotal: number },
) {
  await tx
    .update(creditors)
    .set({
      autoApproveMaxMonths: limits.autoApproveMaxMonths,
      autoApproveMaxTotalMinor: limits.autoApproveMaxTotal,
    })
    .where(and(eq(creditors.id, creditorId), eq(creditors.clientId, clientId)));
}

/** A client's policies as stored. */
export type StoredClientPolicy = NonNullable<Awaited<ReturnType<typeof lockClientPolicyByGuid>>>['policy'];

export async function setClientPolicy(tx: Transaction, clientId: string, policy: StoredClientPolicy) {
  await tx.update(clients).set(policy).where(eq(clients.id, clientId));
}

/** At most `limit` clients by name, whose name in search form is like `pattern` or whose number is `digits`. */
export async function clientsFound(
  db: Executor,
  sought: { pattern: string; digits: string | null },
  limit: number,
) {
  return db
    .select({ clientGuid: clients.guid, clientNumber: clients.clientNumber, name: clients.name })
    .from(clients)
    .where(
      or(
        like(clients.searchName, sought.pattern),
        ...(sought.digits ? [eq(clients.clientNumber, sought.digits)] : []),
      ),
    )
    .orderBy(clients.name)
    .limit(limit);
}
