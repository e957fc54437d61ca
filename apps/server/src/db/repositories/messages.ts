/** The messages aggregate: conversations, their messages and attachments. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../executor.ts';
import { conversations, messages } from '../schema.ts';

/** The conversations about a case, the latest changed first, each with how many messages it has. */
export async function conversationsOfCaseWithCounts(db: Executor, caseId: string) {
  return db
    .select({
      conversation: conversations,
      // Written out whole: drizzle leaves the columns of a one-table select unqualified.
      messageCount:
        sql<number>`(select count(*) from ${messages} m where m.conversation_id = "conversations"."id")`.mapWith(
          Number,
        ),
    })
    .from(conversations)
    .where(eq(conversations.caseId, caseId))
    .orderBy(desc(conversations.updatedAt));
}
