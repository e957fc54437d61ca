/**
 * The provider's clients as their own users and systems see them: the client itself, its users
 * (invited, given a role, disabled by an admin) and its API keys. Every query is scoped by the
 * caller's client, so another client's guid is not found.
 */
import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@fordra/domain';
import { makeApiKey } from '../../auth/api-keys.ts';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import {
  acceptInvitationOf,
  apiKeyNameAndScope,
  apiKeysOfClient,
  type ClientRole,
  type ClientUserSort,
  clientGuidAndName,
  clientUserById,
  clientUsersPage,
  creditorsOfClientByName,
  insertApiKey,
  insertClientUser,
  lockActiveAdminsOfClient,
  lockClientUser,
  ownClient,
  revokeApiKeyOfClient,
  updateClientUser,
  usernameInUse,
} from '../../db/repositories/clients.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { containsPattern, listAnswer, type PageQuery, pageWindow } from '../../http/lists.ts';
import { apiKeyForClient, clientForClient, userForClient } from '../../presenters/client-for-client.ts';

/** How long an invitation's link can be used to set a password. */
const INVITATION_DAYS = 7;

/** Who did it, for the audit log: the user or the key. */
const actor = (caller: CreditorCaller) => ({ accountId: caller.accountId, apiKeyId: caller.apiKeyId });

export async function getClient(db: Executor, caller: CreditorCaller, clientGuid?: string) {
  const row = await ownClient(db, caller.clientId, clientGuid);
  if (!row) throw notFound('The client');
  return clientForClient(row, await creditorsOfClientByName(db, row.id));
}

/** `v1/Clients`: a client's users and systems see their own client, as a list of one. */
export async function listClients(db: Executor, caller: CreditorCaller, query: PageQuery) {
  const client = await getClient(db, caller);
  return listAnswer(query, query.page === 1 ? [client] : [], 1);
}

/** `v1/CurrentUser`: the signed-in user, or the key a client system calls with. */
export async function currentUser(db: Executor, caller: CreditorCaller) {
  const client = await clientGuidAndName(db, caller.clientId);
  if (!client) throw notFound('The client');
  const rights = { client, canWrite: caller.canWrite, isAdmin: caller.isAdmin };
  if (caller.apiKeyId) {
    const key = await apiKeyNameAndScope(db, caller.apiKeyId);
    if (!key) throw notFound('The API key');
    return { kind: 'apiKey' as const, user: null, apiKey: key, ...rights };
  }
  const user = await clientUserById(db, caller.clientId, caller.accountId ?? '');
  if (!user) throw notFound('The user');
  return { kind: 'user' as const, user: userForClient(user), apiKey: null, ...rights };
}

export async function listUsers(
  db: Executor,
  caller: CreditorCaller,
  query: PageQuery & {
    sort?: ClientUserSort | undefined;
    order?: 'asc' | 'desc' | undefined;
    q?: string | undefined;
    role?: ClientRole | undefined;
  },
) {
  const { rows, total } = await clientUsersPage(
    db,
    caller.clientId,
    { role: query.role, pattern: query.q ? containsPattern(query.q) : undefined },
    { sort: query.sort ?? 'displayName', descending: query.order === 'desc', ...pageWindow(query) },
  );
  return listAnswer(query, rows.map(userForClient), total);
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
    if (await usernameInUse(tx, input.username))
      throw new ApiError(409, 'UsernameTaken', 'The username is already in use.', { field: 'username' });
    const created = await insertClientUser(tx, {
      username: input.username,
      displayName: input.displayName,
      email: email.value,
      clientId: caller.clientId,
      clientRole: input.role,
      invitationHash: hashToken(token),
      invitationExpiresAt: expiresAt,
    });
    if (!created)
      throw new ApiError(409, 'UsernameTaken', 'The username is already in use.', { field: 'username' });
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.user.invited',
      entity: 'account',
      entityId: created.userGuid,
      details: { role: input.role },
    });
    const url = new URL('/auth/invitation', publicUrl);
    url.hash = `token=${token}`;
    return {
      user: userForClient(created),
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
    const admins = await lockActiveAdminsOfClient(tx, caller.clientId);
    const user = await lockClientUser(tx, caller.clientId, userGuid);
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
    const updated = await updateClientUser(tx, user.id, {
      ...(change.role ? { clientRole: change.role } : {}),
      ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      ...(change.displayName ? { displayName: change.displayName } : {}),
    });
    if (!updated) throw notFound('The user');
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.user.changed',
      entity: 'account',
      entityId: userGuid,
      details: change,
    });
    return userForClient(updated);
  });
}

/** Sets the password of an invited user whose link is valid, once. */
export async function acceptInvitation(db: Executor, token: string, passwordHash: string): Promise<void> {
  const accepted = await acceptInvitationOf(db, hashToken(token), passwordHash);
  if (!accepted)
    throw new ApiError(400, 'InvitationInvalid', 'The invitation is not valid or has expired.', {
      field: 'token',
    });
  await insertAuditEntry(db, { accountId: accepted, action: 'client.user.invitation-accepted' });
}

export async function listApiKeys(db: Executor, caller: CreditorCaller) {
  const rows = await apiKeysOfClient(db, caller.clientId);
  return { items: rows.map(apiKeyForClient) };
}

export async function createApiKey(
  db: Executor,
  caller: CreditorCaller,
  input: { name: string; scope: 'read' | 'readWrite' },
) {
  const made = makeApiKey();
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      clientId: caller.clientId,
      name: input.name,
      scope: input.scope,
      prefix: made.prefix,
      keyHash: made.keyHash,
      createdBy: caller.accountId,
    });
    if (!row) throw new Error('The API key was not stored');
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.api-key.created',
      entity: 'api_key',
      entityId: row.apiKeyGuid,
      details: { name: input.name, scope: input.scope },
    });
    return { apiKey: apiKeyForClient(row), key: made.key };
  });
}

/** Revokes a key at once: the next call with it is refused. Revoking a revoked key changes nothing. */
export async function revokeApiKey(db: Executor, caller: CreditorCaller, apiKeyGuid: string) {
  return db.transaction(async (tx) => {
    const row = await revokeApiKeyOfClient(tx, caller.clientId, apiKeyGuid);
    if (!row) throw notFound('The API key');
    await insertAuditEntry(tx, {
      ...actor(caller),
      action: 'client.api-key.revoked',
      entity: 'api_key',
      entityId: apiKeyGuid,
    });
    return apiKeyForClient(row);
  });
}
