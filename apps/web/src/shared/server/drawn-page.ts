import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server sends with a debtor's page (apps/server/src/http/web-app.ts): the answers to the
 * page's first reads as the app's cache holds them, so the app need not ask for them; and, when it drew
 * the page itself (entry-server.tsx), its router's state and the screen it drew it for, which the app
 * takes up as it is (main.tsx) before it goes on as usual.
 */
export type DrawnPage = {
  queries: DehydratedState;
  router?: HydrationState;
  /** The media queries the page was drawn with, and whether each was taken to match (use-wide-layout.ts). */
  screens?: Record<string, boolean>;
};

/** The element the server writes it into. */
export const drawnPageElementId = 'fordra-drawn';

let drawn: DrawnPage | null | undefined;

function isDrawnPage(value: unknown): value is DrawnPage {
  if (typeof value !== 'object' || value === null) return false;
  const { queries } = value as Record<string, unknown>;
  return typeof queries === 'object' && queries !== null;
}

/** What the page came with, read once; null for a page the server sent as it is. */
export function drawnPage(): DrawnPage | null {
  if (drawn !== undefined) return drawn;
  drawn = null;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(drawnPageElementId)?.textContent;
  if (!text) return drawn;
  try {
    const value: unknown = JSON.parse(text);
    if (isDrawnPage(value)) drawn = value;
  } catch {
    // A page without it: the app asks for everything itself.
  }
  return drawn;
}
