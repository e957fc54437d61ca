import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/base.css';
import { App } from './app/app.tsx';
import { initI18n } from './i18n/i18n.ts';

/**
 * Renders once the language's catalogues are in, so nothing flashes. No top-level await here: lazy
 * chunks import from this entry chunk, and awaiting them while it is still evaluating would deadlock.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await initI18n();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
