/** The statuses and kinds a case, its fees and its plan are answered with, each the domain's own list. */
import {
  CASE_STATUS_GROUPS,
  CASE_STATUSES,
  FEE_TYPES,
  INSTALMENT_STATUSES,
  PLAN_STATUSES,
  STATUS_GROUPS,
  type StatusGroup,
  statusGroupStatuses,
} from '@fordra/domain';
import { z } from 'zod';

export const caseStatus = z.enum(CASE_STATUSES);

/** What each status group means, for the OpenAPI document; the statuses it holds come from the domain. */
const STATUS_GROUP_MEANINGS: Record<StatusGroup, string> = {
  active: 'every open case, whatever its stage',
  closed: 'closed: paid, credited, recalled or closed for another reason',
  reminder: 'a reminder before collection',
  collection: 'in collection (collection demand and notices)',
  monitoring: 'monitored after collection',
  plan: 'paid by an instalment plan',
  legal: 'disputed, at Kronofogden or in court, or in residual collection',
};

const meaningOf = (group: StatusGroup) =>
  `\`${group}\`: ${STATUS_GROUP_MEANINGS[group]} (${statusGroupStatuses(group).join(', ')})`;

/** The case list's `statusGroup` filter: every open case, every closed one, or one stage. */
export const statusGroupFilter = z
  .enum(STATUS_GROUPS, { error: 'InvalidFilter' })
  .describe(
    `The cases of one group, spelled as every answer's \`statusGroup\` spells a case's group. ${STATUS_GROUPS.map(meaningOf).join('; ')}.`,
  );

/**
 * The group a case is in (domain `statusGroupOf`): its stage, or `closed`; the same spelling as the
 * `statusGroup` filter, so that filtering by it finds the case.
 */
export const caseStatusGroup = z
  .enum(CASE_STATUS_GROUPS)
  .describe(
    `The case's group, as the case list's \`statusGroup\` filter spells it (a case in any group but \`closed\` is also in \`active\`). ${CASE_STATUS_GROUPS.map(meaningOf).join('; ')}.`,
  );
export const feeType = z.enum(FEE_TYPES);
export const planStatus = z.enum(PLAN_STATUSES);
/** Billed, Future, Paid, Past, …; Past = due and not fully paid. */
export const instalmentStatus = z.enum(INSTALMENT_STATUSES);
