import { describe, expect, it } from 'vitest';
import { threadState } from './thread-state.ts';

describe('threadState', () => {
  it('says a thread is unread when the server says so, whoever wrote last', () => {
    expect(threadState({ unread: true, messages: [{ author: 'client' }, { author: 'provider' }] })).toBe(
      'unread',
    );
  });

  it('says the client awaits a reply when it wrote last, and read once the answer was opened', () => {
    expect(threadState({ unread: false, messages: [{ author: 'provider' }, { author: 'client' }] })).toBe(
      'awaitingReply',
    );
    expect(threadState({ unread: false, messages: [{ author: 'client' }, { author: 'provider' }] })).toBe(
      'read',
    );
    expect(threadState({ unread: false, messages: [] })).toBe('read');
  });
});
