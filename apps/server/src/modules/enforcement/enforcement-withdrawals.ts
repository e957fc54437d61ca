/**
 * Withdrawals of applications to Kronofogden (docs/domain.md#kronofogden): a case whose filed
 * application is still open when its balance reaches zero, however it was paid, or when it enters an
 * active plan (domain `enforcementWithdrawal`) is withdrawn in the next day's file, as a step
 * `enforcementWithdrawal` of the case; it then waits in the back office's queue until a handler
 * registers Kronofogden's confirmation (the decision `withdrawn`).
 */
import { type EnforcementWithdrawal, enforcementWithdrawal, type ProcessAction } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { lockCasesWithdrawalMayBeDue } from '../../db/repositories/enforcement.ts';
import { stepsOfCases } from '../../db/repositories/process-steps.ts';

// Where the back office's case view and queues have imported them from.
export {
  awaitingWithdrawalConfirmation,
  awaitsWithdrawalConfirmation,
} from '../../db/repositories/enforcement.ts';

/**
 * The withdrawals due now, each with its case's id, the cases locked until the caller's transaction
 * ends so that a withdrawal is filed once however many callers run at once.
 */
export async function withdrawalsDue(tx: Executor): Promise<(EnforcementWithdrawal & { caseId: string })[]> {
  // Paid, in a plan, recalled or credited, or owing nothing, or its application undone, or disputed: the
  // domain rule decides which are due.
  const rows = await lockCasesWithdrawalMayBeDue(tx, ['Paid', 'PaymentPlan', 'Recalled', 'Credited']);
  if (rows.length === 0) return [];
  const steps = await stepsOfCases(
    tx,
    rows.map((row) => row.id),
  );
  const stepsOf = Map.groupBy(
    steps.map((step) => ({ ...step, action: step.action as ProcessAction })),
    (step) => step.caseId,
  );
  return rows.flatMap((row) => {
    const own = stepsOf.get(row.id) ?? [];
    const reason = enforcementWithdrawal({
      status: row.status,
      balance: row.balance,
      steps: own,
      applicationUndone: row.applicationUndone,
      disputed: row.disputed,
    });
    if (!reason) return [];
    // ISO days order as strings: the latest filing is the application withdrawn.
    const filedOn =
      own
        .filter((step) => step.action === 'enforcementFiled')
        .map((step) => step.takenOn)
        .sort()
        .at(-1) ?? '';
    return [
      {
        caseId: row.id,
        reference: row.caseNumber,
        filedOn,
        debtor: { kind: row.debtorKind, name: row.debtorName, identityNumber: row.identityNumber },
        reason,
      },
    ];
  });
}
