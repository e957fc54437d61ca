/**
 * `npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"] [--as <staff user>]`: decides
 * a waiting plan proposal as staff would, recorded as decided by the member of staff named with `--as`
 * (their username in the back office), else by the operating-system user who ran the command.
 */
import { guid } from '@fordra/contract';
import type { ControlCommand } from '../../control/control-command.ts';
import { EXIT } from '../../control/control-command.ts';
import type { Executor } from '../../db/executor.ts';
import { staffAccountWhoMaySignIn } from '../../db/repositories/staff.ts';
import { ApiError } from '../../http/api-error.ts';
import { decidePlan, type PlanDecider } from './plan-decisions.ts';

const USAGE =
  'Usage: npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"] [--as <staff user>]';

function parseDecision(args: string[]) {
  const at = args.indexOf('--as');
  const staffUser = at === -1 ? null : (args[at + 1] ?? '');
  const rest = at === -1 ? args : [...args.slice(0, at), ...args.slice(at + 2)];
  const [planGuid, decision, reason, ...extra] = rest;
  if (staffUser === '' || staffUser?.startsWith('--')) return null;
  if (!planGuid || !guid.safeParse(planGuid).success || extra.length > 0) return null;
  if (decision !== 'accept' && decision !== 'reject') return null;
  return { planGuid, decision, reason: reason ?? null, staffUser } as const;
}

/** The member of staff `username` who may sign in, as a decider, or null when there is none. */
async function staffDecider(db: Executor, username: string, operator: string): Promise<PlanDecider | null> {
  const account = await staffAccountWhoMaySignIn(db, username);
  return account ? { name: account.displayName, accountId: account.id, operator } : null;
}

export const planDecideCommand: ControlCommand = {
  name: 'plan:decide',
  needsData: true,
  summary: 'accepts or rejects a waiting instalment-plan proposal',
  checkArgs: (args) => (parseDecision(args) ? null : USAGE),
  run: async ({ db, config, operator, out, err }, args) => {
    const parsed = parseDecision(args);
    if (!parsed) {
      err(USAGE);
      return EXIT.usage;
    }
    const { staffUser, ...decision } = parsed;
    const decidedBy = staffUser ? await staffDecider(db, staffUser, operator) : { name: operator, operator };
    if (!decidedBy) {
      err(`There is no member of staff ${staffUser} who may sign in.`);
      return EXIT.failed;
    }
    try {
      await decidePlan(db, config.provider, {
        ...decision,
        decidedBy,
        notify: { portalUrl: config.publicUrl },
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      err(error.message);
      return EXIT.failed;
    }
    out(
      `Plan ${parsed.planGuid}: ${parsed.decision === 'accept' ? 'accepted' : 'rejected'} by ${decidedBy.name}.`,
    );
    return EXIT.ok;
  },
};
