/**
 * Objections (bestridanden) and requests for more time (anstånd): the debtor files them, the client
 * answers (gateway and client portal), the provider's staff chase and decide
 * (docs/domain.md#objections-and-postponements).
 */
import {
  HOLD_REASONS,
  OBJECTION_ANSWERS,
  OBJECTION_GROUNDS,
  OBJECTION_REASON_MAX,
  OBJECTION_SCOPES,
  OBJECTION_STATUSES,
  OBJECTION_TEXT_MAX,
  POSTPONEMENT_STATUSES,
} from '@fordra/domain';
import { z } from 'zod';
import { caseStatus } from './case-status.ts';
import { guid } from './cases.ts';
import { isoDate, listQuery, listResponse } from './lists.ts';
import { attachmentInfo } from './messages.ts';
import { currency, minorUnits } from './money.ts';

export const objectionGround = z.enum(OBJECTION_GROUNDS, { error: 'BadRequest' });
export const objectionScope = z.enum(OBJECTION_SCOPES, { error: 'BadRequest' });
export const objectionStatus = z.enum(OBJECTION_STATUSES);
export const objectionAnswerKind = z.enum(OBJECTION_ANSWERS, { error: 'BadRequest' });
export const postponementStatus = z.enum(POSTPONEMENT_STATUSES);
export const holdReason = z.enum(HOLD_REASONS);

/** A positive amount in minor units, as a form field (text) or JSON (number). */
const formAmount = z.coerce
  .number({ error: 'InvalidAmount' })
  .int({ error: 'InvalidAmount' })
  .positive({ error: 'InvalidAmount' })
  .max(100_000_000_000, { error: 'InvalidAmount' });

/** A reason the client or a handler gives with an answer or an action; kept in the audit log. */
export const objectionReason = z
  .string({ error: 'ReasonRequired' })
  .trim()
  .min(1, { error: 'ReasonRequired' })
  .max(OBJECTION_REASON_MAX, { error: 'FieldTooLong' });

/** A case's state after an answer or an action: its status, what holds it and what is left to pay. */
export const caseStateAfter = z.object({
  caseGuid: guid,
  caseNumber: z.string(),
  status: caseStatus,
  isActive: z.boolean(),
  /** Everything that holds the case today (empty: the process runs). */
  holds: z.array(holdReason),
  /** The day the hold of an approved postponement ends, or null. */
  postponedUntil: isoDate.nullable(),
  currency,
  /** What is left to pay today: principal, interest and fees (minor units). */
  remainingAmount: minorUnits,
});
export type CaseStateAfter = z.infer<typeof caseStateAfter>;

/** The client's answer to an objection, once given. */
export const objectionAnswer = z.object({
  answer: objectionAnswerKind,
  reason: z.string(),
  /** The amount credited (answer `credit`), otherwise null. */
  creditedAmount: minorUnits.nullable(),
  answeredAt: z.string(),
  /** Who answered: the client, or the provider's staff for the client. */
  answeredBy: z.enum(['client', 'provider']),
  /** The documents the client gave with the answer (receipts, a delivery note). */
  attachments: z.array(attachmentInfo),
});

/** An objection as the debtor and the client see it. */
export const objection = z.object({
  objectionGuid: guid,
  caseGuid: guid,
  caseNumber: z.string(),
  status: objectionStatus,
  scope: objectionScope,
  /** The part disputed (scope `part`), or null: the whole claim. */
  disputedAmount: minorUnits.nullable(),
  currency,
  ground: objectionGround,
  text: z.string(),
  filedAt: z.string(),
  /** The debtor's attachments. */
  attachments: z.array(attachmentInfo),
  answer: objectionAnswer.nullable(),
  /** The case was with Kronofogden when filed: the notice to Kronofogden goes with the next enforcement file. */
  kronofogdenNotice: z.object({ filedOn: isoDate.nullable() }).nullable(),
});
export type Objection = z.infer<typeof objection>;

/** A request for more time. */
export const postponement = z.object({
  postponementGuid: guid,
  caseGuid: guid,
  caseNumber: z.string(),
  status: postponementStatus,
  /** The due date before the request. */
  previousDueDate: isoDate,
  newDueDate: isoDate,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** A handler's reason when one decided (outside the policy), otherwise null. */
  decisionReason: z.string().nullable(),
});
export type Postponement = z.infer<typeof postponement>;

