/** The statuses and kinds a case, its fees and its plan are answered with, each the domain's own list. */
import {
  CASE_STATUSES,
  FEE_TYPES,
  INSTALMENT_STATUSES,
  PLAN_STATUSES,
  STATUS_DISPLAY_GROUPS,
} from '@fordra/domain';
import { z } from 'zod';

export const caseStatus = z.enum(CASE_STATUSES);
/** The label a case's status is shown under: `reminder`, `collection`, `monitoring`, or the status itself. */
export const displayedStatusGroup = z.enum(STATUS_DISPLAY_GROUPS);
export const feeType = z.enum(FEE_TYPES);
export const planStatus = z.enum(PLAN_STATUSES);
/** Billed, Future, Paid, Past, …; Past = due and not fully paid. */
export const instalmentStatus = z.enum(INSTALMENT_STATUSES);
