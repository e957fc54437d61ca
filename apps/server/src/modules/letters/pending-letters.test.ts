import { stockholmDateTime } from '@fordra/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, cases, documents } from '../../db/schema.ts';
import { pdfText } from '../../pdf/pdf-text.ts';
import { signedIn, startTestApp, type TestApp, type Visitor } from '../../test/test-app.ts';
import { issueCaseLetter } from './case-letters.ts';
import { renderPendingLetters } from './pending-letters.ts';

let t: TestApp;
let lars: Visitor;
beforeAll(async () => {
  t = await startTestApp();
  lars = await signedIn(t.app, 'demo');
});
afterAll(() => t.close());

/** Lars Andersson's letters as stored: whether each still waits to be rendered. */
async function larsLetters() {
  const [lars] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'demo'));
  return t.database.db
    .select({
      id: documents.id,
      guid: documents.guid,
      caseId: documents.caseId,
      kind: documents.kind,
      createdAt: documents.createdAt,
      sizeBytes: documents.sizeBytes,
      pending: isNotNull(documents.letter),
    })
    .from(documents)
    .where(eq(documents.debtorId, lars?.debtorId ?? ''));
}

const caseGuidOf = async (caseId: string | null) =>
  (
    await t.database.db
      .select({ guid: cases.guid })
      .from(cases)
      .where(eq(cases.id, caseId ?? ''))
  )[0]?.guid;

describe('the demo letters, rendered on first use', () => {
  it('are issued by the seed with their PDF still to be rendered', async () => {
    const letters = await larsLetters();
    expect(letters.length).toBeGreaterThan(2);
    for (const letter of letters) expect(letter).toMatchObject({ pending: true, sizeBytes: 0 });
  });

  it('serve a letter asked for before it was rendered at once: the same letter, kept for the next download', async () => {
    const [letter] = (await larsLetters()).filter((row) => row.kind === 'reminder' && row.pending);
    if (!letter?.caseId) throw new Error('Lars has a reminder');
    const download = await lars.request('GET', `/api/extgwapi/api/Archive/${letter.guid}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The same letter issued now, rendered at once as the collection process renders its letters.
    const issuedOn = stockholmDateTime(letter.createdAt).date;
    const { documentId } = await issueCaseLetter(t.database.db, t.config.provider, {
      caseId: letter.caseId,
      kind: 'reminder',
      issuedOn,
    });
    const [eager] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
    expect(await pdfText(download.rawPayload)).toBe(await pdfText(eager?.content ?? new Uint8Array()));

    const [stored] = await t.database.db.select().from(documents).where(eq(documents.id, letter.id));
    expect(stored).toMatchObject({ letter: null, sizeBytes: download.rawPayload.length });
    const again = await lars.request('GET', `/api/extgwapi/api/Archive/${letter.guid}`);
    expect(again.rawPayload.equals(download.rawPayload)).toBe(true);
    await t.database.db.delete(documents).where(eq(documents.id, documentId));
  });

  it('list a case’s letters with the sizes of the PDFs they download, rendering those that wait', async () => {
    const [letter] = (await larsLetters()).filter((row) => row.kind === 'collectionDemand' && row.pending);
    if (!letter) throw new Error('Lars has a collection demand');
    const listed = (
      await lars.soap('getHistoryDocument', { caseGuid: await caseGuidOf(letter.caseId) })
    ).json().documents as { documentGuid: string; sizeBytes: number }[];
    expect(listed.length).toBeGreaterThan(0);
    for (const doc of listed) {
      expect(doc.sizeBytes).toBeGreaterThan(1000);
      const download = await lars.request('GET', `/api/extgwapi/api/Archive/${doc.documentGuid}`);
      expect(download.rawPayload.length).toBe(doc.sizeBytes);
    }
  });

  it('answer two downloads of a waiting letter at once with the one letter stored', async () => {
    const [letter] = (await larsLetters()).filter((row) => row.pending);
    if (!letter) throw new Error('Lars has letters still to be rendered');
    const [first, second] = await Promise.all([
      lars.request('GET', `/api/extgwapi/api/Archive/${letter.guid}`),
      lars.request('GET', `/api/extgwapi/api/Archive/${letter.guid}`),
    ]);
    const [stored] = await t.database.db.select().from(documents).where(eq(documents.id, letter.id));
    expect(Buffer.from(stored?.content ?? []).equals(first.rawPayload)).toBe(true);
    expect(Buffer.from(stored?.content ?? []).equals(second.rawPayload)).toBe(true);
  });

  it('are all rendered by the background pass, which leaves the rendered ones as they are', async () => {
    const before = await t.database.db
      .select({ id: documents.id, content: documents.content })
      .from(documents)
      .where(isNotNull(documents.content));
    expect(await renderPendingLetters(t.database.db)).toBeGreaterThan(0);
    const waiting = await t.database.db.select().from(documents).where(isNotNull(documents.letter));
    expect(waiting).toEqual([]);
    for (const { id, content } of before) {
      const [now] = await t.database.db
        .select({ content: documents.content })
        .from(documents)
        .where(and(eq(documents.id, id)));
      expect(Buffer.from(now?.content ?? []).equals(Buffer.from(content ?? []))).toBe(true);
    }
    expect(await renderPendingLetters(t.database.db)).toBe(0);
  });

  it('stop when the pass is aborted', async () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(await renderPendingLetters(t.database.db, aborted.signal)).toBe(0);
  });
});
