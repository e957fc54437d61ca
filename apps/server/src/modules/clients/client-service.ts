/**
 * The provider's clients as their own users and systems see them: the client itself, its users
 * (invited, given a role, disabled by an admin) and its API keys. Every query is scoped by the
 * caller's client, so another client's guid is not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@fordra/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { makeApiKey } from '../../auth/api-keys.ts';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { accounts, apiKeys, auditLog, type CLIENT_ROLES, clients, creditors } from '../../db/schema.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { containsPattern, listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';

type ClientRole = (typeof CLIENT_ROLES)[number];
/** How long an invitation's link can be used to set a password. */
const INVITATION_DAYS = 7;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Who did it, for the audit log: the user or the key. */
const actor = (caller: CreditorCaller) => ({ accountId: caller.accountId, apiKeyId: caller.apiKeyId });

export async function getClient(db: Executor, caller: CreditorCaller, clientGuid?: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, caller.clientId), clientGuid ? eq(clients.guid, clientGuid) : undefined));
  if (!row) throw notFound('The client');
  const own = await db
    .select({ creditorGuid: creditors.guid, name: creditors.name, orgNumber: creditors.orgNumber })
    .from(creditors)
    .where(eq(creditors.clientId, row.id))
    .orderBy(asc(creditors.name));
  return {
    clientGuid: row.guid,
    clientNumber: row.clientNumber,
    name: row.name,
    orgNumber: row.orgNumber,
    settlementBankgiro: row.settlementBankgiro,
    email: row.email,
    phone: row.phone,
    policies: { reminderFeeAgreed: row.reminderFeeAgreed, autoApprovePlans: row.autoApprovePlans },
    creditors: own,
  };
}

/** `v1/Clients`: a client's users and systems see their own client, as a list of one. */
export async function listClients(db: Executor, caller: CreditorCaller, query: PageQuery) {
  const client = await getClient(db, caller);
  return listAnswer(query, query.page === 1 ? [client] : [], 1);
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

type UserRow = { [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['data'] | null };

function presentUser(row: UserRow) {
  return {
    userGuid: row.userGuid ?? '',
    username: row.username,
    displayName: row.displayName ?? '',
    email: row.email,
    role: row.role ?? 'readOnly',
    disabled: row.disabled ?? false,
    invitationPending: row.invitationHash !== null,
    lastLoginAt: iso(row.lastLoginAt),
    createdAt: iso(row.createdAt) ?? '',
  };
}

const ofClient = (clientId: string) => and(eq(accounts.clientId, clientId), eq(accounts.role, 'creditor'));

/** `v1/CurrentUser`: the signed-in user, or the key a client system calls with. */
export async function currentUser(db: Executor, caller: CreditorCaller) {
  const [client] = await db
    .select({ clientGuid: clients.guid, name: clients.name })
    .from(clients)
    .where(eq(clients.id, caller.clientId));
  if (!client) throw notFound('The client');
  const rights = { client, canWrite: caller.canWrite, isAdmin: caller.isAdmin };
  if (caller.apiKeyId) {
    const [key] = await db
      .select({ name: apiKeys.name, scope: apiKeys.scope })
      .from(apiKeys)
      .where(eq(apiKeys.id, caller.apiKeyId));
    if (!key) throw notFound('The API key');
    return { kind: 'apiKey' as const, user: null, apiKey: key, ...rights };
  }
  const [user] = await db
    .select(userColumns)
    .from(accounts)
    .where(and(ofClient(caller.clientId), eq(accounts.id, caller.accountId ?? '')));
  if (!user) throw notFound('The user');
  return { kind: 'user' as const, user: presentUser(user), apiKey: null, ...rights };
}

const USER_SORTS = {
  displayName: accounts.displayName,
  username: accounts.username,
  role: accounts.clientRole,
  createdAt: accounts.createdAt,
  lastLoginAt: accounts.lastLoginAt,
} as const;

export async function listUsers(
  db: Executor,
  caller: CreditorCaller,
  query: PageQuery & {
    sort?: keyof typeof USER_SORTS | undefined;
    order?: 'asc' | 'desc' | undefined;
    q?: string | undefined;
    role?: ClientRole | undefined;
  },
) {
  const filters: (SQL | undefined)[] = [ofClient(caller.clientId)];
  if (query.role) filters.push(eq(accounts.clientRole, query.role));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      or(
        ilike(accounts.displayName, pattern),
        ilike(accounts.username, pattern),
        ilike(accounts.email, pattern),
      ),
    );
  }
  const where = and(...filters);
  const column = USER_SORTS[query.sort ?? 'displayName'];
  const direction = query.order === 'desc' ? desc : asc;
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(accounts)
      .where(where)
      .orderBy(direction(column), asc(accounts.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(accounts).where(where),
  ]);
  return listAnswer(query, rows.map(presentUser), total?.n ?? 0);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Invites a user: an account without a password, and a one-time link on `publicUrl` with which they set one. */
export async function inviteUser(
  db: Executor,
  caller: CreditorCaller,
  input: { username: string; displayName: string; email: string; role: ClientRole },
  publicUrl: string,
) {
  const email = normalizeEmail(input.email);
  if (!email.ok)
    throw new ApiError(400, 'InvalidEmail', 'The e-mail address is not valid.', { field: 'email' });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(sql`lower(${accounts.username})`, input.username.toLowerCase()));
    if (taken)
      throw new ApiError(409, 'UsernameTaken', 'The username is already in use.', { field: 'username' });
    const [created] = await tx
      .insert(accounts)
      .values({
        username: input.username,
        displayName: input.displayName,
        email: email.value,
        role: 'creditor',
        clientId: caller.clientId,
        clientRole: input.role,
        invitationHash: hashToken(token),
        invitationExpiresAt: expiresAt,
      })
      .onConflictDoNothing()
      .returning(userColumns);
    if (!created)
      throw new ApiError(409, 'UsernameTaken', 'The username is already in use.', { field: 'username' });
    await tx.insert(auditLog).values({
      ...actor(caller),
      action: 'client.user.invited',
      entity: 'account',
      entityId: created.userGuid,
      details: { role: input.role },
    });
    const url = new URL('/auth/invitation', publicUrl);
    url.hash = `token=${token}`;
    return {
      user: presentUser(created),
      invitation: { url: url.toString(), expiresAt: expiresAt.toISOString() },
    };
  });
}

