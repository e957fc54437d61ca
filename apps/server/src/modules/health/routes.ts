/**
 * What a load balancer or an orchestrator asks: `healthz`, whether the process answers at all (restart it
 * if not), and `readyz`, whether it can serve (send it no requests if not): its database answers, the
 * collection process's queue can be read, and the connection that hears the database's changes is up
 * (db/change-notices.ts; without it every kept read goes to the database). A 503 names the parts not ready.
 * Public: they tell nothing but that.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';
import { databaseAnswers } from '../../db/repositories/database.ts';
import { queueDepth } from '../../db/repositories/engine-runs.ts';
import type { ReadCache } from '../../http/read-cache.ts';

/** How long each part may take to answer before the process counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

/** What readiness is made of: the database, the collection process's queue, the change notices' connection. */
const READY_PARTS = ['database', 'queue', 'changeNotices'] as const;
type ReadyPart = (typeof READY_PARTS)[number];

/** Whether `check` resolves true within `timeoutMs`; a failure or a late answer is false. */
async function answersInTime(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The parts of readiness that are not ready now, each checked at once and within `timeoutMs`. */
async function partsNotReady(db: Executor, reads: ReadCache, timeoutMs: number): Promise<ReadyPart[]> {
  const checks: Record<ReadyPart, () => Promise<boolean>> = {
    database: () => databaseAnswers(db),
    queue: () => queueDepth(db).then(() => true),
    changeNotices: () => reads.hearsChanges(),
  };
  const ready = await Promise.all(READY_PARTS.map((part) => answersInTime(checks[part], timeoutMs)));
  return READY_PARTS.filter((_, index) => !ready[index]);
}

export async function healthRoutes(app: FastifyInstance, opts: { db: Executor; reads: ReadCache }) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  route.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        description: 'The process is alive: answers without touching the database.',
        response: { 200: z.object({ status: z.literal('alive') }) },
      },
      // Answers while a first start seeds the demo data too: the process is alive then.
      config: { access: 'public', beforeDemoData: true },
    },
    async () => ({ status: 'alive' as const }),
  );
  route.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        description:
          `The process can serve: its database, the collection process's queue and the connection that hears ` +
          `the database's changes each answered within ${READY_TIMEOUT_MS} ms; 503 otherwise, naming those that did not.`,
        // A probe's answer rather than an error of the caller's: a status, which no page shows.
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('notReady'), notReady: z.array(z.enum(READY_PARTS)) }),
        },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      const notReady = await partsNotReady(opts.db, opts.reads, READY_TIMEOUT_MS);
      if (notReady.length === 0) return { status: 'ready' as const };
      return reply.code(503).send({ status: 'notReady' as const, notReady });
    },
  );
}
