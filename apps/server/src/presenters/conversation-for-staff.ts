/** A conversation as the back office sees it: a thread waiting for the provider's answer. */
import type { WaitingConversationItem } from '@fordra/contract';
import type { waitingConversationsPage } from '../db/repositories/queues.ts';
import { isoTime } from './iso-time.ts';

export function waitingConversationForStaff(
  row: Awaited<ReturnType<typeof waitingConversationsPage>>[number],
): WaitingConversationItem {
  return {
    conversationGuid: row.conversation.guid,
    threadGuid: row.conversation.threadGuid,
    party: row.conversation.party,
    subject: row.conversation.subject,
    debtor: row.debtor,
    clientName: row.threadClientName ?? row.caseClientName,
    caseNumber: row.caseNumber,
    preview: row.preview.trim(),
    messageCount: row.messageCount,
    waitingSince: isoTime(row.waitingSince),
  };
}
