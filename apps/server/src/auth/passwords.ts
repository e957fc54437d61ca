/** argon2id password hashes (Node's crypto.argon2), stored as PHC strings. */
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

// OWASP's baseline for argon2id: 19 MiB of memory, 2 passes, 1 lane.
const params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 };

async function derive(password: string, nonce: Buffer, p: typeof params): Promise<Buffer> {
  return argon2Async('argon2id', { message: password, nonce, ...p });
}

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await derive(password, nonce, params);
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${nonce.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(phc);
  if (!match) return false;
  const [, m, t, p, nonce, expected] = match as unknown as [string, string, string, string, string, string];
  const expectedBytes = Buffer.from(expected, 'base64url');
  const actual = await derive(password, Buffer.from(nonce, 'base64url'), {
    memory: Number(m),
    passes: Number(t),
    parallelism: Number(p),
    tagLength: expectedBytes.length,
  });
  return timingSafeEqual(actual, expectedBytes);
}

/** A hash of a random password, verified against when the username is unknown, so timing tells nothing. */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
