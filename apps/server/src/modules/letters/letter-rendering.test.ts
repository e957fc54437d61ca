/**
 * Letters are rendered after the transaction that issued them commits: a step's transaction stores
 * what its letter shows and no PDF; the render job stores the PDF afterwards, the same one it would
 * have been at once; a letter left unrendered by a process that died is rendered later; and a PDF is
 * stored only once, however often the letter is rendered.
 */
import { addBankDays, nextCaseStep, onOrAfterBankDay, stockholmDateTime } from '@fordra/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeRenderedLetter } from '../../db/repositories/letters.ts';
import { documents, processActions } from '../../db/schema.ts';
import { handOverCase } from '../../test/handed-over-case.ts';
import { deadlineOfLetterPostedNextRun, postWaitingLetters } from '../../test/posted-letters.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { runBusinessDays } from '../engine/business-days.ts';
import { takeCaseStep } from '../engine/case-steps.ts';
import { loadCases, loadForeignFees, loadPolicies } from '../engine/process-facts.ts';
import type { StepContext } from '../engine/step-transaction.ts';
import { loadReferenceRates } from '../ledger/reference-rates.ts';
import { type LetterInput, renderLetter } from './letter.ts';
import { renderLetters, startLetterRenderJob } from './letter-rendering.ts';
import { renderPendingLetter } from './pending-letters.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const documentOf = async (documentId: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.id, documentId)))[0];

/** The day a case handed over today is applied for at Kronofogden, its demand unpaid. */
const applicationDay = () =>
  addBankDays(deadlineOfLetterPostedNextRun('collectionDemand', onOrAfterBankDay(t.today), t.today), 3);

describe('a letter issued in a step of the collection process', () => {
  it('is committed with what it shows and no PDF, and the render job stores the PDF it would have had at once', async () => {
    const db = t.database.db;
    const { id: caseId } = await handOverCase(t, 'LETTER-AFTER-COMMIT');
    await postWaitingLetters(t);
    const day = applicationDay();
    const [subject] = await loadCases(db, { caseId });
    const policies = await loadPolicies(db);
    const policy = policies.get(subject?.clientId ?? '');
    const step = subject && policy ? nextCaseStep(subject, policy, day) : null;
    if (!subject || !step) throw new Error('The case has no step due');
    expect(step.action).toBe('enforcementApplication');

    // A render job that is handed the letters and renders none: the process dies after the commit.
    const handed: string[] = [];
    const context: StepContext = {
      provider: t.config.provider,
      day,
      policies,
      foreignFees: await loadForeignFees(db),
      referenceRates: await loadReferenceRates(db),
      lease: null,
      letters: {
        add: (ids) => handed.push(...ids),
        rendered: async () => 0,
        stop: async () => {},
      },
    };
    expect(await takeCaseStep(db, context, subject, step)).toBe(true);

    const [documentId] = handed;
    if (!documentId) throw new Error('The step handed over no letter');
    const [taken] = await db
      .select({ documentId: processActions.documentId })
      .from(processActions)
      .where(and(eq(processActions.caseId, caseId), eq(processActions.action, 'enforcementApplication')));
    expect(taken?.documentId).toBe(documentId);
    const recorded = await documentOf(documentId);
    expect(recorded).toMatchObject({ kind: 'enforcementApplication', content: null, sizeBytes: 0 });
    const letter = recorded?.letter as unknown as LetterInput;
    expect(letter).toMatchObject({ kind: 'enforcementApplication', issuedOn: day });

    // Rendered later, by a render job of another run: the PDF rendering it at once gives, byte for byte.
    const job = startLetterRenderJob(db);
    job.add(handed);
    expect(await job.rendered()).toBe(1);
    const rendered = await documentOf(documentId);
    const atOnce = await renderLetter(letter);
    expect(Buffer.from(rendered?.content ?? []).equals(atOnce)).toBe(true);
    expect(rendered).toMatchObject({ letter: null, sizeBytes: atOnce.length });
    expect(stockholmDateTime(rendered?.createdAt ?? new Date(0)).date).toBe(day);
  });

  it('is stored once however often it is rendered, whoever renders it first', async () => {
    const db = t.database.db;
    const [waiting] = await db
      .select({ id: documents.id, letter: documents.letter })
      .from(documents)
      .where(isNotNull(documents.letter))
      .limit(1);
    if (!waiting?.letter) throw new Error('The demo data has letters still to be rendered');
    const pdf = await renderLetter(waiting.letter as unknown as LetterInput);

    // The first rendering to finish stores its PDF; one that was cut short, or came second, stores nothing.
    const [first, second] = await Promise.all([
      renderPendingLetter(db, waiting.id),
      renderLetters(db, [waiting.id]),
    ]);
    expect(second).toBe(1);
    const stored = await documentOf(waiting.id);
    expect(Buffer.from(stored?.content ?? []).equals(pdf)).toBe(true);
    expect(Buffer.from(first?.content ?? []).equals(pdf)).toBe(true);
    expect(await storeRenderedLetter(db, waiting.id, Buffer.from('%PDF-another'))).toBeNull();
    expect(Buffer.from((await documentOf(waiting.id))?.content ?? []).equals(pdf)).toBe(true);
  });

  it('is rendered by the time a business day’s run is done', async () => {
    const db = t.database.db;
    const { id: caseId } = await handOverCase(t, 'LETTER-DAY-RUN');
    // A day past the application's: the first test posted the day's print file early, so this demand went
    // out with the next day's.
    await runBusinessDays(db, { worker: 'letters', config: t.config }, addBankDays(applicationDay(), 1));
    const letters = await db.select().from(documents).where(eq(documents.caseId, caseId));
    expect(letters.map((row) => row.kind).sort()).toEqual(['collectionDemand', 'enforcementApplication']);
    for (const row of letters) {
      expect(row.letter).toBeNull();
      expect(
        Buffer.from(row.content ?? [])
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect(row.sizeBytes).toBe(row.content?.length);
    }
  }, 120_000);
});
