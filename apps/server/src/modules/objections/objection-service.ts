/**
 * Objections and requests for more time (docs/domain.md#objections-and-postponements): the debtor
 * files them; the client (or the provider's staff for the client) answers; the client pauses, resumes,
 * recalls and credits a case. Each change is one transaction with its audit entry, and every answer
 * states the case as it stands after it.
 */
import type { CaseStateAfter, ObjectionAnswerFields, ObjectionFields } from '@fordra/contract';
import {
  type CaseStatus,
  isActiveStatus,
  isAtKronofogden,
  latestPostponementWithinPolicy,
  OBJECTION_STATUS_AFTER,
  postponementOutcome,
} from '@fordra/domain';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/expressions.ts';
import { insertAuditEntry } from '../../db/repositories/audit-log.ts';
import { setCasePause, updateCase } from '../../db/repositories/cases.ts';
import { discardAbandonedAttachments, discardPendingAttachments } from '../../db/repositories/messages.ts';
import {
  attachmentsOfObjections,
  caseInScope,
  insertCaseCredit,
  insertObjection,
  insertPostponement,
  linkObjectionAttachments,
  lockObjection,
  lockObjectionCase,
  lockPostponementByGuid,
  type ObjectionCase,
  type ObjectionScope,
  objectionByGuid,
  objectionCaseById,
  objectionsOfCase,
  objectionsOfDebtor,
  postponementById,
  postponementsOfCase,
  postponementsOfDebtor,
  updateObjection,
  updatePostponement,
} from '../../db/repositories/objections.ts';
import { recordWebhookEvent } from '../../db/repositories/webhooks.ts';
import { ApiError, notFound } from '../../http/api-error.ts';
import { caseStateFor, objectionFor, postponementFor } from '../../presenters/objection-for-debtor.ts';
import { balanceOn } from '../ledger/balance-as-of.ts';
import { recomputeCase } from '../ledger/ledger-service.ts';
import { referenceRatesOf } from '../ledger/reference-rates.ts';
import { type CheckedFile, storePendingAttachment } from '../messages/attachment-store.ts';
import { type NotificationLinks, recordEventNotifications } from '../notifications/event-notifications.ts';
import { latestResumeDay } from '../staff/actions.ts';

/** Who acts: the debtor, a client's user or system, or a member of the provider's staff (for the client). */
export type ObjectionActor =
  | { kind: 'debtor'; debtorId: string; ipAddress: string }
  | { kind: 'client'; clientId: string; accountId: string | null; apiKeyId: string | null; ipAddress: string }
  | { kind: 'staff'; accountId: string; ipAddress: string };

/** The scope an actor reads and changes in: the debtor's cases, the client's, or (staff) all. */
export function scopeOf(actor: ObjectionActor): ObjectionScope {
  if (actor.kind === 'debtor') return { debtorId: actor.debtorId };
  if (actor.kind === 'client') return { clientId: actor.clientId };
  return {};
}

/** Statuses an objection turns into `Disputed`: the process's own stages (others keep their status). */
const DISPUTABLE_BY_STATUS: readonly CaseStatus[] = ['PreCollection', 'Collection', 'Inkasso'];

const caseClosed = () =>
  new ApiError(409, 'CaseClosed', 'The case is closed, so nothing more can be done on it.');

/** The audit entry of an action on a case, named by its case number (the back office's timeline). */
async function audit(
  tx: Executor,
  actor: ObjectionActor,
  target: { caseNumber: string; debtorId: string },
  entry: { action: string; reason?: string | undefined; details: Record<string, unknown> },
) {
  await insertAuditEntry(tx, {
    accountId: actor.kind === 'debtor' ? null : actor.accountId,
    apiKeyId: actor.kind === 'client' ? actor.apiKeyId : null,
    debtorId: target.debtorId,
    action: entry.action,
    entity: 'case',
    entityId: target.caseNumber,
    ipAddress: actor.ipAddress,
    details: {
      ...entry.details,
      ...(entry.reason === undefined ? {} : { reason: entry.reason }),
      actor: actor.kind,
    },
  });
}

