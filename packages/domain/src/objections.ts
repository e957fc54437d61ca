/**
 * A debtor's objection to a claim (bestridande) and request for more time (anstånd), and the client's
 * answers (docs/domain.md#objections-and-postponements). Pure rules: what may be filed, what the
 * postponement policy allows, what an answer does to the case.
 */
import { addDays, daysBetween } from './iso-date.ts';

/**
 * Why a debtor disputes a claim, the common grounds of Finansinspektionen's guidance and the collectors'
 * pages: already paid, not ordered or not received, wrong amount, not mine (identity misused), goods or
 * service faulty, other.
 */
export const OBJECTION_GROUNDS = [
  'alreadyPaid',
  'notOrdered',
  'wrongAmount',
  'notMine',
  'faulty',
  'other',
] as const;
export type ObjectionGround = (typeof OBJECTION_GROUNDS)[number];

/** The whole claim, or a part of it (with the amount disputed). */
export const OBJECTION_SCOPES = ['whole', 'part'] as const;
export type ObjectionScope = (typeof OBJECTION_SCOPES)[number];

/**
 * Where an objection stands: open (waiting for the client: the case is held), upheld (the client
 * maintains the claim: the process resumes), credited (the client credited part or all of the claim),
 * withdrawn (the client withdrew the claim: the case is Recalled).
 */
export const OBJECTION_STATUSES = ['open', 'upheld', 'credited', 'withdrawn'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

/** The client's (or, asked by the client, the provider's staff's) answers to an objection. */
export const OBJECTION_ANSWERS = ['uphold', 'credit', 'withdraw'] as const;
export type ObjectionAnswer = (typeof OBJECTION_ANSWERS)[number];

/** The status an answer leaves the objection in. */
export const OBJECTION_STATUS_AFTER: Record<ObjectionAnswer, ObjectionStatus> = {
  uphold: 'upheld',
  credit: 'credited',
  withdraw: 'withdrawn',
};

/** Limits of an objection's text and of an answer's reason, in characters. */
export const OBJECTION_TEXT_MAX = 5000;
export const OBJECTION_REASON_MAX = 2000;

/**
 * The days an objection may wait for the client's answer before it shows in the provider's staff's
 * queue, so a handler chases the client (God inkassosed: a dispute is handled without delay).
 */
export const OBJECTION_CLIENT_ANSWER_DAYS = 10;

/** Where a request for more time stands: approved (holds the case until its new due date), pending a handler, rejected. */
export const POSTPONEMENT_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type PostponementStatus = (typeof POSTPONEMENT_STATUSES)[number];

/** The policy for requests for more time: a new due date at most this many days from today, once per case. */
export const POSTPONEMENT_MAX_DAYS = 30;

/** What the postponement rule reads: today, the day asked for, and the requests the case already has. */
export type PostponementFacts = {
  today: string;
  newDueDate: string;
  /** How many requests the case already has that were not rejected (approved or pending). */
  earlierRequests: number;
};

/** Why a requested day cannot be asked for at all: not after today, or more than a year ahead. */
export type PostponementRefusal = 'NewDueDateNotAfterToday' | 'NewDueDateTooFar';

/** The longest a request may ask for at all (a handler decides beyond the policy, up to this). */
export const POSTPONEMENT_ABSOLUTE_MAX_DAYS = 365;

/**
 * The outcome of a debtor's request for more time: refused outright (a day not after today, or beyond a
 * year), approved at once within the policy (at most POSTPONEMENT_MAX_DAYS days ahead, the first request
 * of the case), otherwise pending a handler's decision.
 */
export function postponementOutcome(
  facts: PostponementFacts,
): { refused: PostponementRefusal } | { status: 'approved' | 'pending' } {
  const days = daysBetween(facts.today, facts.newDueDate);
  if (days < 1) return { refused: 'NewDueDateNotAfterToday' };
  if (days > POSTPONEMENT_ABSOLUTE_MAX_DAYS) return { refused: 'NewDueDateTooFar' };
  if (days <= POSTPONEMENT_MAX_DAYS && facts.earlierRequests === 0) return { status: 'approved' };
  return { status: 'pending' };
}

/** The last new due date the policy approves at once when asked on ISO day `today`. */
export function latestPostponementWithinPolicy(today: string): string {
  return addDays(today, POSTPONEMENT_MAX_DAYS);
}

/** Statuses of a case at Kronofogden: an objection there is Kronofogden's matter, the case keeps its status. */
export const ENFORCEMENT_STAGE_STATUSES = ['Legal', 'Verdict', 'Enforcement', 'Eviction'] as const;

/** Whether a case in `status` is with Kronofogden, so an objection must be notified to it. */
export function isAtKronofogden(status: string): boolean {
  return (ENFORCEMENT_STAGE_STATUSES as readonly string[]).includes(status);
}
