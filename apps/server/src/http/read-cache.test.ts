import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';

/** A read from "the database" that counts how often it ran and answers the current value. */
function source(initial: unknown) {
  const state = { value: initial, reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      return state.value;
    },
  };
}

/** A read of `key` that has begun and waits for `finish` to give its value. */
async function readUnderway(cache: ReadCache, key: string) {
  let finish: (value: string) => void = () => {};
  const answer = cache.read(key, () => new Promise<string>((resolve) => (finish = resolve)));
  await Promise.resolve();
  await Promise.resolve();
  return { answer, finish: (value: string) => finish(value) };
}

const listeningCache = (options: ConstructorParameters<typeof ReadCache>[0] = {}) => {
  const cache = new ReadCache(options);
  cache.listening(() => Promise.resolve());
  return cache;
};

describe('the cache of frequent reads', () => {
  it('keeps nothing while changes are not heard, before listening or after it stopped', async () => {
    const cache = new ReadCache();
    const db = source('a');
    await cache.read('k', db.read);
    await cache.read('k', db.read);
    expect(db.state.reads).toBe(2);
    cache.listening(() => Promise.resolve());
    await cache.read('k', db.read);
    await cache.read('k', db.read);
    expect(db.state.reads).toBe(3);
    cache.listening(null);
    db.state.value = 'b';
    expect(await cache.read('k', db.read)).toBe('b');
    expect(await cache.read('k', db.read)).toBe('b');
    expect(db.state.reads).toBe(5);
  });

  it('answers a kept read from the cache until a change is heard, then reads again', async () => {
    const cache = listeningCache();
    const db = source({ total: 100 });
    expect(await cache.read('k', db.read)).toEqual({ total: 100 });
    expect(await cache.read('k', db.read)).toEqual({ total: 100 });
    expect(db.state.reads).toBe(1);
    db.state.value = { total: 40 };
    cache.changed();
    expect(await cache.read('k', db.read)).toEqual({ total: 40 });
    expect(db.state.reads).toBe(2);
  });

  it('keeps each key apart', async () => {
    const cache = listeningCache();
    expect(await cache.read('debtor-1', async () => 'one')).toBe('one');
    expect(await cache.read('debtor-2', async () => 'two')).toBe('two');
    expect(await cache.read('debtor-1', async () => 'other')).toBe('one');
  });

  it('catches up with the database before every read, kept or not', async () => {
    const db = source('before');
    let pending: (() => void) | null = null;
    const cache = new ReadCache();
    // A change committed before the read is told while the read catches up.
    cache.listening(async () => {
      pending?.();
      pending = null;
    });
    await cache.read('k', db.read);
    db.state.value = 'after';
    pending = () => cache.changed();
    expect(await cache.read('k', db.read)).toBe('after');
  });

  it('reads from the database when catching up fails, and keeps nothing from it', async () => {
    const cache = new ReadCache();
    const db = source('a');
    cache.listening(() => Promise.reject(new Error('connection lost')));
    expect(await cache.read('k', db.read)).toBe('a');
    expect(await cache.read('k', db.read)).toBe('a');
    expect(db.state.reads).toBe(2);
  });

  it('answers a read during which a change was heard, but does not keep it', async () => {
    const cache = listeningCache();
    const slow = await readUnderway(cache, 'k');
    cache.changed();
    slow.finish('read before the change');
    expect(await slow.answer).toBe('read before the change');
    expect(await cache.read('k', async () => 'read after the change')).toBe('read after the change');
  });

  it('does not keep a read during which it stopped listening', async () => {
    const cache = listeningCache();
    const slow = await readUnderway(cache, 'k');
    cache.listening(null);
    cache.listening(() => Promise.resolve());
    slow.finish('old');
    await slow.answer;
    expect(await cache.read('k', async () => 'new')).toBe('new');
  });

  it('never keeps null or undefined, so a missing session is looked for again', async () => {
    const cache = listeningCache();
    const db = source(undefined);
    await cache.read('k', db.read);
    await cache.read('k', db.read);
    expect(db.state.reads).toBe(2);
  });

  it('keeps an entry at most its maximum age', async () => {
    let now = 0;
    const cache = listeningCache({ maxAgeMs: 1_000, now: () => now });
    const db = source('a');
    await cache.read('k', db.read);
    now = 999;
    await cache.read('k', db.read);
    expect(db.state.reads).toBe(1);
    now = 1_000;
    await cache.read('k', db.read);
    expect(db.state.reads).toBe(2);
  });

  it('forgets the oldest entry when full, and one key on request', async () => {
    const cache = listeningCache({ maxEntries: 2 });
    await cache.read('a', async () => 1);
    await cache.read('b', async () => 2);
    await cache.read('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.read('a', async () => 'read again')).toBe('read again');
    cache.forget('c');
    expect(await cache.read('c', async () => 'read again')).toBe('read again');
  });
});
