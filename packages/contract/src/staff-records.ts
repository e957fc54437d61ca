/**
 * The back office's records beside the queues: a debtor's cases and payments at a glance, every
 * payment file received, and the audit log (admins only).
 */
import { z } from 'zod';
import { caseStatus } from './case-status.ts';
import { guid } from './cases.ts';
import { isoDate, listQuery, listResponse, periodQuery } from './lists.ts';
import { currency, minorUnits } from './money.ts';

/** GET /api/staff/debtors/:debtorGuid/overview: the debtor's cases with their balance today, and their latest payments. */
export const staffDebtorOverview = z.object({
  cases: z.array(
    z.object({
      caseGuid: guid,
      caseNumber: z.string(),
      creditorName: z.string(),
      status: caseStatus,
      currency,
      remainingAmount: minorUnits,
    }),
  ),
  /** The newest first, at most `DEBTOR_RECENT_PAYMENTS`. */
  payments: z.array(
    z.object({
      paymentGuid: guid,
      paymentDate: isoDate,
      currency,
      amount: minorUnits,
      caseNumber: z.string(),
    }),
  ),
  /** Every payment matched to the debtor's cases, however many are listed. */
  paymentCount: z.number().int(),
});
export type StaffDebtorOverview = z.infer<typeof staffDebtorOverview>;
export const DEBTOR_RECENT_PAYMENTS = 10;

/**
 * Why a payment file was refused whole, as a code the web translates: `Unreadable` (not BgMax as
 * Bankgirot writes it; `line` names where), `WrongBankgiro` (paid to a bankgiro not the provider's).
 */
export const paymentFileRefusal = z.object({
  code: z.enum(['Unreadable', 'WrongBankgiro']),
  line: z.number().int().nullable(),
  /** The receiving bankgiro that refused it, `NNN-NNNN`. */
  bankgiro: z.string().nullable(),
});
export type PaymentFileRefusal = z.infer<typeof paymentFileRefusal>;

/** GET /api/staff/payment-files: every payment file received, the newest first; `status` filters. */
export const paymentFilesQuery = listQuery(['receivedAt']).extend({
  status: z.enum(['imported', 'refused'], { error: 'InvalidFilter' }).optional(),
});
export const paymentFileItem = z.object({
  fileGuid: guid,
  fileName: z.string(),
  /** `inbox`, or `staff:<username>` for an upload. */
  source: z.string(),
  status: z.enum(['imported', 'refused']),
  refusal: paymentFileRefusal.nullable(),
  /** The refusal as the parser put it (English), for the technically minded; null for an imported file. */
  reason: z.string().nullable(),
  receivedAt: z.string(),
  /** The payments and deductions registered from it, all of them and those matching no case or invoice. */
  payments: z.number().int(),
  unmatched: z.number().int(),
  /** Their sum per currency, in minor units. */
  sums: z.array(z.object({ currency, amount: minorUnits })),
});
export type PaymentFileItem = z.infer<typeof paymentFileItem>;
export const paymentFilesResponse = listResponse(paymentFileItem);

/**
 * GET /api/staff/audit-log: who did what and when, the newest first. `entity` (exact), `action` (its
 * beginning, e.g. `client.` or `client.policy-updated`), `actor` (part of a name or user name) and the
 * period (`from`, `to`, days in Stockholm) filter.
 */
/** The kinds of entity the server's audit entries name (`audit_log.entity`). */
export const auditEntities = [
  'account',
  'api_key',
  'case',
  'client',
  'debtor',
  'document',
  'invoice',
  'payment_file',
  'payment_plan',
  'referenceRate',
  'webhook_endpoint',
] as const;
export const auditLogQuery = listQuery(['at'])
  .extend({
    entity: z.enum(auditEntities, { error: 'InvalidFilter' }).optional(),
    action: z.string().trim().max(80, { error: 'FieldTooLong' }).optional(),
    actor: z.string().trim().max(100, { error: 'FieldTooLong' }).optional(),
  })
  .extend(periodQuery.shape);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditLogEntry = z.object({
  at: z.string(),
  action: z.string(),
  entity: z.string().nullable(),
  entityId: z.string().nullable(),
  /**
   * Who acted: an account's display name (staff, a client's user, a signed-in debtor), an API key's name,
   * the operating-system user who ran a command, the debtor the entry is about; null for the process.
   */
  actor: z.string().nullable(),
  actorKind: z.enum(['account', 'apiKey', 'operator', 'debtor', 'system']),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogResponse = listResponse(auditLogEntry);