/** Changes a user's role, name or whether they may sign in; the client always keeps an admin. */
export async function updateUser(
  db: Executor,
  caller: CreditorCaller,
  userGuid: string,
  change: { role?: ClientRole | undefined; disabled?: boolean | undefined; displayName?: string | undefined },
) {
  return db.transaction(async (tx) => {
    // The client's admins are locked first, so two admins demoting each other cannot leave none.
    const admins = await tx
      .select({ guid: accounts.guid })
      .from(accounts)
      .where(and(ofClient(caller.clientId), eq(accounts.clientRole, 'admin'), eq(accounts.disabled, false)))
      .for('update');
    const [user] = await tx
      .select({ id: accounts.id, role: accounts.clientRole, disabled: accounts.disabled })
      .from(accounts)
      .where(and(ofClient(caller.clientId), eq(accounts.guid, userGuid)))
      .for('update');
    if (!user) throw notFound('The user');
    const staysAdmin = (change.role ?? user.role) === 'admin' && !(change.disabled ?? user.disabled);
    const isActiveAdmin = admins.some((admin) => admin.guid === userGuid);
    if (isActiveAdmin && !staysAdmin && admins.length <= 1) {
      throw new ApiError(
        409,
        'LastAdmin',
        'The client’s last administrator cannot be disabled or given another role.',
        { field: change.role ? 'role' : 'disabled' },
      );
    }
    const [updated] = await tx
      .update(accounts)
      .set({
        ...(change.role ? { clientRole: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        ...(change.displayName ? { displayName: change.displayName } : {}),
      })
      .where(eq(accounts.id, user.id))
      .returning(userColumns);
    if (!updated) throw notFound('The user');
    await tx.insert(auditLog).values({
      ...actor(caller),
      action: 'client.user.changed',
      entity: 'account',
      entityId: userGuid,
      details: change,
    });
    return presentUser(updated);
  });
}

/** Sets the password of an invited user whose link is valid, once. */
export async function acceptInvitation(db: Executor, token: string, passwordHash: string): Promise<void> {
  const [accepted] = await db
    .update(accounts)
    .set({ passwordHash, invitationHash: null, invitationExpiresAt: null })
    .where(
      and(
        eq(accounts.invitationHash, hashToken(token)),
        sql`${accounts.invitationExpiresAt} > now()`,
        eq(accounts.disabled, false),
      ),
    )
    .returning({ id: accounts.id });
  if (!accepted)
    throw new ApiError(400, 'InvitationInvalid', 'The invitation is not valid or has expired.', {
      field: 'token',
    });
  await db.insert(auditLog).values({ accountId: accepted.id, action: 'client.user.invitation-accepted' });
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

function presentKey(row: {
  apiKeyGuid: string;
  name: string;
  prefix: string;
  scope: 'read' | 'readWrite';
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  };
}

export async function listApiKeys(db: Executor, caller: CreditorCaller) {
  const rows = await db
    .select(keyColumns)
    .from(apiKeys)
    .where(eq(apiKeys.clientId, caller.clientId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
  return { items: rows.map(presentKey) };
}

export async function createApiKey(
  db: Executor,
  caller: CreditorCaller,
  input: { name: string; scope: 'read' | 'readWrite' },
) {
  const made = makeApiKey();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        clientId: caller.clientId,
        name: input.name,
        scope: input.scope,
        prefix: made.prefix,
        keyHash: made.keyHash,
        createdBy: caller.accountId,
      })
      .returning(keyColumns);
    if (!row) throw new Error('The API key was not stored');
    await tx.insert(auditLog).values({
      ...actor(caller),
      action: 'client.api-key.created',
      entity: 'api_key',
      entityId: row.apiKeyGuid,
      details: { name: input.name, scope: input.scope },
    });
    return { apiKey: presentKey(row), key: made.key };
  });
}

/** Revokes a key at once: the next call with it is refused. Revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Executor, caller: CreditorCaller, apiKeyGuid: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(and(eq(apiKeys.clientId, caller.clientId), eq(apiKeys.guid, apiKeyGuid)))
      .returning(keyColumns);
    if (!row) throw notFound('The API key');
    await tx.insert(auditLog).values({
      ...actor(caller),
      action: 'client.api-key.revoked',
      entity: 'api_key',
      entityId: apiKeyGuid,
    });
    return presentKey(row);
  });
}
