/**
 * On PGlite a payment import gives way between its batches: a request that comes during one batch has
 * all its queries answered before the next batch begins, not one query per batch.
 */
import { writeBgmax } from '@fordra/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBgmax } from '../modules/bank-files/bgmax-import.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { cases } from './schema.ts';
import { runsOneAtATime } from './yield-to-requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('an import on PGlite', () => {
  it('answers every query of a request that came during a batch before its next batch', async (context) => {
    if (!runsOneAtATime(t.database.db)) context.skip();
    const list = Array.from({ length: 6 }, (_, index) => ({ reference: `4444444444${index}`, amount: 100 }));
    const content = writeBgmax(
      [{ bankgiro: '5012349', paymentDate: t.today, depositSerial: 900, payments: list }],
      t.today,
    );
    const events: string[] = [];
    let request: Promise<void> | null = null;
    await importBgmax(
      t.database.db,
      { fileName: 'give-way.txt', content, source: 'test' },
      {
        receivingBankgiros: t.config.provider.bankgiros,
        batchSize: 2,
        onProgress: ({ done }) => {
          events.push(`batch ending at ${done}`);
          // A request of five queries, one after another, comes as the first batch commits.
          request ??= (async () => {
            for (let query = 1; query <= 5; query++) {
              await t.database.db.select({ n: count() }).from(cases);
              events.push(`query ${query}`);
            }
          })();
        },
      },
    );
    await request;
    expect(events).toEqual([
      'batch ending at 2',
      'query 1',
      'query 2',
      'query 3',
      'query 4',
      'query 5',
      'batch ending at 4',
      'batch ending at 6',
    ]);
  });
});