async function caseOf(db: Executor, scope: ObjectionScope, caseGuid: string) {
  const row = await caseInScope(db, scope, caseGuid);
  if (!row) throw notFound('The case');
  return row;
}

async function lockCase(tx: Transaction, caseId: string) {
  const row = await lockObjectionCase(tx, caseId);
  if (!row) throw notFound('The case');
  return row;
}

/** The case's state on `today`, read after a change. */
export async function caseStateNow(db: Executor, caseId: string, today: string): Promise<CaseStateAfter> {
  const row = await objectionCaseById(db, caseId);
  if (!row) throw notFound('The case');
  return caseStateFor(row, today, await referenceRatesOf(db));
}

/** What the case owes the client on `today`: its principal and interest (fees are the provider's). */
function owedToClient(
  row: NonNullable<ObjectionCase>,
  today: string,
  rates: Awaited<ReturnType<typeof referenceRatesOf>>,
) {
  const balance = balanceOn(row, today, rates);
  return balance.remainingPrincipal + balance.remainingInterest;
}

async function objectionAnswer(
  db: Executor,
  scope: ObjectionScope,
  objectionId: string,
  objectionGuid: string,
) {
  const row = await objectionByGuid(db, scope, objectionGuid);
  if (!row) throw notFound('The objection');
  return objectionFor(row, await attachmentsOfObjections(db, [objectionId]));
}

/**
 * Stores checked files as pending attachments (chunk by chunk, outside any transaction), then runs
 * `write` in one short transaction, which links them to its objection (`link`); if anything fails,
 * nothing is kept: the contact form's way (`storeWithAttachments`).
 */
async function withObjectionFiles<T>(
  db: Executor,
  files: readonly CheckedFile[],
  write: (
    tx: Transaction,
    link: (objectionId: string, part: 'objection' | 'answer') => Promise<void>,
  ) => Promise<T>,
): Promise<T> {
  await discardAbandonedAttachments(db);
  const pending: string[] = [];
  try {
    for (const file of files) pending.push(await storePendingAttachment(db, file));
    return await db.transaction((tx) =>
      write(tx, async (objectionId, part) => {
        const linked = await linkObjectionAttachments(tx, pending, objectionId, part);
        if (linked !== pending.length)
          throw new Error('An attachment was lost before its objection was stored');
      }),
    );
  } catch (error) {
    await discardPendingAttachments(db, pending);
    throw error;
  }
}

// ---- The debtor ------------------------------------------------------------

/**
 * Files the debtor's objection to a case of theirs, with its checked files: the case is held (and made
 * `Disputed` in the process's own stages; at Kronofogden it keeps its status and Kronofogden is told).
 */
