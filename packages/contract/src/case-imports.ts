/**
 * A client's imports of cases from a CSV file: the browser checks each row and hands the valid ones
 * over one by one (registercollectioncase), then records the import with its report, which the client
 * can read again later.
 */
import { z } from 'zod';
import { guid } from './cases.ts';
import { listQuery, listResponse } from './lists.ts';

/** A lone UTF-16 surrogate: no character, and refused by PostgreSQL in the report's JSON. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const text = (max: number) =>
  z
    .string({ error: 'FieldRequired' })
    .trim()
    .max(max, { error: 'FieldTooLong' })
    .refine((value) => !LONE_SURROGATE.test(value), { error: 'BadRequest' });

/** What became of one row of the file: a new case, one handed over before, or refused with its reasons. */
export const caseImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  row: z.number({ error: 'BadRequest' }).int({ error: 'BadRequest' }).min(2).max(100_000),
  reference: text(200),
  outcome: z.enum(['created', 'existing', 'refused'], { error: 'BadRequest' }),
  /** The case's number, for a row that was handed over. */
  caseNumber: text(40).nullable(),
  /** Why a refused row was refused: the field (a path of the request, or empty) and the error code. */
  issues: z.array(z.object({ field: text(80), code: text(60) })).max(30),
});

/** POST /wip/registration/caseimports: an import done, with the report of every row. */
export const recordCaseImportRequest = z.object({
  fileName: text(255).min(1, { error: 'FieldRequired' }),
  rows: z.array(caseImportRow).min(1, { error: 'BadRequest' }).max(1000, { error: 'BadRequest' }),
});

export const caseImport = z.object({
  importGuid: guid,
  fileName: z.string(),
  importedAt: z.string(),
  /** The user who imported the file; null once the account is gone. */
  importedBy: z.string().nullable(),
  rows: z.number().int(),
  created: z.number().int(),
  existing: z.number().int(),
  refused: z.number().int(),
  report: z.array(caseImportRow),
});
export type CaseImport = z.infer<typeof caseImport>;

export const caseImportsQuery = listQuery(['importedAt']);
export const caseImportsResponse = listResponse(caseImport);
