import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRtlStyleCache } from './app/rtl-style-cache.ts';
import { initI18n } from './i18n/i18n.ts';
import { directionOf } from './i18n/languages.ts';

/**
 * Renders once the language's catalogues (and, right to left, its styles) are in, so nothing
 * flashes. No top-level await here: lazy chunks import from this entry chunk, and awaiting them
 * while it is still evaluating would deadlock.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const language = await initI18n();
  if (directionOf(language) === 'rtl') await loadRtlStyleCache();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