export async function fileObjection(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'debtor' }>,
  caseGuid: string,
  fields: ObjectionFields,
  files: readonly CheckedFile[],
  today: string,
) {
  const target = await caseOf(db, { debtorId: actor.debtorId }, caseGuid);
  const rates = await referenceRatesOf(db);
  if (fields.scope === 'part') {
    const owed = balanceOn(target, today, rates).remainingAmount;
    if (fields.disputedAmount === undefined || fields.disputedAmount > owed)
      throw new ApiError(400, 'InvalidAmount', 'Give the amount you dispute, at most what the case owes.', {
        field: 'disputedAmount',
      });
  }
  try {
    const stored = await withObjectionFiles(db, files, async (tx, link) => {
      const locked = await lockCase(tx, target.id);
      if (!isActiveStatus(locked.status as CaseStatus)) throw caseClosed();
      if (locked.openObjection) throw alreadyOpen();
      const disputes = DISPUTABLE_BY_STATUS.includes(locked.status as CaseStatus);
      const atKronofogden = isAtKronofogden(locked.status);
      const objection = await insertObjection(tx, {
        caseId: locked.id,
        debtorId: locked.debtorId,
        scope: fields.scope,
        disputedAmount: fields.scope === 'part' ? (fields.disputedAmount ?? null) : null,
        ground: fields.ground,
        text: fields.text,
        statusBefore: disputes ? (locked.status as CaseStatus) : null,
        filedOn: today,
        kronofogdenNotice: atKronofogden,
      });
      await link(objection.id, 'objection');
      await recordWebhookEvent(tx, {
        type: 'objection.opened',
        caseId: locked.id,
        data: { objection: { objectionGuid: objection.guid } },
      });
      if (disputes) await updateCase(tx, locked.id, { status: 'Disputed', updatedAt: new Date() });
      await audit(tx, actor, locked, {
        action: 'objection.filed',
        details: {
          objectionGuid: objection.guid,
          ground: fields.ground,
          scope: fields.scope,
          disputedAmount: objection.disputedAmount,
          files: files.length,
          kronofogdenNotice: atKronofogden,
        },
      });
      return objection;
    });
    return {
      objection: await objectionAnswer(db, { debtorId: actor.debtorId }, stored.id, stored.guid),
      case: await caseStateNow(db, target.id, today),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
}

const alreadyOpen = () =>
  new ApiError(
    409,
    'ObjectionAlreadyOpen',
    'An objection to this claim already waits for the creditor’s answer.',
  );

/** A case's objections and requests for more time, for the debtor (or anyone in `scope`). */
export async function caseObjections(db: Executor, scope: ObjectionScope, caseGuid: string, today: string) {
  const target = await caseOf(db, scope, caseGuid);
  const [objectionRows, postponementRows, rates] = await Promise.all([
    objectionsOfCase(db, target.id),
    postponementsOfCase(db, target.id),
    referenceRatesOf(db),
  ]);
  const files = await attachmentsOfObjections(
    db,
    objectionRows.map((row) => row.objection.id),
  );
  const standing = postponementRows.some((row) => row.postponement.status !== 'rejected');
  return {
    case: caseStateFor(target, today, rates),
    objections: objectionRows.map((row) => objectionFor(row, files)),
    postponements: postponementRows.map(postponementFor),
    canRequestPostponement: isActiveStatus(target.status as CaseStatus) && !standing,
    latestPostponementWithinPolicy: latestPostponementWithinPolicy(today),
  };
}

/** Every objection and request for more time of the debtor. */
export async function debtorObjections(db: Executor, debtorId: string) {
  const [objectionRows, postponementRows] = await Promise.all([
    objectionsOfDebtor(db, debtorId),
    postponementsOfDebtor(db, debtorId),
  ]);
  const files = await attachmentsOfObjections(
    db,
    objectionRows.map((row) => row.objection.id),
  );
  return {
    objections: objectionRows.map((row) => objectionFor(row, files)),
    postponements: postponementRows.map(postponementFor),
  };
}

/**
 * The debtor asks for a new due date on a case of theirs: approved at once within the policy (the case
 * is held until then), otherwise pending a handler; once per case while one stands.
 */
export async function requestPostponement(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'debtor' }>,
  caseGuid: string,
  newDueDate: string,
  today: string,
) {
  const target = await caseOf(db, { debtorId: actor.debtorId }, caseGuid);
  try {
    const id = await db.transaction(async (tx) => {
      const locked = await lockCase(tx, target.id);
      if (!isActiveStatus(locked.status as CaseStatus)) throw caseClosed();
      const earlier = await postponementsOfCase(tx, locked.id);
      if (earlier.some((row) => row.postponement.status !== 'rejected')) throw alreadyRequested();
      const outcome = postponementOutcome({ today, newDueDate, earlierRequests: earlier.length });
      if ('refused' in outcome)
        throw new ApiError(
          400,
          'DueDateOutOfRange',
          'Choose a new due date after today and at most a year ahead.',
          { field: 'newDueDate' },
        );
      const row = await insertPostponement(tx, {
        caseId: locked.id,
        debtorId: locked.debtorId,
        status: outcome.status,
        previousDueDate: locked.dueDate,
        newDueDate,
        decidedAt: outcome.status === 'approved' ? new Date() : null,
      });
      await audit(tx, actor, locked, {
        action: outcome.status === 'approved' ? 'postponement.approved' : 'postponement.requested',
        details: { postponementGuid: row.guid, newDueDate, withinPolicy: outcome.status === 'approved' },
      });
      return row.id;
    });
    return postponementAnswer(db, id, target.id, today);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRequested();
    throw error;
  }
}

const alreadyRequested = () =>
  new ApiError(409, 'PostponementAlreadyRequested', 'More time has already been asked for on this case.');

async function postponementAnswer(db: Executor, postponementId: string, caseId: string, today: string) {
  const row = await postponementById(db, postponementId);
  if (!row) throw notFound('The request');
  return { postponement: postponementFor(row), case: await caseStateNow(db, caseId, today) };
}

/** A handler decides a request for more time outside the policy: approved, it holds the case until its date. */
export async function decidePostponement(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'staff' }>,
  postponementGuid: string,
  input: { decision: 'approve' | 'reject'; reason: string },
  today: string,
) {
  const decided = await db.transaction(async (tx) => {
    const request = await lockPostponementByGuid(tx, postponementGuid);
    if (!request) throw notFound('The request');
    if (request.status !== 'pending')
      throw new ApiError(409, 'PostponementAlreadyDecided', 'This request has been decided already.');
    const target = await lockCase(tx, request.caseId);
    await updatePostponement(tx, request.id, {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: new Date(),
      decidedByAccountId: actor.accountId,
      decisionReason: input.reason,
    });
    await audit(tx, actor, target, {
      action: input.decision === 'approve' ? 'postponement.approved' : 'postponement.rejected',
      reason: input.reason,
      details: { postponementGuid, newDueDate: request.newDueDate },
    });
    return request;
  });
  return postponementAnswer(db, decided.id, decided.caseId, today);
}

