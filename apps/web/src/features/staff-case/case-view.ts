import {
  enforcementDecisionRequest,
  type LedgerLine,
  manualPaymentRequest,
  pauseCaseRequest,
  resumeCaseRequest,
  type StaffCaseView,
  staffContactRequest,
  type TimelineEntry,
} from '@fordra/contract';
import { DELIVERY_CHANNELS, FEE_TYPES, PROCESS_ACTIONS, parseKronor } from '@fordra/domain';
import type { z } from 'zod';

/** Where a payment came in from, as the server names it. */
const PAYMENT_CHANNELS = ['bankgiro', 'swish', 'direct', 'other'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * What a line of the ledger is, in words the page translates: the claim itself, a fee by its type,
 * interest over a period (two days, when the server's label names them), or a payment by its channel.
 * A label the web does not know is shown as it came (`other`).
 */
export type LedgerWhat =
  | { kind: 'principal' }
  | { kind: 'fee'; feeType: (typeof FEE_TYPES)[number] }
  | { kind: 'interest'; from: string; to: string }
  | { kind: 'payment'; channel: (typeof PAYMENT_CHANNELS)[number] }
  | { kind: 'other'; line: LedgerLine['kind']; label: string };

const isoDay = /\d{4}-\d{2}-\d{2}/g;

export function ledgerWhat(line: Pick<LedgerLine, 'kind' | 'label'>): LedgerWhat {
  switch (line.kind) {
    case 'principal':
      return { kind: 'principal' };
    case 'fee':
      if (isOneOf(FEE_TYPES, line.label)) return { kind: 'fee', feeType: line.label };
      break;
    case 'interest': {
      const [from, to] = line.label.match(isoDay) ?? [];
      if (from && to) return { kind: 'interest', from, to };
      break;
    }
    case 'payment':
      if (isOneOf(PAYMENT_CHANNELS, line.label)) return { kind: 'payment', channel: line.label };
      break;
  }
  return { kind: 'other', line: line.kind, label: line.label };
}

export type AllocationPart = 'fees' | 'interest' | 'principal' | 'credit';

/** A payment's allocation, in the order the law applies it, leaving out what took nothing. */
export function allocationParts(
  allocation: LedgerLine['allocation'],
): { part: AllocationPart; amount: number }[] {
  if (!allocation) return [];
  const order: AllocationPart[] = ['fees', 'interest', 'principal', 'credit'];
  return order.filter((part) => allocation[part] !== 0).map((part) => ({ part, amount: allocation[part] }));
}

/** The ledger's last balance is the remaining amount the header shows (no lines: nothing to compare). */
export function ledgerMatchesRemaining(view: Pick<StaffCaseView, 'ledger' | 'remainingAmount'>): boolean {
  const last = view.ledger.at(-1);
  return last === undefined || last.balance === view.remainingAmount;
}

/** Which of the page's actions apply to the case as it is now. */
export function availableActions(
  view: Pick<StaffCaseView, 'isActive' | 'pause' | 'awaitingEnforcementDecision'>,
) {
  return {
    payment: view.isActive,
    pause: view.isActive && view.pause === null,
    resume: view.pause !== null,
    enforcementDecision: view.awaitingEnforcementDecision,
  };
}

/** The first thing to correct in a dialog: the field, and an error code to translate. */
export type Problem<F extends string> = { field: F; code: string };
export type Checked<R, F extends string> = { request: R } | { problem: Problem<F> };

/** The first issue of a contract schema's parse, as a problem of the field it names. */
function checked<S extends z.ZodType, F extends string>(
  schema: S,
  input: unknown,
  fields: readonly F[],
  fallback: F,
): Checked<z.infer<S>, F> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  const named = String(issue?.path[0] ?? '');
  const field = (fields as readonly string[]).includes(named) ? (named as F) : fallback;
  return { problem: { field, code: issue?.message ?? 'BadRequest' } };
}

export type PaymentForm = { amount: string; paymentDate: string; reference: string; reason: string };
const paymentFields = ['amount', 'paymentDate', 'reference', 'reason'] as const;
export type PaymentField = (typeof paymentFields)[number];

/** A payment registered by hand: the amount typed in kronor (öre on the wire), a day not after today. */
export function paymentRequest(
  form: PaymentForm,
  today: string,
): Checked<z.infer<typeof manualPaymentRequest>, PaymentField> {
  const amount = parseKronor(form.amount);
  if (amount === null || amount <= 0) return { problem: { field: 'amount', code: 'InvalidAmount' } };
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.paymentDate) && form.paymentDate > today)
    return { problem: { field: 'paymentDate', code: 'PaymentDateInFuture' } };
  const reference = form.reference.trim();
  return checked(
    manualPaymentRequest,
    { amount, paymentDate: form.paymentDate, reference: reference || undefined, reason: form.reason },
    paymentFields,
    'reason',
  );
}

export type PauseForm = { resumeOn: string; reason: string };
const pauseFields = ['resumeOn', 'reason'] as const;
export type PauseField = (typeof pauseFields)[number];

/** A pause until a resume day after today. */
export function pauseRequest(
  form: PauseForm,
  today: string,
): Checked<z.infer<typeof pauseCaseRequest>, PauseField> {
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.resumeOn) && form.resumeOn <= today)
    return { problem: { field: 'resumeOn', code: 'ResumeDayOutOfRange' } };
  return checked(pauseCaseRequest, form, pauseFields, 'reason');
}

