/** Webhook signing secrets at rest: sealed so that the stored value gives nothing away, opened only with the key. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webhookSecretKey } from '../../config.ts';
import { isSealed, secretBox } from './secret-box.ts';
import { newWebhookSecret } from './webhook-signature.ts';

describe('a sealed webhook secret', () => {
  const box = secretBox(randomBytes(32));

  it('opens to the secret, and its stored form shows nothing of it', () => {
    const secret = newWebhookSecret();
    const stored = box.seal(secret);
    expect(isSealed(stored)).toBe(true);
    expect(stored).not.toContain(secret.slice(6, 20));
    expect(box.open(stored)).toBe(secret);
    // A fresh nonce each time: the same secret is stored differently.
    expect(box.seal(secret)).not.toBe(stored);
  });

  it('does not open under another key, nor when changed', () => {
    const stored = box.seal(newWebhookSecret());
    expect(() => secretBox(randomBytes(32)).open(stored)).toThrow();
    const [version, iv, sealed, tag] = stored.split('.');
    const flipped = `${sealed?.[0] === 'A' ? 'B' : 'A'}${sealed?.slice(1)}`;
    expect(() => box.open([version, iv, flipped, tag].join('.'))).toThrow();
  });

  it('reads a secret stored before sealing as it is', () => {
    const secret = newWebhookSecret();
    expect(isSealed(secret)).toBe(false);
    expect(box.open(secret)).toBe(secret);
  });
});

describe('the key', () => {
  it('is WEBHOOK_SECRET_KEY when set, and refused unless 32 bytes', () => {
    const key = randomBytes(32);
    expect(webhookSecretKey(key.toString('base64'), 'session')).toEqual(key);
    expect(() => webhookSecretKey(randomBytes(16).toString('base64'), 'session')).toThrow(/32 bytes/);
  });

  it('is derived from the session secret otherwise: the same for the same secret, another for another', () => {
    const derived = webhookSecretKey(undefined, 'a session secret');
    expect(derived).toHaveLength(32);
    expect(webhookSecretKey(undefined, 'a session secret')).toEqual(derived);
    expect(webhookSecretKey(undefined, 'another session secret')).not.toEqual(derived);
  });
});
