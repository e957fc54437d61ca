/**
 * Objections, requests for more time and a case's state after them, as the debtor sees them (and as
 * the client's and the staff's presenters extend them).
 */
import type { CaseStateAfter, Objection, Postponement } from '@fordra/contract';
import {
  type CaseStatus,
  caseHolds,
  isActiveStatus,
  type ObjectionAnswer,
  type ReferenceRateTable,
} from '@fordra/domain';
import type { ObjectionCase, ObjectionListRow, PostponementListRow } from '../db/repositories/objections.ts';
import { balanceOn } from '../modules/ledger/balance-as-of.ts';
import { isoTime } from './iso-time.ts';

/** An attachment of an objection, as the repository reads it. */
export type ObjectionAttachmentRow = {
  objectionId: string | null;
  part: 'objection' | 'answer' | null;
  attachmentGuid: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

/** A case's status, holds and what is left to pay on ISO day `today`. */
export function caseStateFor(
  row: NonNullable<ObjectionCase>,
  today: string,
  rates: ReferenceRateTable,
): CaseStateAfter {
  const status = row.status as CaseStatus;
  const holds = caseHolds(
    {
      pendingProposal: row.pendingProposal,
      pausedUntil: row.pausedUntil,
      openObjection: row.openObjection,
      postponedUntil: row.postponedUntil,
    },
    today,
  );
  return {
    caseGuid: row.guid,
    caseNumber: row.caseNumber,
    status,
    isActive: isActiveStatus(status),
    holds,
    postponedUntil: holds.includes('postponement') ? row.postponedUntil : null,
    currency: row.currency,
    remainingAmount: balanceOn(row, today, rates).remainingAmount,
  };
}

const attachmentInfo = (row: ObjectionAttachmentRow) => ({
  attachmentGuid: row.attachmentGuid,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
});

/** An objection with its attachments (the debtor's and the answer's). */
export function objectionFor(row: ObjectionListRow, files: readonly ObjectionAttachmentRow[]): Objection {
  const o = row.objection;
  const own = files.filter((file) => file.objectionId === o.id);
  const answer: ObjectionAnswer | null = o.answer;
  return {
    objectionGuid: o.guid,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    status: o.status,
    scope: o.scope,
    disputedAmount: o.disputedAmount,
    currency: row.currency,
    ground: o.ground,
    text: o.text,
    filedAt: isoTime(o.filedAt),
    attachments: own.filter((file) => file.part === 'objection').map(attachmentInfo),
    answer:
      answer && o.answeredAt
        ? {
            answer,
            reason: o.answerReason ?? '',
            creditedAmount: o.creditedAmount,
            answeredAt: isoTime(o.answeredAt),
            answeredBy: o.answeredBy ?? 'client',
            attachments: own.filter((file) => file.part === 'answer').map(attachmentInfo),
          }
        : null,
    kronofogdenNotice: o.kronofogdenNotice ? { filedOn: o.kronofogdenNoticeFiledOn } : null,
  };
}

/** A request for more time. */
export function postponementFor(row: PostponementListRow): Postponement {
  const p = row.postponement;
  return {
    postponementGuid: p.guid,
    caseGuid: row.caseGuid,
    caseNumber: row.caseNumber,
    status: p.status,
    previousDueDate: p.previousDueDate,
    newDueDate: p.newDueDate,
    requestedAt: isoTime(p.requestedAt),
    decidedAt: p.decidedAt ? isoTime(p.decidedAt) : null,
    decisionReason: p.decisionReason,
  };
}
