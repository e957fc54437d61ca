/**
 * The demo's public ways in, looked for in a database a production start is about to serve: logins
 * with the demo password and the API keys printed in the README and the benches.
 */
import { hashApiKey } from '../auth/api-keys.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/executor.ts';
import { loginsNamedOrSharingAHash } from '../db/repositories/accounts.ts';
import { unrevokedApiKeyPrefixes } from '../db/repositories/clients.ts';
import {
  DEMO_PASSWORD,
  demoAccountWithoutDebtor,
  demoApiKey,
  demoClientUsers,
  demoDebtors,
  demoStaffAccount,
  demoStaffAdmin,
} from './demo-data.ts';
import { SCALE_CLIENTS, scaleApiKey } from './seed-scale.ts';

const demoUsernames = [
  ...demoDebtors.map((debtor) => debtor.username),
  ...demoClientUsers.map((user) => user.username),
  demoStaffAccount.username,
  demoStaffAdmin.username,
  demoAccountWithoutDebtor.username,
];

const publicApiKeys = [
  demoApiKey.key,
  ...Array.from({ length: SCALE_CLIENTS }, (_, index) => scaleApiKey(index + 1)),
];

/** How many usernames a refusal names before it says how many there are. */
const NAMED = 5;

/**
 * One line for each kind of public way in that `db` holds, none when it holds none: enabled logins
 * whose password is the demo's, and unrevoked demo or scale API keys. A hash is checked when its
 * login has a demo username or when several logins share it, as the seeds' logins do (a password
 * set by a person has a salt of its own), so the check costs a few hash verifications, not one per login.
 */
export async function demoWaysIn(db: Executor): Promise<string[]> {
  const candidates = await loginsNamedOrSharingAHash(db, demoUsernames);
  const demoHash = new Map<string, Promise<boolean>>();
  const withDemoPassword: string[] = [];
  for (const { username, passwordHash } of candidates) {
    if (!passwordHash) continue;
    if (!demoHash.has(passwordHash)) demoHash.set(passwordHash, verifyPassword(DEMO_PASSWORD, passwordHash));
    if (await demoHash.get(passwordHash)) withDemoPassword.push(username ?? '(no username)');
  }
  const keys = await unrevokedApiKeyPrefixes(db, publicApiKeys.map(hashApiKey));

  const reasons: string[] = [];
  if (withDemoPassword.length > 0) {
    const named = withDemoPassword.slice(0, NAMED).join(', ');
    const more = withDemoPassword.length > NAMED ? `, … ${withDemoPassword.length} in all` : '';
    reasons.push(
      `The database holds logins with the demo's public password (${named}${more}): start on a database without the demo data, or disable them.`,
    );
  }
  if (keys.length > 0)
    reasons.push(
      `The database holds ${keys.length} of the demo's public API keys (${keys.join(', ')}…): revoke them.`,
    );
  return reasons;
}