// ---- The debtor ------------------------------------------------------------

/**
 * POST /api/extgwapi/api/debtoraccess/cases/{caseGuid}/objections takes `multipart/form-data`: these
 * text fields first, then up to five files named `attachments`, checked as the contact form's are.
 */
export const objectionFields = z.strictObject({
  scope: objectionScope,
  /** Required with scope `part`: the amount disputed, in minor units, not above what the case owes. */
  disputedAmount: formAmount.optional(),
  ground: objectionGround,
  text: z
    .string({ error: 'MessageRequired' })
    .trim()
    .min(1, { error: 'MessageRequired' })
    .max(OBJECTION_TEXT_MAX, { error: 'MessageTooLong' }),
});
export type ObjectionFields = z.infer<typeof objectionFields>;
/** The whole form, for the OpenAPI document. */
export const objectionForm = objectionFields.extend({
  attachments: z.array(z.file()).max(5).optional(),
});

/** What filing answers: the objection and the case as it now stands (held, `Disputed`). */
export const filedObjectionResponse = z.object({ objection, case: caseStateAfter });

/** GET /api/extgwapi/api/debtoraccess/cases/{caseGuid}/objections: a case's objections and requests for more time. */
export const caseObjectionsResponse = z.object({
  case: caseStateAfter,
  objections: z.array(objection),
  postponements: z.array(postponement),
  /** Whether the debtor may still ask for more time on this case (once per case, while active). */
  canRequestPostponement: z.boolean(),
  /** The latest new due date approved at once today (the policy); a later day waits for a handler. */
  latestPostponementWithinPolicy: isoDate,
});

/** GET /api/extgwapi/api/debtoraccess/objections: every objection and request for more time of the debtor. */
export const debtorObjectionsResponse = z.object({
  objections: z.array(objection),
  postponements: z.array(postponement),
});

/** POST /api/extgwapi/api/debtoraccess/cases/{caseGuid}/postponement: a new due date. */
export const postponementRequest = z.object({ newDueDate: isoDate }).strict();
export const postponementResponse = z.object({ postponement, case: caseStateAfter });

// ---- The client --------------------------------------------------------------

/** An objection in the client's list: with its debtor, creditor and how long it has waited. */
export const clientObjectionItem = objection.extend({
  debtor: z.object({ debtorGuid: guid, name: z.string() }),
  creditor: z.object({ creditorGuid: guid, name: z.string() }),
  caseStatus: caseStatus,
  /** What the case owes today (minor units). */
  remainingAmount: minorUnits,
  /** Whole days since it was filed (until answered). */
  daysWaiting: z.number().int(),
});
export type ClientObjectionItem = z.infer<typeof clientObjectionItem>;

/** GET /api/extgwapi/api/wip/objections: `status=open` lists those waiting for an answer, oldest first. */
export const clientObjectionsQuery = listQuery(['filedAt', 'caseNumber']).extend({
  status: z.enum(['open', 'answered'], { error: 'InvalidFilter' }).optional(),
  caseGuid: guid.optional(),
});
export const clientObjectionsResponse = listResponse(clientObjectionItem);

/** GET /api/extgwapi/api/wip/objections/{objectionGuid}: one objection, with the case's state. */
export const clientObjectionResponse = z.object({
  objection: clientObjectionItem,
  case: caseStateAfter,
});

/**
 * POST …/wip/objections/{objectionGuid}/answer (client) and /api/staff/objections/{objectionGuid}/answer
 * (staff for the client) take `multipart/form-data`: these fields first, then up to five files named
 * `attachments` (the documents with an `uphold`; checked as the contact form's are).
 */
export const objectionAnswerFields = z.strictObject({
  answer: objectionAnswerKind,
  reason: objectionReason,
  /** Required with `credit`: the amount credited (minor units), not above what the client is owed. */
  creditAmount: formAmount.optional(),
});
export type ObjectionAnswerFields = z.infer<typeof objectionAnswerFields>;
export const objectionAnswerForm = objectionAnswerFields.extend({
  attachments: z.array(z.file()).max(5).optional(),
});

/** What an answer or a case action answers: the objection (if any) and the case's state after it. */
export const objectionAnswerResponse = z.object({ objection, case: caseStateAfter });

