/**
 * The business day's reminder of instalments due soon (docs/delivery.md#notifications): a notification, no
 * letter, to the debtors who turned `instalmentDueSoon` on, for each unpaid instalment whose due date falls in
 * the day's window (`instalmentDueSoonWindow`: three calendar days ahead, or more before a weekend). Once per
 * instalment and channel: those already told are left out, and a unique index stops a repeated run.
 */
import { instalmentDueSoonWindow } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import type { DebtorRange } from '../../db/repositories/engine-runs.ts';
import { instalmentsDueSoon } from '../../db/repositories/notification-preferences.ts';
import { type NotificationLinks, recordEventNotifications } from '../notifications/event-notifications.ts';

/** Records the reminders of the debtors in `range` on ISO day `day`; answers how many were recorded. */
export async function remindInstalmentsDueSoon(
  db: Executor,
  range: DebtorRange,
  day: string,
  links: NotificationLinks,
): Promise<number> {
  const { from, until } = instalmentDueSoonWindow(day);
  return db.transaction(async (tx) => {
    const due = await instalmentsDueSoon(tx, range, from, until);
    return recordEventNotifications(
      tx,
      due.map((instalment) => ({
        debtorId: instalment.debtorId,
        event: 'instalmentDueSoon' as const,
        payload: {
          instalmentId: instalment.instalmentId,
          amount: String(instalment.amount),
          currency: instalment.currency,
          dueDate: instalment.dueDate,
        },
      })),
      links,
    );
  });
}
