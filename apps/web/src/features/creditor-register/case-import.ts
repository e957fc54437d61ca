/**
 * Reading an uploaded file of cases and registering its valid rows a few at a time. The text is
 * UTF-8 (Excel's "CSV UTF-8"); a file that is not is read as Windows-1252, which Excel's plain
 * "CSV" uses in Sweden, so that å, ä and ö survive either way.
 */
import type { CsvCaseRow } from './csv-cases.ts';
import type { DraftIssue, RegistrationRequest } from './registration-request.ts';

/** The largest file taken: about 1 000 cases of long rows with room to spare. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export type RegisteredRow = { caseGuid: string; caseNumber: string; ocrReference: string };

/** Where a row of the file stands: checked, sent, or answered. */
export type RowOutcome =
  | { state: 'ready' }
  | { state: 'sending' }
  | { state: 'refused'; issues: DraftIssue[] }
  | ({ state: 'created' | 'existing' } & RegisteredRow);

export type RowResult = { row: number; reference: string; outcome: RowOutcome };

export const initialResults = (rows: readonly CsvCaseRow[]): RowResult[] =>
  rows.map((row) => ({
    row: row.row,
    reference: row.reference,
    outcome: row.ok ? { state: 'ready' } : { state: 'refused', issues: row.issues },
  }));

/**
 * Registers each valid row with `register`, at most `concurrency` at once, and reports each answer
 * by its index in `rows` as it comes. A refusal is the row's; the others still go.
 */
export async function registerRows(
  rows: readonly CsvCaseRow[],
  register: (request: RegistrationRequest) => Promise<RegisteredRow & { created: boolean }>,
  refusalOf: (error: unknown) => DraftIssue[],
  onOutcome: (index: number, outcome: RowOutcome) => void,
  concurrency = 4,
): Promise<void> {
  const queue = rows.flatMap((row, index) => (row.ok ? [{ index, request: row.request }] : []));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      onOutcome(next.index, { state: 'sending' });
      try {
        const { created, caseGuid, caseNumber, ocrReference } = await register(next.request);
        onOutcome(next.index, {
          state: created ? 'created' : 'existing',
          caseGuid,
          caseNumber,
          ocrReference,
        });
      } catch (error) {
        onOutcome(next.index, { state: 'refused', issues: refusalOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** How many rows ended each way. */
export function countOutcomes(results: readonly RowResult[]) {
  const count = (state: RowOutcome['state']) =>
    results.filter((result) => result.outcome.state === state).length;
  return {
    ready: count('ready'),
    created: count('created'),
    existing: count('existing'),
    refused: count('refused'),
  };
}

/** What became of each row, as the import is kept (`recordCaseImportRequest`); rows never sent count as refused. */
export function importReport(results: readonly RowResult[]) {
  return results.map(({ row, reference, outcome }) => ({
    row,
    reference: reference.slice(0, 200),
    outcome:
      outcome.state === 'created' || outcome.state === 'existing' ? outcome.state : ('refused' as const),
    caseNumber: outcome.state === 'created' || outcome.state === 'existing' ? outcome.caseNumber : null,
    issues: outcome.state === 'refused' ? outcome.issues.slice(0, 30) : [],
  }));
}
