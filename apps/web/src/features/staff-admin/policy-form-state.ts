import { type ClientPolicy, type StaffClientDetails, updateClientPolicyRequest } from '@fordra/contract';
import { parseKronor } from '@fordra/domain';
import type { z } from 'zod';

export type UpdateClientPolicyRequest = z.infer<typeof updateClientPolicyRequest>;

/** The policy's day and count fields, in the order the form shows them. */
export const policyNumberFields = [
  'reminderAfterDays',
  'collectionAfterReminderDays',
  'instalmentNoticeDaysBefore',
  'instalmentReminderAfterDays',
  'planMissedInstalmentsToTerminate',
] as const;
export type PolicyNumberField = (typeof policyNumberFields)[number];

/** A client's policy as the admin types it: numbers as text until the form is sent. */
export type PolicyDraft = {
  reminderFeeAgreed: boolean;
  businessCompensation: boolean;
  autoApprovePlans: boolean;
  afterDemand: ClientPolicy['afterDemand'];
  numbers: Record<PolicyNumberField, string>;
  /** The least balance for Kronofogden, in kronor as typed. */
  enforcementMinimum: string;
  creditors: { creditorGuid: string; name: string; months: string; total: string }[];
  reason: string;
};

/**
 * Why a field is not accepted: a code (`NotWholeNumber`, `InvalidAmount`, `OutOfRange`, the contract's
 * `ReasonRequired`, `FieldTooLong`) and, for a range, its bounds. Keyed by the field's path:
 * `reminderAfterDays`, `creditors.0.autoApproveMaxMonths`, `reason` (the contract's paths, less `policy.`).
 */
export type FieldProblem = { code: string; min?: number; max?: number };
export type PolicyProblems = Record<string, FieldProblem>;

/** Kronor as the admin reads and types them (`25 000`, `1 234,50`) from öre. */
export function kronorText(minor: number): string {
  const whole = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const fraction = minor % 100;
  return fraction === 0 ? whole : `${whole},${fraction.toString().padStart(2, '0')}`;
}

/** The form filled in with the client's policy as it is. */
export function draftOf(details: StaffClientDetails): PolicyDraft {
  const { policy } = details;
  return {
    reminderFeeAgreed: policy.reminderFeeAgreed,
    businessCompensation: policy.businessCompensation,
    autoApprovePlans: policy.autoApprovePlans,
    afterDemand: policy.afterDemand,
    numbers: Object.fromEntries(policyNumberFields.map((field) => [field, String(policy[field])])) as Record<
      PolicyNumberField,
      string
    >,
    enforcementMinimum: kronorText(policy.enforcementMinimum),
    creditors: details.creditors.map((creditor) => ({
      creditorGuid: creditor.creditorGuid,
      name: creditor.name,
      months: String(creditor.autoApproveMaxMonths),
      total: kronorText(creditor.autoApproveMaxTotal),
    })),
    reason: '',
  };
}

const WHOLE = /^\d{1,6}$/;

/**
 * The request the form sends, or why it cannot be sent: whole numbers and amounts are read first,
 * then everything is checked by the contract's own schema (its ranges, the required reason).
 */
export function readPolicyDraft(
  draft: PolicyDraft,
): { ok: true; request: UpdateClientPolicyRequest } | { ok: false; problems: PolicyProblems } {
  const problems: PolicyProblems = {};
  const whole = (text: string, path: string): number => {
    const trimmed = text.trim();
    if (!WHOLE.test(trimmed)) {
      problems[path] = { code: 'NotWholeNumber' };
      return 0;
    }
    return Number(trimmed);
  };
  const numbers = Object.fromEntries(
    policyNumberFields.map((field) => [field, whole(draft.numbers[field], field)]),
  ) as Record<PolicyNumberField, number>;
  const enforcementMinimum = parseKronor(draft.enforcementMinimum.trim());
  if (enforcementMinimum === null) problems.enforcementMinimum = { code: 'InvalidAmount' };
  const creditors = draft.creditors.map((creditor, index) => {
    const total = parseKronor(creditor.total.trim());
    if (total === null) problems[`creditors.${index}.autoApproveMaxTotal`] = { code: 'InvalidAmount' };
    return {
      creditorGuid: creditor.creditorGuid,
      autoApproveMaxMonths: whole(creditor.months, `creditors.${index}.autoApproveMaxMonths`),
      autoApproveMaxTotal: total ?? 0,
    };
  });
  const candidate = {
    policy: {
      reminderFeeAgreed: draft.reminderFeeAgreed,
      businessCompensation: draft.businessCompensation,
      autoApprovePlans: draft.autoApprovePlans,
      afterDemand: draft.afterDemand,
      ...numbers,
      enforcementMinimum: enforcementMinimum ?? 0,
    },
    creditors,
    reason: draft.reason,
  };
  const parsed = updateClientPolicyRequest.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The first path segment is `policy` for the policy's own fields: the form names them alone.
      const path = (issue.path[0] === 'policy' ? issue.path.slice(1) : issue.path).join('.');
      if (problems[path]) continue;
      // The contract's own codes (`ReasonRequired`) come as the message; a bare range has none.
      if (/^[A-Z]\w+$/.test(issue.message)) problems[path] = { code: issue.message };
      else if (issue.code === 'too_small' || issue.code === 'too_big') problems[path] = rangeOf(path);
      else problems[path] = { code: 'Invalid' };
    }
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, request: parsed.data };
}

/** The bounds the contract sets on a number field, for saying them to the admin. */
function rangeOf(path: string): FieldProblem {
  const [head, , tail] = path.split('.');
  if (head === 'creditors' && tail === 'autoApproveMaxMonths')
    return { code: 'OutOfRange', ...bounds(monthsSchema) };
  if (head === 'enforcementMinimum' || (head === 'creditors' && tail === 'autoApproveMaxTotal'))
    return { code: 'InvalidAmount' };
  const field = policySchema.shape[head as PolicyNumberField];
  return field ? { code: 'OutOfRange', ...bounds(field) } : { code: 'Invalid' };
}

const policySchema = updateClientPolicyRequest.shape.policy;
const monthsSchema = updateClientPolicyRequest.shape.creditors.element.shape.autoApproveMaxMonths;

function bounds(schema: { minValue: number | null; maxValue: number | null }): {
  min?: number;
  max?: number;
} {
  return {
    ...(schema.minValue !== null ? { min: schema.minValue } : {}),
    ...(schema.maxValue !== null ? { max: schema.maxValue } : {}),
  };
}
