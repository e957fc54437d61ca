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
