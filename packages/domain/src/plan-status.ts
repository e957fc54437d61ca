/** Every status an instalment plan can have. */
export const PLAN_STATUSES = ['Proposal', 'Active', 'Completed', 'Terminated', 'Rejected'] as const;

export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** Plan statuses listed on the active tab; the rest are on the inactive tab. */
export const ACTIVE_PLAN_STATUSES = ['Proposal', 'Active'] as const satisfies readonly PlanStatus[];

/** Tells whether a plan with this status belongs on the active tab. */
export function isActivePlanStatus(status: PlanStatus): boolean {
  return (ACTIVE_PLAN_STATUSES as readonly PlanStatus[]).includes(status);
}

/** Every status a single instalment of a plan can have. */
export const INSTALMENT_STATUSES = [
  'Billed',
  'Future',
  'Inactive',
  'Paid',
  'Past',
  'Paused',
  'Proposal',
  'Reminder',
  'Unknown',
] as const;

export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