// ---- The client's answer -----------------------------------------------------

/**
 * The client's (or, for it, the provider's) answer to an open objection, with its checked documents:
 * `uphold` releases the hold (the process resumes with a fresh deadline); `credit` credits
 * `creditAmount` on the claim (at most what the client is owed) and releases it; `withdraw` recalls the
 * case. The case gets back the status the objection took from it.
 */
export async function answerObjection(
  db: Executor,
  actor: Exclude<ObjectionActor, { kind: 'debtor' }>,
  objectionGuid: string,
  fields: ObjectionAnswerFields,
  files: readonly CheckedFile[],
  today: string,
  notify?: NotificationLinks,
) {
  const scope = scopeOf(actor);
  const found = await objectionByGuid(db, scope, objectionGuid);
  if (!found) throw notFound('The objection');
  if (fields.answer === 'credit' && fields.creditAmount === undefined)
    throw new ApiError(400, 'InvalidAmount', 'Give the amount to credit.', { field: 'creditAmount' });
  const rates = await referenceRatesOf(db);
  const objectionId = found.objection.id;
  await withObjectionFiles(db, files, async (tx, link) => {
    const objection = await lockObjection(tx, objectionId);
    if (!objection) throw notFound('The objection');
    if (objection.status !== 'open')
      throw new ApiError(409, 'ObjectionAlreadyAnswered', 'This objection has been answered already.');
    const target = await lockCase(tx, objection.caseId);
    if (fields.answer === 'credit') {
      const amount = fields.creditAmount ?? 0;
      if (amount > owedToClient(target, today, rates)) throw aboveOwed();
      await insertCaseCredit(tx, {
        caseId: target.id,
        creditDate: today,
        amount,
        reason: fields.reason,
        objectionId,
      });
      await recomputeCase(tx, target.id);
    }
    await updateObjection(tx, objectionId, {
      status: OBJECTION_STATUS_AFTER[fields.answer],
      answer: fields.answer,
      answerReason: fields.reason,
      creditedAmount: fields.answer === 'credit' ? (fields.creditAmount ?? null) : null,
      answeredAt: new Date(),
      answeredOn: today,
      answeredBy: actor.kind === 'staff' ? 'provider' : 'client',
      answeredByAccountId: actor.accountId,
      answeredByApiKeyId: actor.kind === 'client' ? actor.apiKeyId : null,
    });
    const after = await lockCase(tx, target.id);
    const restored = after.status === 'Disputed' && objection.statusBefore ? objection.statusBefore : null;
    if (fields.answer === 'withdraw') {
      await updateCase(tx, target.id, { status: 'Recalled', closedAt: new Date(), updatedAt: new Date() });
    } else if (fields.answer === 'credit' && owedToClient(after, today, rates) === 0) {
      // Nothing left of the claim: the case closes as credited, and nothing more is charged.
      await updateCase(tx, target.id, { status: 'Credited', closedAt: new Date(), updatedAt: new Date() });
    } else if (restored) {
      await updateCase(tx, target.id, { status: restored, updatedAt: new Date() });
    }
    await audit(tx, actor, target, {
      action: `objection.${OBJECTION_STATUS_AFTER[fields.answer]}`,
      reason: fields.reason,
      details: {
        objectionGuid,
        creditAmount: fields.creditAmount ?? null,
        files: files.length,
        forClient: actor.kind === 'staff',
      },
    });
    await recordWebhookEvent(tx, {
      type: 'objection.answered',
      caseId: target.id,
      data: { objection: { objectionGuid } },
    });
    // The debtor who objected is told the objection was answered (what it says is on the portal).
    if (notify)
      await recordEventNotifications(
        tx,
        [{ debtorId: target.debtorId, event: 'objectionAnswered', caseId: target.id }],
        notify,
      );
    await link(objectionId, 'answer');
  });
  return {
    objection: await objectionAnswer(db, scope, objectionId, objectionGuid),
    case: await caseStateNow(db, found.case.id, today),
  };
}

