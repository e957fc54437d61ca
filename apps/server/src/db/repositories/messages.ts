/** Conversations with debtors and clients, their messages and attachments. */
import type { Executor } from '../executor.ts';
import { conversations, messages } from '../schema.ts';

/** Stores a conversation and answers its id. */
export async function addConversation(
  db: Executor,
  conversation: typeof conversations.$inferInsert,
): Promise<string | undefined> {
  const [row] = await db.insert(conversations).values(conversation).returning({ id: conversations.id });
  return row?.id;
}

/** Stores messages of a conversation. */
export async function addMessages(db: Executor, rows: (typeof messages.$inferInsert)[]): Promise<void> {
  await db.insert(messages).values(rows);
}
