/**
 * Webhook signing secrets at rest (docs/webhooks.md#secrets-at-rest): sealed with AES-256-GCM under the
 * configured key (config `webhooks.secretKey`) before they are stored, opened only to sign a delivery. A copy
 * of the database alone gives no one a client's secret. Stored as `v1.<iv>.<ciphertext>.<tag>`, base64url.
 * A secret stored in the clear before sealing came in (`whsec_…`) is read as it is; one sealed under an
 * earlier key (config `webhooks.earlierSecretKeys`) opens with that key. Both are sealed again under the
 * key at the delivering process's start (`sealStoredWebhookSecrets`), which is how the key is rotated.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type SecretBox = {
  /** The stored form of `secret`: a fresh nonce each time. */
  seal: (secret: string) => string;
  /** The secret of a stored value; throws when no key it knows opens it, or it was changed. */
  open: (stored: string) => string;
  /** Whether `stored` is sealed under the key itself (not in the clear, not under an earlier key). */
  sealedUnderKey: (stored: string) => boolean;
};

const VERSION = 'v1';

/** Whether `stored` is a sealed value (and not a secret from before sealing). */
export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

function openWith(key: Uint8Array, stored: string): string {
  const [, iv, sealed, tag] = stored.split('.');
  if (iv === undefined || sealed === undefined || tag === undefined)
    throw new Error('A stored webhook secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** Seals with `key`; opens with `key` or, for a secret sealed before the key was rotated, one of `earlierKeys`. */
export function secretBox(key: Uint8Array, earlierKeys: readonly Uint8Array[] = []): SecretBox {
  for (const each of [key, ...earlierKeys])
    if (each.length !== 32) throw new Error('A webhook secret key must be 32 bytes');
  const sealedUnderKey = (stored: string) => {
    if (!isSealed(stored)) return false;
    try {
      openWith(key, stored);
      return true;
    } catch {
      return false;
    }
  };
  return {
    seal: (secret) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [VERSION, iv, sealed, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (stored) => {
      if (!isSealed(stored)) return stored;
      let failure: unknown;
      for (const each of [key, ...earlierKeys]) {
        try {
          return openWith(each, stored);
        } catch (error) {
          failure ??= error;
        }
      }
      throw failure;
    },
    sealedUnderKey,
  };
}

/** The box of the configuration's keys (config `webhooks`). */
export const configuredSecretBox = (webhooks: {
  secretKey: Uint8Array;
  earlierSecretKeys: readonly Uint8Array[];
}) => secretBox(webhooks.secretKey, webhooks.earlierSecretKeys);
