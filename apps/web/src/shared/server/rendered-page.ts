import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What the server sends with a debtor's page (apps/server/src/http/web-app.ts): the answers to the
 * page's first reads as the app's cache holds them, so the app need not ask for them; and, when it rendered
 * the page itself (entry-server.tsx), its router's state and the screen it rendered it for, which the app
 * hydrates as it is (main.tsx) before it goes on as usual.
 */
export type RenderedPage = {
  queries: DehydratedState;
  router?: HydrationState;
  /** The media queries the page was rendered with, and whether each was taken to match (use-wide-layout.ts). */
  screens?: Record<string, boolean>;
};

/** The element the server writes it into. */
export const renderedPageElementId = 'fordra-ssr';

let rendered: RenderedPage | null | undefined;

function isRenderedPage(value: unknown): value is RenderedPage {
  if (typeof value !== 'object' || value === null) return false;
  const { queries } = value as Record<string, unknown>;
  return typeof queries === 'object' && queries !== null;
}

/** What the page came with, read once; null for a page the server sent as it is. */
export function renderedPage(): RenderedPage | null {
  if (rendered !== undefined) return rendered;
  rendered = null;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(renderedPageElementId)?.textContent;
  if (!text) return rendered;
  try {
    const value: unknown = JSON.parse(text);
    if (isRenderedPage(value)) rendered = value;
  } catch {
    // A page without it: the app asks for everything itself.
  }
  return rendered;
}
