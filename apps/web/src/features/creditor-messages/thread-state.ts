/** Where a thread stands for the client, in words for its list. */
export type ThreadState = 'unread' | 'awaitingReply' | 'read';

/**
 * `unread`: the provider (or, in a shared thread, the debtor) wrote last and nobody at the client has
 * opened it; `awaitingReply`: the client wrote last; `read`: the answer has been read.
 */
export function threadState(thread: {
  unread: boolean;
  messages: readonly { author: 'debtor' | 'client' | 'provider' }[];
}): ThreadState {
  if (thread.unread) return 'unread';
  return thread.messages.at(-1)?.author === 'client' ? 'awaitingReply' : 'read';
}
