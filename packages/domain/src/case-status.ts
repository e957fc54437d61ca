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

const DISPLAY_GROUPS = {
  PreCollection: 'reminder',
  Collection: 'collection',
  Inkasso: 'collection',
  CostSaver: 'collection',
  PostCollection: 'monitoring',
  Surveillance: 'monitoring',
} as const satisfies Partial<Record<CaseStatus, string>>;

type GroupedStatus = keyof typeof DISPLAY_GROUPS;

/** The label a status is shown under: a shared group, or the status itself. */
export type StatusDisplayGroup = (typeof DISPLAY_GROUPS)[GroupedStatus] | Exclude<CaseStatus, GroupedStatus>;

/** Returns the group a status is shown under: reminder, collection, monitoring, or the status itself. */
export function statusDisplayGroup(status: CaseStatus): StatusDisplayGroup {
  return Object.hasOwn(DISPLAY_GROUPS, status)
    ? DISPLAY_GROUPS[status as GroupedStatus]
    : (status as Exclude<CaseStatus, GroupedStatus>);
}

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
