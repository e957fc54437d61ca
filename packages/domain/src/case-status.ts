/** Every status a case can have, as the product specification names them (docs/spec-coverage.md#states). */
export const CASE_STATUSES = [
  'ClosedOtherReason',
  'Collection',
  'CostSaver',
  'Credited',
  'Disputed',
  'Enforcement',
  'Eviction',
  'Inkasso',
  'Legal',
  'Paid',
  'PaymentPlan',
  'PostCollection',
  'PreCollection',
  'Recalled',
  'ResidualCollection',
  'Surveillance',
  'Verdict',
] as const;

export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Whether `value` (from an address or another outside source) is one of the case statuses. */
export const isCaseStatus = (value: string): value is CaseStatus =>
  (CASE_STATUSES as readonly string[]).includes(value);

/** Statuses of closed cases; every other status is active. */
export const INACTIVE_STATUSES = [
  'Paid',
  'Credited',
  'Recalled',
  'ClosedOtherReason',
] as const satisfies readonly CaseStatus[];

/** Tells whether a case with this status is still open. */
export function isActiveStatus(status: CaseStatus): boolean {
  return !(INACTIVE_STATUSES as readonly CaseStatus[]).includes(status);
}

/**
 * The groups a client's case list is filtered by (docs/domain.md#clients-handing-over-paying-directly-settling):
 * every open case, every closed one, or the cases of one stage.
 */
export const STATUS_GROUPS = [
  'active',
  'closed',
  'reminder',
  'collection',
  'monitoring',
  'plan',
  'legal',
] as const;

export type StatusGroup = (typeof STATUS_GROUPS)[number];

/** The statuses of each stage's group; a status is in at most one. */
const STAGE_STATUSES = {
  reminder: ['PreCollection'],
  collection: ['Collection', 'Inkasso', 'CostSaver'],
  monitoring: ['PostCollection', 'Surveillance'],
  plan: ['PaymentPlan'],
  legal: ['Legal', 'Verdict', 'Enforcement', 'Eviction', 'Disputed', 'ResidualCollection'],
} as const satisfies Record<Exclude<StatusGroup, 'active' | 'closed'>, readonly CaseStatus[]>;

/** Returns the statuses a status group stands for. */
export function statusGroupStatuses(group: StatusGroup): readonly CaseStatus[] {
  if (group === 'active') return CASE_STATUSES.filter(isActiveStatus);
  if (group === 'closed') return INACTIVE_STATUSES;
  return STAGE_STATUSES[group];
}

/** The groups whose statuses are shown under the group's name instead of their own. */
const SHOWN_GROUPS = ['reminder', 'collection', 'monitoring'] as const satisfies readonly StatusGroup[];

type ShownGroup = (typeof SHOWN_GROUPS)[number];

type GroupedStatus = (typeof STAGE_STATUSES)[ShownGroup][number];

/** The label a status is shown under: a shared group, or the status itself. */
export type StatusDisplayGroup = ShownGroup | Exclude<CaseStatus, GroupedStatus>;

const SHOWN_GROUP_OF: ReadonlyMap<CaseStatus, ShownGroup> = new Map(
  SHOWN_GROUPS.flatMap((group) => STAGE_STATUSES[group].map((status) => [status, group] as const)),
);

/** Returns the group a status is shown under: reminder, collection, monitoring, or the status itself. */
export function statusDisplayGroup(status: CaseStatus): StatusDisplayGroup {
  // A status in none of the shown groups is shown under its own label.
  return SHOWN_GROUP_OF.get(status) ?? (status as Exclude<CaseStatus, GroupedStatus>);
}

/** Every label a status is shown under, in the order of `CASE_STATUSES`. */
export const STATUS_DISPLAY_GROUPS: readonly StatusDisplayGroup[] = [
  ...new Set(CASE_STATUSES.map(statusDisplayGroup)),
];

/** Services a case can be in, as Swedish keys that the UI translates. */
export const CASE_SERVICES = [
  'Avbetalningsplan',
  'Bevakning',
  'Inkasso',
  'Juridisk hantering',
  'Påminnelse',
  'Stängningsprocess',
] as const;

export type CaseService = (typeof CASE_SERVICES)[number];

/** What the rule after a replay reads of a case: amounts in minor units of its currency. */
export type ReplayedCase = {
  status: CaseStatus;
  /** What the replayed ledger leaves to pay: principal, settled interest and fees. */
  owed: number;
  /** Whether the case has any payment (a deduction included). */
  hasPayments: boolean;
  /** Whether any of its payments is a deduction (a negative payment: the bank took money back). */
  hasDeductions: boolean;
  /** Its service, which a case made `Paid` keeps: `Påminnelse` while it was still in the reminder stage. */
  service: string;
  /** Whether this replay undid its application to Kronofogden (a late payment left it below the minimum). */
  applicationUndone?: boolean;
};

/** Statuses of cases closed for another reason than payment: their ledger never changes their status. */
const CLOSED_OTHERWISE: readonly CaseStatus[] = ['Credited', 'Recalled', 'ClosedOtherReason'];

/** A case's status after a replay, and its service when that changes too. */
export type StatusAfterReplay = { status: CaseStatus; service?: CaseService };

/**
 * Returns the status a case takes after its ledger is replayed, or null when it keeps its own: paid in
 * full by a payment, `Paid` (its service kept); `Paid` and owing again (a deduction took a payment
 * back), back where the process left it: `PreCollection` if paid in the reminder stage (service
 * Påminnelse), otherwise `Collection` (service Inkasso), the Kronofogden stages included. `nextCaseStep`
 * then sends a fresh notice before anything else (docs/domain.md#the-collection-process). Only a
 * deduction reopens a paid case: one that owes again because a reference rate entered late added
 * interest stays `Paid`, since the debtor paid all that was asked. A case whose application to Kronofogden a late
 * payment undid (`Legal`, below the client's minimum) is back in `Collection`. A case closed for another reason (credited,
 * recalled, closed otherwise) is not reopened by its ledger.
 */
export function statusAfterReplay(c: ReplayedCase): StatusAfterReplay | null {
  // Closed by the client or otherwise, a case keeps its status whatever its ledger says.
  if (CLOSED_OTHERWISE.includes(c.status)) return null;
  if (c.owed === 0) return c.hasPayments && c.status !== 'Paid' ? { status: 'Paid' } : null;
  // Its application undone, a case at Kronofogden is back in collection, below the minimum for another.
  if (c.applicationUndone && c.status === 'Legal') return { status: 'Collection', service: 'Inkasso' };
  if (c.status !== 'Paid' || !c.hasDeductions) return null;
  return c.service === 'Påminnelse'
    ? { status: 'PreCollection', service: 'Påminnelse' }
    : { status: 'Collection', service: 'Inkasso' };
}
