import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawnPageElementId } from './drawn-page.ts';

/** A page as the server sends it, with `text` in the element of what it was drawn with (or none). */
function pageWith(text: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === drawnPageElementId && text !== null ? { textContent: text } : null,
  });
}

/** The module as a page loads it, with nothing read yet. */
const freshModule = () => import('./drawn-page.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('what a page drawn on the server came with', () => {
  it('is read once: the answers, the router state and the screen it was drawn for', async () => {
    const state = {
      queries: { mutations: [], queries: [{ queryKey: ['session'], state: { data: null } }] },
      router: { loaderData: { 'session-gate': null } },
      screens: { '(min-width:900px)': true },
    };
    pageWith(JSON.stringify(state));
    const { drawnPage } = await freshModule();
    expect(drawnPage()).toEqual(state);
    pageWith(null);
    expect(drawnPage()).toEqual(state);
  });

  it('is nothing for a page sent as it is, or one whose element cannot be read', async () => {
    for (const text of [null, '', '{', '[]', '{"router":{}}', 'null']) {
      vi.resetModules();
      pageWith(text);
      const { drawnPage } = await freshModule();
      expect(drawnPage(), String(text)).toBeNull();
    }
  });
});
