/**
 * Records the notifications an event causes, in the transaction of the change (docs/delivery.md#notifications):
 * to each debtor's verified addresses on the channels they turned on for it, nothing otherwise. One query
 * reads every debtor's switches, however many events a batch (a BgMax file's payments) has.
 */
import { type NotificationEvent, notificationTargets } from '@fordra/domain';
import type { Executor } from '../../db/executor.ts';
import { type NotificationInsert, recordNotifications } from '../../db/repositories/deliveries.ts';
import { debtorLettersOf, notificationAudiences } from '../../db/repositories/notification-preferences.ts';

/** Where a notification's link leads: the portal's public address (config `publicUrl`, PUBLIC_URL). */
export type NotificationLinks = { portalUrl: string };

/** An event a debtor may be told of, with what its texts need (strings; amounts in minor units). */
export type EventNotice = {
  debtorId: string;
  event: NotificationEvent;
  caseId?: string | null;
  documentId?: string | null;
  payload?: Record<string, string>;
};

/** Records the notifications of `notices` for the debtors who asked for them; answers how many. */
export async function recordEventNotifications(
  tx: Executor,
  notices: readonly EventNotice[],
  links: NotificationLinks,
): Promise<number> {
  if (notices.length === 0) return 0;
  const audiences = await notificationAudiences(
    tx,
    notices.map((notice) => notice.debtorId),
  );
  const rows: NotificationInsert[] = notices.flatMap((notice) => {
    const audience = audiences.get(notice.debtorId);
    if (!audience) return [];
    return notificationTargets(audience.preferences, audience.contacts, notice.event).map((target) => ({
      debtorId: notice.debtorId,
      caseId: notice.caseId ?? null,
      documentId: notice.documentId ?? null,
      notification: notice.event,
      channel: target.channel,
      address: target.address,
      payload: { ...notice.payload, portalUrl: links.portalUrl },
    }));
  });
  await recordNotifications(tx, rows);
  return rows.length;
}

/**
 * The `newLetter` notices of the letters `documentIds` that go to a debtor: every letter, whether a step of
 * the process, a case registered through the gateway or an accepted plan issued it.
 */
export async function newLetterNotices(tx: Executor, documentIds: readonly string[]): Promise<EventNotice[]> {
  return (await debtorLettersOf(tx, documentIds)).map((letter) => ({
    debtorId: letter.debtorId,
    event: 'newLetter',
    caseId: letter.caseId,
    documentId: letter.documentId,
    payload: { letterKind: letter.kind },
  }));
}

/** Tells the debtors of the letters `documentIds` who asked for it that a new letter is there. */
export async function recordNewLetterNotifications(
  tx: Executor,
  documentIds: readonly string[],
  links: NotificationLinks,
): Promise<number> {
  return recordEventNotifications(tx, await newLetterNotices(tx, documentIds), links);
}
