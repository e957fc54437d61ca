/** Replaced by the page itself. */
export function ConversationRoute() {
  return null;
}
