/** Replaced by the page itself. */
export function ConversationsRoute() {
  return null;
}
