/**
 * A client's imports of cases: recorded by the portal once the browser has handed every valid row
 * over, and listed newest first. The counts are the report's own, so they always add up.
 */
import type { caseImportsQuery, recordCaseImportRequest } from '@fordra/contract';
import type { z } from 'zod';
import type { CreditorCaller } from '../../auth/session-plugin.ts';
import type { Executor } from '../../db/executor.ts';
import {
  caseImportCountOfClient,
  caseImportsOfClient,
  insertCaseImport,
} from '../../db/repositories/case-imports.ts';
import { ApiError } from '../../http/api-error.ts';
import { listAnswer, pageWindow } from '../../http/lists.ts';
import { caseImportForClient } from '../../presenters/case-import-for-client.ts';

export async function recordCaseImport(
  db: Executor,
  caller: CreditorCaller,
  input: z.infer<typeof recordCaseImportRequest>,
) {
  if (!caller.accountId) throw new ApiError(403, 'Forbidden', 'A user must sign in for this.');
  const count = (outcome: string) => input.rows.filter((row) => row.outcome === outcome).length;
  const created = await insertCaseImport(db, {
    clientId: caller.clientId,
    accountId: caller.accountId,
    fileName: input.fileName,
    rows: input.rows.length,
    createdCases: count('created'),
    existingCases: count('existing'),
    refusedRows: count('refused'),
    report: input.rows,
  });
  return { importGuid: created?.guid ?? '' };
}

export async function listCaseImports(
  db: Executor,
  clientId: string,
  query: z.infer<typeof caseImportsQuery>,
) {
  const [rows, total] = await Promise.all([
    caseImportsOfClient(db, clientId, pageWindow(query)),
    caseImportCountOfClient(db, clientId),
  ]);
  return listAnswer(query, rows.map(caseImportForClient), total);
}
