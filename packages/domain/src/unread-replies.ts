// Which of our replies in a conversation the debtor has not read yet.

/** A message of a conversation: who wrote it and when. */
export type ConversationEntry = {
  readonly author: 'debtor' | 'client' | 'provider';
  readonly createdAt: Date;
};

/**
 * How many messages of a conversation the debtor has not read: those not theirs written after they
 * last read it (`readAt`, null for never) and after their own last message there (writing in a
 * conversation, they have read what came before).
 */
export function unreadReplies(messages: readonly ConversationEntry[], readAt: Date | null): number {
  let seenUntil = readAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  for (const message of messages) {
    if (message.author === 'debtor') seenUntil = Math.max(seenUntil, message.createdAt.getTime());
  }
  return messages.filter((message) => message.author !== 'debtor' && message.createdAt.getTime() > seenUntil)
    .length;
}
