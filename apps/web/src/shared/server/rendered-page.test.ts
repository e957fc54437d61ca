import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderedPageElementId } from './rendered-page.ts';

/** A page as the server sends it, with `text` in the element of what it was rendered with (or none). */
function pageWith(text: string | null) {
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === renderedPageElementId && text !== null ? { textContent: text } : null,
  });
}

/** The module as a page loads it, with nothing read yet. */
const freshModule = () => import('./rendered-page.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('what a page rendered on the server came with', () => {
  it('is read once: the answers, the router state and the screen it was rendered for', async () => {
    const state = {
      queries: { mutations: [], queries: [{ queryKey: ['session'], state: { data: null } }] },
      router: { loaderData: { 'session-gate': null } },
      screens: { '(min-width:900px)': true },
    };
    pageWith(JSON.stringify(state));
    const { renderedPage } = await freshModule();
    expect(renderedPage()).toEqual(state);
    pageWith(null);
    expect(renderedPage()).toEqual(state);
  });

  it('is nothing for a page sent as it is, or one whose element cannot be read', async () => {
    for (const text of [null, '', '{', '[]', '{"router":{}}', 'null']) {
      vi.resetModules();
      pageWith(text);
      const { renderedPage } = await freshModule();
      expect(renderedPage(), String(text)).toBeNull();
    }
  });
});
