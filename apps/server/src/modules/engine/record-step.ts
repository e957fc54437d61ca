/**
 * A step of the collection process taken outside a business-day run (a collection demand sent when a
 * client hands over a case, the demo data's letters), recorded so the process goes on from it.
 */
import type { ProcessAction } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { recordStepOnce } from '../../db/repositories/process-steps.ts';

export async function recordTakenStep(
  db: Executor,
  step: {
    subjectKind: 'case' | 'invoice' | 'instalment' | 'plan';
    subjectId: string;
    caseId: string | null;
    action: ProcessAction;
    /** The ISO day it was taken, which is also the day it fell due. */
    day: string;
    documentId?: string | null;
  },
): Promise<void> {
  await recordStepOnce(db, {
    subjectKind: step.subjectKind,
    subjectId: step.subjectId,
    caseId: step.caseId,
    action: step.action,
    dueOn: step.day,
    takenOn: step.day,
    documentId: step.documentId ?? null,
  });
}
