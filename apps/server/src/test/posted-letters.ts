/**
 * When a letter issued by a call (a case handed over, not the business day's run) counts as delivered in a
 * test: it is posted in the print file of the first business day the engine runs after the test app's seed
 * day, so its deadline counts from there (domain `deadlineFromDelivery`).
 */
import {
  addBankDays,
  type DemandKind,
  deadlineFromDelivery,
  type ProcessAction,
  paperDelivery,
} from '@fordra/domain';
import { noChannels } from '../modules/delivery/channels.ts';
import { deliverDue } from '../modules/delivery/delivery-worker.ts';
import { writePrintFile } from '../modules/delivery/print-file.ts';
import type { TestApp } from './test-app.ts';

/** The deadline of a letter of `kind` issued on ISO day `issuedOn` by a call on the test app's `today`. */
export function deadlineOfLetterPostedNextRun(kind: DemandKind, issuedOn: string, today: string): string {
  const postedOn = addBankDays(today, 1);
  const deadline = deadlineFromDelivery(kind, {
    action: kind as ProcessAction,
    dueOn: issuedOn,
    takenOn: issuedOn,
    delivery: paperDelivery(postedOn > issuedOn ? postedOn : issuedOn),
  });
  if (deadline === null) throw new Error('a posted letter has a deadline');
  return deadline;
}

/**
 * Posts every letter waiting to be sent in the print file of the bank day after the test app's `today`, as
 * that business day's run would: for a test that takes a step itself, without running the day.
 */
export async function postWaitingLetters(t: TestApp): Promise<void> {
  const day = addBankDays(t.today, 1);
  await deliverDue(
    t.database.db,
    { channels: noChannels, leaseSeconds: 30, batch: 100, concurrency: 4 },
    { day, lettersOnly: true },
  );
  await writePrintFile(t.database.db, t.config.printDir, day);
}
