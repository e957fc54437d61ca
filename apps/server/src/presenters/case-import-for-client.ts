/** A case import as the client reads it again: the file, when and by whom, the counts and each row's report. */
import type { CaseImport } from '@fordra/contract';
import type { caseImports } from '../db/schema.ts';

export function caseImportForClient(row: {
  caseImport: typeof caseImports.$inferSelect;
  importedBy: string | null;
}): CaseImport {
  const { caseImport } = row;
  return {
    importGuid: caseImport.guid,
    fileName: caseImport.fileName,
    importedAt: caseImport.createdAt.toISOString(),
    importedBy: row.importedBy,
    rows: caseImport.rows,
    created: caseImport.createdCases,
    existing: caseImport.existingCases,
    refused: caseImport.refusedRows,
    report: caseImport.report,
  };
}
