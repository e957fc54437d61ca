/**
 * What this server process has read from the database for its most frequent calls (a session, a debtor's
 * details, summary, cases and how to pay), kept until the data may have changed. Every committed change
 * of a watched table announces itself on the database's channel `data_changed` (migration 0017's
 * triggers), and each process empties its cache on hearing it (db/change-notices.ts). So that no request is
 * answered from before a change that had committed when it came (a sign-out, a payment, a fee, made by
 * any process, command or job), a read first waits until this process has heard every change committed
 * before it asked (`caughtUp`: one round trip, shared by the reads waiting at the same moment). Besides:
 * - while the process is not listening (before it has started to, or after its connection was lost),
 *   nothing is kept and every read goes to the database;
 * - a read that began before a change was heard is answered but not kept, so a value read before a
 *   change never outlives it;
 * - an entry is kept at most `maxAgeMs`, should the database ever fail to announce a change.
 */
import type { FastifyReply } from 'fastify';
import type { CaughtUp, ChangeListener } from '../db/change-notices.ts';

export type ReadCacheOptions = {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
  /** Told of every read: answered from what was kept (`hit`), or read from the database (`miss`). */
  onRead?: (result: 'hit' | 'miss') => void;
};

type Entry = { value: unknown; storedAt: number };

export class ReadCache implements ChangeListener {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  readonly #onRead: ((result: 'hit' | 'miss') => void) | undefined;
  /** Counts the changes heard: a read keeps its value only if none was heard while it ran. */
  #changes = 0;
  /** How to catch up with the database's changes; null while they are not heard. */
  #caughtUp: CaughtUp | null = null;

  constructor(options: ReadCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 20_000;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#now = options.now ?? Date.now;
    this.#onRead = options.onRead;
  }

  /**
   * The value kept under `key`, or else `read()`'s, kept unless a change was heard while it ran (null and
   * undefined are never kept); every change committed before the call is seen.
   */
  async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.#onRead) return this.#read(key, read);
    let kept = true;
    const value = await this.#read(key, () => {
      kept = false;
      return read();
    });
    this.#onRead(kept ? 'hit' : 'miss');
    return value;
  }

  async #read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const caughtUp = this.#caughtUp;
    if (!caughtUp) return read();
    try {
      await caughtUp();
    } catch {
      return read();
    }
    if (this.#caughtUp !== caughtUp) return read();
    const entry = this.#entries.get(key);
    if (entry) {
      if (this.#now() - entry.storedAt < this.#maxAgeMs) return entry.value as T;
      this.#entries.delete(key);
    }
    const changes = this.#changes;
    const value = await read();
    if (this.#caughtUp === caughtUp && changes === this.#changes && value !== null && value !== undefined) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(key, { value, storedAt: this.#now() });
    }
    return value;
  }

  /** Forgets `key` alone: its value turned out to be out of date. */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** The data may have changed: forget everything, and keep nothing read before now. */
  changed(): void {
    this.#changes += 1;
    this.#entries.clear();
  }

  /** Whether changes are heard, and how to catch up with them; while they are not, nothing is kept. */
  listening(caughtUp: CaughtUp | null): void {
    this.#caughtUp = caughtUp;
    this.changed();
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * Whether the database's changes are heard now: listening, and its connection caught up (one round
   * trip, shared with the reads waiting at the same moment, failing after its time limit).
   */
  async hearsChanges(): Promise<boolean> {
    const caughtUp = this.#caughtUp;
    if (!caughtUp) return false;
    try {
      await caughtUp();
      return this.#caughtUp === caughtUp;
    } catch {
      return false;
    }
  }
}

/**
 * Answers a route with the JSON kept under `key`, or else with `read()`'s answer serialized by the
 * route's own response schema and kept as that text: a kept answer is neither checked nor serialized again.
 */
export async function sendCached(
  reply: FastifyReply,
  reads: ReadCache,
  key: string,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const json = await reads.read(key, async () => reply.serialize(await read()) as string);
  return reply.type('application/json; charset=utf-8').send(json);
}
