/**
 * `npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"]`: decides a waiting plan
 * proposal as staff would, recorded as decided by `cli`.
 */
import { guid } from '@fordra/contract';
import type { ControlCommand } from '../../control/control-command.ts';
import { EXIT } from '../../control/control-command.ts';
import { ApiError } from '../../http/api-error.ts';
import { decidePlan } from './plan-decisions.ts';

const USAGE = 'Usage: npm run plan:decide -- <planGuid> accept|reject ["note to the debtor"]';

function parseDecision(args: string[]) {
  const [planGuid, decision, reason, ...rest] = args;
  if (!planGuid || !guid.safeParse(planGuid).success || rest.length > 0) return null;
  if (decision !== 'accept' && decision !== 'reject') return null;
  return { planGuid, decision, reason: reason ?? null } as const;
}

export const planDecideCommand: ControlCommand = {
  name: 'plan:decide',
  summary: 'accepts or rejects a waiting instalment-plan proposal',
  checkArgs: (args) => (parseDecision(args) ? null : USAGE),
  run: async ({ db, config, out, err }, args) => {
    const parsed = parseDecision(args);
    if (!parsed) {
      err(USAGE);
      return EXIT.usage;
    }
    try {
      await decidePlan(db, config.provider, { ...parsed, decidedBy: { name: 'cli' } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      err(error.message);
      return EXIT.failed;
    }
    out(`Plan ${parsed.planGuid}: ${parsed.decision === 'accept' ? 'accepted' : 'rejected'}.`);
    return EXIT.ok;
  },
};