const aboveOwed = () =>
  new ApiError(409, 'AmountAboveOwed', 'The credit is more than the client is owed on the case.', {
    field: 'amount',
  });

// ---- The client's case actions -------------------------------------------------

/** The client pauses one of its cases until `resumeOn` (default: a year ahead) for `reason`. */
export async function pauseClientCase(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'client' }>,
  caseGuid: string,
  input: { reason: string; resumeOn?: string | undefined },
  today: string,
) {
  const resumeOn = input.resumeOn ?? latestResumeDay(today);
  if (resumeOn <= today || resumeOn > latestResumeDay(today))
    throw new ApiError(
      400,
      'ResumeDayOutOfRange',
      `The resume day must be after today and no later than ${latestResumeDay(today)}.`,
      { field: 'resumeOn' },
    );
  const target = await caseOf(db, scopeOf(actor), caseGuid);
  await db.transaction(async (tx) => {
    const locked = await lockCase(tx, target.id);
    if (!isActiveStatus(locked.status as CaseStatus)) throw caseClosed();
    await setCasePause(tx, locked.id, {
      pausedUntil: resumeOn,
      pauseReason: input.reason,
      pausedAt: new Date(),
    });
    await audit(tx, actor, locked, {
      action: 'case.paused',
      reason: input.reason,
      details: { resumeOn, previousResumeOn: locked.pausedUntil },
    });
    await recordWebhookEvent(tx, { type: 'case.paused', caseId: locked.id, data: { pausedUntil: resumeOn } });
  });
  return { case: await caseStateNow(db, target.id, today) };
}