/** POST …/wip/cases/{caseGuid}/pause: held until `resumeOn` (after today, at most a year; default a year). */
export const clientPauseRequest = z
  .object({ reason: objectionReason, resumeOn: isoDate.optional() })
  .strict();
/** POST …/wip/cases/{caseGuid}/resume and …/recall. */
export const clientCaseReasonRequest = z.object({ reason: objectionReason }).strict();
/** POST …/wip/cases/{caseGuid}/credit: `amount` (minor units) credits part; without it the whole claim. */
export const clientCreditRequest = z
  .object({
    amount: z
      .number({ error: 'InvalidAmount' })
      .int({ error: 'InvalidAmount' })
      .positive({ error: 'InvalidAmount' })
      .max(100_000_000_000, { error: 'InvalidAmount' })
      .optional(),
    reason: objectionReason,
  })
  .strict();
export const caseActionResponse = z.object({ case: caseStateAfter });

// ---- The provider's staff ----------------------------------------------------

/** An objection in the staff's queue: the client's too. */
export const staffObjectionItem = clientObjectionItem.extend({
  client: z.object({ clientGuid: guid, name: z.string() }),
});
export const staffObjectionsQuery = listQuery(['filedAt']).extend({
  /** Waiting at least this many days (default: the policy's OBJECTION_CLIENT_ANSWER_DAYS); 0 lists every open one. */
  minDays: z.coerce
    .number({ error: 'InvalidFilter' })
    .int({ error: 'InvalidFilter' })
    .min(0)
    .max(3650)
    .optional(),
});
export const staffObjectionsResponse = listResponse(staffObjectionItem);
export const staffObjectionResponse = z.object({ objection: staffObjectionItem, case: caseStateAfter });

/** A request for more time in the staff's queue. */
export const staffPostponementItem = postponement.extend({
  debtor: z.object({ debtorGuid: guid, name: z.string() }),
  client: z.object({ clientGuid: guid, name: z.string() }),
  caseStatus: caseStatus,
});
export const staffPostponementsQuery = listQuery(['requestedAt']);
export const staffPostponementsResponse = listResponse(staffPostponementItem);

/** POST /api/staff/postponements/{postponementGuid}/decision. */
export const postponementDecisionRequest = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'InvalidDecision' }),
    reason: objectionReason,
  })
  .strict();

/**
 * The calls' paths (`{caseGuid}` etc. are path parameters). Debtor and client calls are under the
 * gateway, `/api/extgwapi/api`; the staff's under `/api/staff`.
 */
export const objectionPaths = {
  /** Debtor: GET a case's objections and requests; POST (multipart) files an objection. */
  debtorCaseObjections: '/debtoraccess/cases/{caseGuid}/objections',
  /** Debtor: POST asks for more time on a case. */
  debtorPostponement: '/debtoraccess/cases/{caseGuid}/postponement',
  /** Debtor: GET every objection and request of the debtor. */
  debtorObjections: '/debtoraccess/objections',
  /** Debtor: GET an attachment of an objection on the debtor's case (theirs or the client's answer's). */
  debtorAttachment: '/debtoraccess/objections/{objectionGuid}/attachments/{attachmentGuid}',
  /** Client: GET the list. */
  clientObjections: '/wip/objections',
  /** Client: GET one. */
  clientObjection: '/wip/objections/{objectionGuid}',
  /** Client: GET an attachment. */
  clientAttachment: '/wip/objections/{objectionGuid}/attachments/{attachmentGuid}',
  /** Client: POST (multipart) answers. */
  clientAnswer: '/wip/objections/{objectionGuid}/answer',
  /** Client: POST pause, resume, recall, credit a case. */
  clientPause: '/wip/cases/{caseGuid}/pause',
  clientResume: '/wip/cases/{caseGuid}/resume',
  clientRecall: '/wip/cases/{caseGuid}/recall',
  clientCredit: '/wip/cases/{caseGuid}/credit',
  /** Staff (under /api/staff): GET the queues, GET one objection and its attachments, POST answer, POST decision. */
  staffObjectionQueue: '/queues/objections',
  staffPostponementQueue: '/queues/postponements',
  staffObjection: '/objections/{objectionGuid}',
  staffAttachment: '/objections/{objectionGuid}/attachments/{attachmentGuid}',
  staffAnswer: '/objections/{objectionGuid}/answer',
  staffPostponementDecision: '/postponements/{postponementGuid}/decision',
} as const;
