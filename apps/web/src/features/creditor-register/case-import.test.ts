import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, initialResults, type RowOutcome, registerRows } from './case-import.ts';
import type { CsvCaseRow } from './csv-cases.ts';
import { emptyDraft, type RegistrationRequest } from './registration-request.ts';

const request = (reference: string) =>
  ({ ...emptyDraft(), clientReference: reference }) as unknown as RegistrationRequest;

describe('decodeCsvBytes', () => {
  it('reads UTF-8, and Windows-1252 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Ort;Åre\r\n').buffer)).toBe('Ort;Åre\r\n');
    expect(decodeCsvBytes(new Uint8Array([0xc5, 0x72, 0x65]).buffer)).toBe('Åre');
  });
});

describe('registerRows', () => {
  const rows: CsvCaseRow[] = [
    { row: 2, reference: 'A', ok: true, request: request('A') },
    { row: 3, reference: 'B', ok: false, issues: [{ field: 'claim.dueDate', code: 'InvalidDate' }] },
    { row: 4, reference: 'C', ok: true, request: request('C') },
    { row: 5, reference: 'D', ok: true, request: request('D') },
    { row: 6, reference: 'E', ok: true, request: request('E') },
  ];

  it('sends only the valid rows, never more at once than allowed, and reports every answer by row', async () => {
    let open = 0;
    let mostOpen = 0;
    const outcomes = new Map<number, RowOutcome>();
    await registerRows(
      rows,
      async ({ clientReference }) => {
        open++;
        mostOpen = Math.max(mostOpen, open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open--;
        if (clientReference === 'D') throw new Error('refused');
        return {
          created: clientReference !== 'C',
          caseGuid: `g-${clientReference}`,
          caseNumber: '1',
          ocrReference: '18',
        };
      },
      () => [{ field: 'debtor.identityNumber', code: 'InvalidIdentityNumber' }],
      (index, outcome) => outcomes.set(index, outcome),
      2,
    );
    expect(mostOpen).toBe(2);
    expect([...outcomes.entries()].sort(([a], [b]) => a - b)).toEqual([
      [0, { state: 'created', caseGuid: 'g-A', caseNumber: '1', ocrReference: '18' }],
      [2, { state: 'existing', caseGuid: 'g-C', caseNumber: '1', ocrReference: '18' }],
      [3, { state: 'refused', issues: [{ field: 'debtor.identityNumber', code: 'InvalidIdentityNumber' }] }],
      [4, { state: 'created', caseGuid: 'g-E', caseNumber: '1', ocrReference: '18' }],
    ]);
    expect(initialResults(rows).map((result) => result.outcome.state)).toEqual([
      'ready',
      'refused',
      'ready',
      'ready',
      'ready',
    ]);
  });
});
