/**
 * API keys of client systems: `fordra_` and 43 random base64url characters, sent as
 * `Authorization: Bearer <key>`. Only the key's SHA-256 is stored, with its first characters to
 * recognise it by; the key itself is shown once, when it is created.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/executor.ts';
import { apiKeyByHash, markApiKeyUsed } from '../db/repositories/clients.ts';
import type { ReadCache } from '../http/read-cache.ts';

export const API_KEY_PREFIX = 'fordra_';
const PREFIX_SHOWN = API_KEY_PREFIX.length + 6;
/** Marking a key as used costs a write, so it is done at most once a minute per key. */
const LAST_USED_INTERVAL_MS = 60_000;

export type ApiKeyScope = 'read' | 'readWrite';

export type ApiKeyCaller = {
  apiKeyId: string;
  apiKeyName: string;
  clientId: string;
  clientGuid: string;
  scope: ApiKeyScope;
};

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key and what is stored of it. */
export function makeApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_SHOWN), keyHash: hashApiKey(key) };
}

/** The key an `Authorization` header carries, or undefined when it carries no bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Keys kept in `reads` between calls, until a key is created, revoked or otherwise changed, or its client
 * changes (read-cache.ts, migration 0042): a revocation committed before a call is seen by it.
 */
export function createApiKeyStore(db: Executor, reads: ReadCache) {
  return {
    /** The live key a bearer token stands for, marking it used; null when it is unknown or revoked. */
    async resolve(token: string): Promise<ApiKeyCaller | null> {
      if (token.length > 200 || !token.startsWith(API_KEY_PREFIX)) return null;
      const keyHash = hashApiKey(token);
      const row = await reads.read(
        `apiKey:${keyHash}`,
        async () => (await apiKeyByHash(db).execute({ keyHash }))[0],
      );
      if (!row) return null;
      const now = new Date();
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_INTERVAL_MS) {
        const stale = new Date(now.getTime() - LAST_USED_INTERVAL_MS);
        await markApiKeyUsed(db, row.id, now, stale);
        // Not announced (migration 0042): the kept key remembers its own mark, so that it is marked again
        // a minute later, not on every call.
        row.lastUsedAt = now;
      }
      return {
        apiKeyId: row.id,
        apiKeyName: row.name,
        clientId: row.clientId,
        clientGuid: row.clientGuid,
        scope: row.scope,
      };
    },
  };
}

export type ApiKeyStore = ReturnType<typeof createApiKeyStore>;
