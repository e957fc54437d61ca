import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConversationEntry, unreadReplies } from './unread-replies.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 12, minute));

describe('unreadReplies', () => {
  it('counts our replies after the debtor last read the conversation or wrote in it', () => {
    const thread: ConversationEntry[] = [
      { author: 'debtor', createdAt: at(0) },
      { author: 'provider', createdAt: at(5) },
      { author: 'provider', createdAt: at(9) },
    ];
    expect(unreadReplies(thread, null)).toBe(2);
    expect(unreadReplies(thread, at(6))).toBe(1);
    expect(unreadReplies(thread, at(10))).toBe(0);
    expect(unreadReplies([...thread, { author: 'debtor', createdAt: at(12) }], null)).toBe(0);
  });

  it('never counts more than the replies, and none once read after the last message', () => {
    const entry = fc.record({
      author: fc.constantFrom('debtor' as const, 'provider' as const, 'client' as const),
      createdAt: fc.integer({ min: 0, max: 59 }).map(at),
    });
    fc.assert(
      fc.property(fc.array(entry), (thread) => {
        const replies = thread.filter((message) => message.author !== 'debtor').length;
        expect(unreadReplies(thread, null)).toBeLessThanOrEqual(replies);
        expect(unreadReplies(thread, at(60))).toBe(0);
      }),
    );
  });
});