export function resumeRequest(form: {
  reason: string;
}): Checked<z.infer<typeof resumeCaseRequest>, 'reason'> {
  return checked(resumeCaseRequest, form, ['reason'], 'reason');
}

export type DecisionForm = { decision: string; decidedOn: string; reason: string };
const decisionFields = ['decision', 'decidedOn', 'reason'] as const;
export type DecisionField = (typeof decisionFields)[number];

/** Kronofogden's decision, on a day not after today. */
export function decisionRequest(
  form: DecisionForm,
  today: string,
): Checked<z.infer<typeof enforcementDecisionRequest>, DecisionField> {
  if (form.decision === '') return { problem: { field: 'decision', code: 'InvalidDecision' } };
  if (/^\d{4}-\d{2}-\d{2}$/.test(form.decidedOn) && form.decidedOn > today)
    return { problem: { field: 'decidedOn', code: 'DecisionDateInFuture' } };
  return checked(enforcementDecisionRequest, form, decisionFields, 'reason');
}

export type ContactForm = { email: string; cellularPhone: string; reason: string };
const contactFields = ['email', 'cellularPhone', 'reason'] as const;
export type ContactField = (typeof contactFields)[number];

/** Corrected contact details: an empty field removes that detail; the server checks the formats. */
export function contactRequest(
  form: ContactForm,
): Checked<z.infer<typeof staffContactRequest>, ContactField> {
  const email = form.email.trim();
  if (email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { problem: { field: 'email', code: 'InvalidEmail' } };
  const cellularPhone = form.cellularPhone.trim();
  return checked(
    staffContactRequest,
    { email: email || null, cellularPhone: cellularPhone || null, reason: form.reason },
    contactFields,
    'reason',
  );
}

/** The audit log's actions the timeline names in words, by the key of their words. */
const auditActions = {
  'case.registered': 'caseRegistered',
  'case.paused': 'casePaused',
  'case.resumed': 'caseResumed',
  'payment.manual': 'paymentManual',
  'payment.placed': 'paymentPlaced',
  'payment.direct': 'paymentDirect',
  'enforcement.filed': 'enforcementFiled',
  'enforcement.decision': 'enforcementDecision',
  'debtor.contact-updated': 'contactUpdated',
  'plan.proposed': 'planProposed',
  'plan.accepted': 'planAccepted',
  'plan.rejected': 'planRejected',
  'process.stepUndone': 'stepUndone',
  'delivery.returned': 'deliveryReturned',
  'delivery.sentAgain': 'deliverySentAgain',
} as const;
type AuditAction = (typeof auditActions)[keyof typeof auditActions];
const decisions = ['verdict', 'enforcement', 'rejected', 'withdrawn'] as const;

/**
 * What a timeline entry says, in words the page translates: an audited action (with the resume day of
 * a pause, the decision of Kronofogden's), a step of the collection process (`process.<step>`), or an
 * action the web does not know, shown as the server names it.
 */
export type TimelineWhat =
  | { kind: 'action'; action: AuditAction }
  | { kind: 'paused'; resumeOn: string }
  | { kind: 'decision'; decision: (typeof decisions)[number] }
  | { kind: 'step'; step: (typeof PROCESS_ACTIONS)[number] }
  | {
      kind: 'delivery';
      outcome: (typeof deliveryOutcomes)[number];
      channel: (typeof DELIVERY_CHANNELS)[number];
      title: string;
      postedOn: string | null;
      deliveredOn: string | null;
    }
  | { kind: 'other'; action: string };

const deliveryOutcomes = ['queued', 'sent', 'delivered', 'failed', 'returned', 'retry', 'dead'] as const;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** An attempt to deliver one of the case's letters (`delivery.attempt`), when its details are whole. */
function deliveryWhat(details: TimelineEntry['details']): TimelineWhat | null {
  const outcome = text(details.outcome) ?? '';
  const channel = text(details.channel) ?? '';
  if (!isOneOf(deliveryOutcomes, outcome) || !isOneOf(DELIVERY_CHANNELS, channel)) return null;
  return {
    kind: 'delivery',
    outcome,
    channel,
    title: text(details.documentTitle) ?? '',
    postedOn: text(details.postedOn),
    deliveredOn: text(details.deliveredOn),
  };
}

export function timelineWhat(entry: Pick<TimelineEntry, 'action' | 'details'>): TimelineWhat {
  const { action, details } = entry;
  if (action === 'case.paused' && typeof details.resumeOn === 'string')
    return { kind: 'paused', resumeOn: details.resumeOn };
  if (
    action === 'enforcement.decision' &&
    typeof details.decision === 'string' &&
    isOneOf(decisions, details.decision)
  )
    return { kind: 'decision', decision: details.decision };
  if (action === 'delivery.attempt') {
    const delivery = deliveryWhat(details);
    if (delivery) return delivery;
  }
  if (action in auditActions)
    return { kind: 'action', action: auditActions[action as keyof typeof auditActions] };
  const step = action.startsWith('process.') ? action.slice('process.'.length) : '';
  if (isOneOf(PROCESS_ACTIONS, step)) return { kind: 'step', step };
  return { kind: 'other', action };
}

/** The amount an entry moved (a payment), when its details name one. */
export function timelineAmount(entry: Pick<TimelineEntry, 'details'>): number | null {
  const { amount } = entry.details;
  return typeof amount === 'number' && Number.isInteger(amount) ? amount : null;
}
