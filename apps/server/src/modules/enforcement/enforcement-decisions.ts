/**
 * Kronofogden's answer to an application, registered by a handler: a verdict (utslag), the case handed
 * over for enforcement (with Kronofogden's basic fee), or the application rejected or withdrawn (the
 * case back in collection). Each is one transaction: the fee line through the ledger, the status, an
 * audit entry and the step `enforcementDecision` (unique per case and decision day, so a decision
 * registered twice, even at once, counts once).
 */
import {
  ENFORCEMENT_DECISIONS,
  type EnforcementDecision,
  enforcementDecisionOutcome,
  feeAmount,
  isValidIsoDate,
  statusesForDecision,
  stockholmDateTime,
} from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { insertFeeLine, lockCaseWithForeignFees, updateCase } from '../../db/repositories/cases.ts';
import { awaitsWithdrawalConfirmation, decisionDetailsOn } from '../../db/repositories/enforcement.ts';
import { insertStep } from '../../db/repositories/process-steps.ts';
import { isStaffAccount } from '../../db/repositories/staff.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';

export type EnforcementDecisionInput = {
  caseId: string;
  decision: EnforcementDecision;
  /** The ISO day of Kronofogden's decision. */
  decidedOn: string;
  staffAccountId: string;
  reason: string;
};

export type RegisteredDecision = {
  caseId: string;
  decision: EnforcementDecision;
  decidedOn: string;
  status: string;
  /** The fee the decision charged, minor units of the case's currency (0 for none). */
  fee: number;
  /** False when the same decision had already been registered: nothing changed. */
  registered: boolean;
};

const REASON_MAX_LENGTH = 1_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type StoredDecision = { decision: EnforcementDecision; status: string; fee: number };

async function decisionOn(db: Executor, caseId: string, decidedOn: string): Promise<StoredDecision | null> {
  const details = await decisionDetailsOn(db, caseId, decidedOn);
  return details ? (details as StoredDecision) : null;
}

/** The answer to a decision already registered that day: the same one again changes nothing, another is refused. */
function repeated(input: EnforcementDecisionInput, earlier: StoredDecision): RegisteredDecision {
  if (earlier.decision !== input.decision)
    throw new ApiError(
      409,
      'DecisionAlreadyRegistered',
      `Kronofogden's decision of ${input.decidedOn} on this case is already registered as ${earlier.decision}.`,
    );
  return {
    caseId: input.caseId,
    decision: input.decision,
    decidedOn: input.decidedOn,
    status: earlier.status,
    fee: earlier.fee,
    registered: false,
  };
}

function checkInput(input: EnforcementDecisionInput, today: string): string {
  if (!(ENFORCEMENT_DECISIONS as readonly string[]).includes(input.decision))
    throw new ApiError(400, 'BadRequest', `Unknown decision "${input.decision}".`, { field: 'decision' });
  if (!isValidIsoDate(input.decidedOn))
    throw new ApiError(400, 'InvalidDate', 'The decision day must be a date YYYY-MM-DD.', {
      field: 'decidedOn',
    });
  if (input.decidedOn > today)
    throw new ApiError(400, 'DatesOutOfOrder', 'The decision day is in the future.', { field: 'decidedOn' });
  const reason = input.reason.trim();
  if (reason === '') throw new ApiError(400, 'FieldRequired', 'A reason is required.', { field: 'reason' });
  if (reason.length > REASON_MAX_LENGTH)
    throw new ApiError(400, 'FieldTooLong', `The reason is longer than ${REASON_MAX_LENGTH} characters.`, {
      field: 'reason',
    });
  return reason;
}

/**
 * Registers Kronofogden's `decision` of ISO day `decidedOn` on a case: `verdict` (Legal → Verdict),
 * `enforcement` (Legal or Verdict → Enforcement, charging the 600 kr basic fee), `rejected`
 * (Legal → Collection) or `withdrawn` (Legal, Verdict or Enforcement → Collection).
 */
export async function registerEnforcementDecision(
  db: Executor,
  input: EnforcementDecisionInput,
): Promise<RegisteredDecision> {
  const reason = checkInput(input, stockholmDateTime(new Date()).date);
  if (!UUID.test(input.caseId)) throw notFound('The case');
  if (!UUID.test(input.staffAccountId))
    throw new ApiError(403, 'Forbidden', 'Only a member of staff registers a decision.');
  if (!(await isStaffAccount(db, input.staffAccountId)))
    throw new ApiError(403, 'Forbidden', 'Only a member of staff registers a decision.');
  const earlier = await decisionOn(db, input.caseId, input.decidedOn);
  if (earlier) return repeated(input, earlier);
  try {
    return await db.transaction(async (tx) => {
      const row = await lockCaseWithForeignFees(tx, input.caseId);
      if (!row) throw notFound('The case');
      // A concurrent registration may have committed while this one waited for the case.
      const meanwhile = await decisionOn(tx, input.caseId, input.decidedOn);
      if (meanwhile) return repeated(input, meanwhile);
      const target = row.case;
      const outcome = enforcementDecisionOutcome(target.status, input.decision);
      // A paid or planned case (whose service the decision keeps) takes one only as the confirmation of
      // the withdrawal we filed.
      if (outcome && outcome.service === null && !(await awaitsWithdrawalConfirmation(tx, target.id)))
        throw new ApiError(
          409,
          'DecisionNotAllowed',
          `No withdrawal of an application waits for Kronofogden's confirmation on this ${target.status} case.`,
        );
      if (!outcome)
        throw new ApiError(
          409,
          'DecisionNotAllowed',
          `A ${input.decision} decision applies to a case in ${statusesForDecision(input.decision).join(' or ')}, not ${target.status}.`,
        );
      if (input.decidedOn < target.registrationDate)
        throw new ApiError(400, 'DatesOutOfOrder', 'The decision day is before the case was handed over.', {
          field: 'decidedOn',
        });
      const currency = target.currency;
      const fee = outcome.fee ? (feeAmount(outcome.fee, currency, row.foreignFees) ?? 0) : 0;
      const stored: StoredDecision = { decision: input.decision, status: outcome.status, fee };
      await insertStep(tx, {
        subjectKind: 'case',
        subjectId: target.id,
        caseId: target.id,
        action: 'enforcementDecision',
        dueOn: input.decidedOn,
        takenOn: stockholmDateTime(new Date()).date,
        details: stored,
      });
      if (outcome.fee && fee > 0) {
        await insertFeeLine(tx, {
          caseId: target.id,
          type: outcome.fee,
          date: input.decidedOn,
          currency,
          amount: fee,
        });
        await recomputeCase(tx, target.id);
      }
      await updateCase(tx, target.id, {
        status: outcome.status,
        ...(outcome.service ? { service: outcome.service } : {}),
        updatedAt: new Date(),
      });
      await insertAuditEntry(tx, {
        accountId: input.staffAccountId,
        debtorId: target.debtorId,
        action: 'enforcement.decision',
        entity: 'case',
        entityId: target.caseNumber,
        details: {
          decision: input.decision,
          decidedOn: input.decidedOn,
          reason,
          from: target.status,
          to: outcome.status,
          fee,
        },
      });
      return {
        caseId: target.id,
        decision: input.decision,
        decidedOn: input.decidedOn,
        status: outcome.status,
        fee,
        registered: true,
      };
    });
  } catch (error) {
    // Another registration of the same day stored its step first: answer as it decided.
    if (!isUniqueViolation(error)) throw error;
    const stored = await decisionOn(db, input.caseId, input.decidedOn);
    if (stored) return repeated(input, stored);
    throw error;
  }
}
