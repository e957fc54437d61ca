/**
 * Named (prepared) statements for work that sends the same statements many times over: the collection
 * process's steps (engine/step-transaction.ts `inStep`). PostgreSQL parses a named statement once per
 * connection and, after a few runs, keeps a generic plan for it; a step's statements cost it more to plan
 * than to run (a case read with its holds: 0.6 ms planned, 0.1 ms run), so a heavy day's steps cost
 * PostgreSQL a fifth less CPU (docs/benchmarks.md).
 *
 * Inside `withNamedStatements`, every statement sent to PostgreSQL through the pool gets a name made from
 * its text, so the same text is the same statement on each connection. A process names at most
 * `MAX_NAMED_STATEMENTS` texts, so that a statement whose text varies (a list of values written out) cannot
 * fill the database's memory; later texts run unnamed. PGlite is unaffected. A pooler in transaction mode
 * (PgBouncer) cannot carry named statements across its connections: run the collection process straight
 * against PostgreSQL (docs/operations.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';

const naming = new AsyncLocalStorage<true>();
const names = new Map<string, string>();

/** How many statement texts a process names at most. */
const MAX_NAMED_STATEMENTS = 500;

/** Runs `work` with the statements it sends named (prepared once per connection). */
export function withNamedStatements<T>(work: () => Promise<T>): Promise<T> {
  return naming.run(true, work);
}

/** The name of statement `text` when sent from inside `withNamedStatements`, else undefined. */
export function statementName(text: string): string | undefined {
  if (naming.getStore() === undefined) return undefined;
  let name = names.get(text);
  if (name === undefined) {
    // Transaction control is no statement to prepare.
    if (
      names.size >= MAX_NAMED_STATEMENTS ||
      /^\s*(begin|commit|rollback|savepoint|release|set)\b/i.test(text)
    )
      return undefined;
    name = `fordra_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };

/** pg's client, naming the statements sent from inside `withNamedStatements`: the pool's `Client`. */
export class NamingClient extends pg.Client {}
NamingClient.prototype.query = function namedQuery(this: pg.Client, ...args: unknown[]) {
  const [config] = args;
  if (config !== null && typeof config === 'object') {
    const { text, name } = config as QueryConfig;
    if (typeof text === 'string' && name === undefined) {
      const given = statementName(text);
      if (given !== undefined) args[0] = { ...config, name: given };
    }
  }
  // pg's own, looked up at each call (a benchmark times statements by wrapping it).
  return (pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;
