/** Webhook signing secrets at rest: sealed so that the stored value gives nothing away, opened only with the key. */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlierWebhookSecretKeys, webhookSecretKey } from '../../config.ts';
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

describe('a rotated key', () => {
  const earlier = randomBytes(32);
  const key = randomBytes(32);
  const secret = newWebhookSecret();
  const sealedEarlier = secretBox(earlier).seal(secret);

  it('opens secrets sealed under an earlier key it is given, and tells them from its own', () => {
    const box = secretBox(key, [earlier]);
    expect(box.open(sealedEarlier)).toBe(secret);
    expect(box.sealedUnderKey(sealedEarlier)).toBe(false);
    expect(box.sealedUnderKey(box.seal(secret))).toBe(true);
    expect(box.sealedUnderKey(secret)).toBe(false);
  });

  it('opens nothing sealed under a key it is not given', () => {
    expect(() => secretBox(key).open(sealedEarlier)).toThrow();
    expect(() => secretBox(key, [randomBytes(32)]).open(sealedEarlier)).toThrow();
  });

  it('refuses an earlier key that is not 32 bytes', () => {
    expect(() => secretBox(key, [randomBytes(16)])).toThrow(/32 bytes/);
  });
});

describe('the key', () => {
  it('is WEBHOOK_SECRET_KEY when set, and refused unless 32 bytes', () => {
    const key = randomBytes(32);
    expect(webhookSecretKey(key.toString('base64'), 'session')).toEqual(key);
    expect(() => webhookSecretKey(randomBytes(16).toString('base64'), 'session')).toThrow(/32 bytes/);
  });

  it('has as earlier keys those of WEBHOOK_SECRET_KEY_PREVIOUS and, once a key of its own is set, the derived one', () => {
    const [first, second] = [randomBytes(32), randomBytes(32)];
    const previous = `${first.toString('base64')}, ${second.toString('base64')}`;
    const derived = webhookSecretKey(undefined, 'session');
    const own = randomBytes(32).toString('base64');
    expect(earlierWebhookSecretKeys(undefined, undefined, 'session')).toEqual([]);
    expect(earlierWebhookSecretKeys(undefined, previous, 'session')).toEqual([first, second]);
    expect(earlierWebhookSecretKeys(own, undefined, 'session')).toEqual([derived]);
    expect(earlierWebhookSecretKeys(own, previous, 'session')).toEqual([first, second, derived]);
    expect(() => earlierWebhookSecretKeys(own, 'c2hvcnQ=', 'session')).toThrow(
      /WEBHOOK_SECRET_KEY_PREVIOUS must be 32 bytes/,
    );
  });

  it('is derived from the session secret otherwise: the same for the same secret, another for another', () => {
    const derived = webhookSecretKey(undefined, 'a session secret');
    expect(derived).toHaveLength(32);
    expect(webhookSecretKey(undefined, 'a session secret')).toEqual(derived);
    expect(webhookSecretKey(undefined, 'another session secret')).not.toEqual(derived);
  });
});
