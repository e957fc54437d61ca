import { paths, staffPath } from '../../app/paths.ts';

/**
 * A waiting conversation's page. The gateway reads a thread by its thread guid, so the link carries
 * it (`?thread=`) besides the conversation's own guid in the path.
 */
export function conversationPath(conversationGuid: string, threadGuid: string): string {
  return `${staffPath('conversation', conversationGuid)}?${new URLSearchParams({ thread: threadGuid })}`;
}

/** The plan proposals' queue with one proposal's decision open. */
export function planPath(planGuid: string): string {
  return `${paths.staff.plans}?${new URLSearchParams({ plan: planGuid })}`;
}
