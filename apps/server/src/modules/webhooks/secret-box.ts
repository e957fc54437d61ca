/**
 * Webhook signing secrets at rest (docs/webhooks.md#secrets-at-rest): sealed with AES-256-GCM under the
 * configured key (config `webhooks.secretKey`) before they are stored, opened only to sign a delivery. A copy
 * of the database alone gives no one a client's secret. Stored as `v1.<iv>.<ciphertext>.<tag>`, base64url.
 * A secret stored in the clear before sealing came in (`whsec_…`) is read as it is, and sealed at the
 * delivery worker's start (`sealStoredWebhookSecrets`).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export type SecretBox = {
  /** The stored form of `secret`: a fresh nonce each time. */
  seal: (secret: string) => string;
  /** The secret of a stored value; throws when it was sealed under another key or changed. */
  open: (stored: string) => string;
};

const VERSION = 'v1';

/** Whether `stored` is a sealed value (and not a secret from before sealing). */
export const isSealed = (stored: string) => stored.startsWith(`${VERSION}.`);

export function secretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error('The webhook secret key must be 32 bytes');
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
      const [, iv, sealed, tag] = stored.split('.');
      if (iv === undefined || sealed === undefined || tag === undefined)
        throw new Error('A stored webhook secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
