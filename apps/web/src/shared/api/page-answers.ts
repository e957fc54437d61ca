/**
 * The answers a debtor's page came with: the server makes the page's first legacy reads itself and
 * sends their answers in the page (apps/server/src/http/web-app.ts), so the app need not ask for them
 * a round trip after its code has run. Each is taken once, by the first call of the same operation
 * with the same payload; later calls (a refresh, a change) ask the server.
 *
 * They are the answers of the session the page was sent to: a sign-in, a sign-out or a session the
 * server no longer accepts drops those not yet taken (api-client.ts).
 */

type PageAnswer = { operation: string; payload: Record<string, unknown>; body: unknown };

let answers: Map<string, unknown> | null = null;

/** A call's key: its operation and its payload's fields in order of name. */
const keyOf = (operation: string, payload: Record<string, unknown>) =>
  JSON.stringify([operation, Object.entries(payload).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);

function isPageAnswer(value: unknown): value is PageAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { operation, payload } = value as Record<string, unknown>;
  return typeof operation === 'string' && typeof payload === 'object' && payload !== null;
}

/** The answers in the page, read once and taken out of it. */
function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById('fordra-answers');
  if (!element) return answers;
  element.remove();
  try {
    const listed: unknown = JSON.parse(element.textContent ?? '');
    if (Array.isArray(listed))
      for (const answer of listed.filter(isPageAnswer))
        answers.set(keyOf(answer.operation, answer.payload), answer.body);
  } catch {
    // A page without readable answers: the app asks for each.
  }
  return answers;
}

/** The page's answer to this call, once; undefined when it came with none. */
export function takePageAnswer(operation: string, payload: Record<string, unknown>): unknown {
  const kept = pageAnswers();
  const key = keyOf(operation, payload);
  const body = kept.get(key);
  kept.delete(key);
  return body;
}

/** Drops the answers not yet taken: they were another session's. */
export function dropPageAnswers(): void {
  answers = new Map();
}
