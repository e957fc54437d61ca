/**
 * What a load balancer or an orchestrator asks: `healthz`, whether the process answers at all (restart it
 * if not), and `readyz`, whether it can serve, its database answering (send it no requests if not).
 * Public: they tell nothing but that.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Executor } from '../../db/executor.ts';

/** How long the database may take to answer `select 1` before the process counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

/** Whether `db` answers `select 1` within `timeoutMs`. */
async function databaseAnswers(db: Executor, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, opts: { db: Executor }) {
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
        description: `The process can serve: its database answered within ${READY_TIMEOUT_MS} ms; 503 otherwise.`,
        // A probe's answer rather than an error of the caller's: a status, which no page shows.
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('notReady') }),
        },
      },
      config: { access: 'public' },
    },
    async (_request, reply) =>
      (await databaseAnswers(opts.db, READY_TIMEOUT_MS))
        ? { status: 'ready' as const }
        : reply.code(503).send({ status: 'notReady' as const }),
  );
}
