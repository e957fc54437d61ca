/** The reports produced for a client (`listproducedreports`), each a document to download. */
import { z } from 'zod';
import { guid } from './cases.ts';
import { isoDate, listQuery, listResponse } from './lists.ts';

export const reportKind = z.enum(['settlement', 'caseStatus', 'delivery'], { error: 'InvalidFilter' });
export type ReportKind = z.infer<typeof reportKind>;
export const reportFormat = z.enum(['pdf', 'csv'], { error: 'InvalidFilter' });

/** POST wip/reporting/listproducedreports: the list's query in the body. */
export const producedReportsRequest = listQuery(['periodStart', 'createdAt']).extend({
  kind: reportKind.optional(),
  format: reportFormat.optional(),
  /** Reports whose period starts in `from`–`to`. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const producedReport = z.object({
  reportGuid: guid,
  kind: reportKind,
  format: reportFormat,
  periodStart: isoDate,
  periodEnd: isoDate,
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  /** Download it from `Archive/{documentGuid}`. */
  documentGuid: guid,
  createdAt: z.string(),
});
export const producedReportsResponse = listResponse(producedReport);
export type ProducedReportsResponse = z.infer<typeof producedReportsResponse>;