/** The client ends a pause of one of its cases now. */
export async function resumeClientCase(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'client' }>,
  caseGuid: string,
  input: { reason: string },
  today: string,
) {
  const target = await caseOf(db, scopeOf(actor), caseGuid);
  await db.transaction(async (tx) => {
    const locked = await lockCase(tx, target.id);
    if (locked.pausedUntil === null) throw new ApiError(409, 'CaseNotPaused', 'The case is not paused.');
    await setCasePause(tx, locked.id, { pausedUntil: null, pauseReason: null, pausedAt: null });
    await audit(tx, actor, locked, {
      action: 'case.resumed',
      reason: input.reason,
      details: { pausedUntil: locked.pausedUntil, pauseReason: locked.pauseReason },
    });
    await recordWebhookEvent(tx, { type: 'case.resumed', caseId: locked.id });
  });
  return { case: await caseStateNow(db, target.id, today) };
}

/**
 * The client recalls (withdraws) one of its cases: it closes as `Recalled`, nothing more is charged, and
 * an open objection on it is answered as withdrawn.
 */
export async function recallClientCase(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'client' }>,
  caseGuid: string,
  input: { reason: string },
  today: string,
) {
  const target = await caseOf(db, scopeOf(actor), caseGuid);
  await db.transaction(async (tx) => {
    const locked = await lockCase(tx, target.id);
    if (!isActiveStatus(locked.status as CaseStatus)) throw caseClosed();
    await updateCase(tx, locked.id, { status: 'Recalled', closedAt: new Date(), updatedAt: new Date() });
    await withdrawOpenObjection(tx, actor, locked.id, input.reason, today);
    await audit(tx, actor, locked, {
      action: 'case.recalled',
      reason: input.reason,
      details: { statusBefore: locked.status },
    });
    await recordWebhookEvent(tx, { type: 'case.recalled', caseId: locked.id });
  });
  return { case: await caseStateNow(db, target.id, today) };
}

async function withdrawOpenObjection(
  tx: Transaction,
  actor: Extract<ObjectionActor, { kind: 'client' }>,
  caseId: string,
  reason: string,
  today: string,
) {
  const open = (await objectionsOfCase(tx, caseId)).find((row) => row.objection.status === 'open');
  if (!open) return;
  await updateObjection(tx, open.objection.id, {
    status: 'withdrawn',
    answer: 'withdraw',
    answerReason: reason,
    answeredAt: new Date(),
    answeredOn: today,
    answeredBy: 'client',
    answeredByAccountId: actor.accountId,
    answeredByApiKeyId: actor.apiKeyId,
  });
}

/**
 * The client credits one of its cases by `amount` (minor units), or wholly (all it is owed): a credit
 * line in the ledger takes it off the claim; credited wholly, the case closes as `Credited`.
 */
export async function creditClientCase(
  db: Executor,
  actor: Extract<ObjectionActor, { kind: 'client' }>,
  caseGuid: string,
  input: { amount?: number | undefined; reason: string },
  today: string,
) {
  const target = await caseOf(db, scopeOf(actor), caseGuid);
  const rates = await referenceRatesOf(db);
  await db.transaction(async (tx) => {
    const locked = await lockCase(tx, target.id);
    if (!isActiveStatus(locked.status as CaseStatus)) throw caseClosed();
    const owed = owedToClient(locked, today, rates);
    const amount = input.amount ?? owed;
    if (amount > owed) throw aboveOwed();
    if (amount <= 0)
      throw new ApiError(409, 'AmountAboveOwed', 'Nothing is owed to the client on the case.', {
        field: 'amount',
      });
    await insertCaseCredit(tx, { caseId: locked.id, creditDate: today, amount, reason: input.reason });
    await recomputeCase(tx, locked.id);
    const whole = amount === owed;
    if (whole)
      await updateCase(tx, locked.id, { status: 'Credited', closedAt: new Date(), updatedAt: new Date() });
    await audit(tx, actor, locked, {
      action: 'case.credited',
      reason: input.reason,
      details: { amount, whole, currency: locked.currency },
    });
    await recordWebhookEvent(tx, {
      type: 'case.credited',
      caseId: locked.id,
      data: { currency: locked.currency, amount },
    });
  });
  return { case: await caseStateNow(db, target.id, today) };
}
