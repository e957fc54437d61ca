import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/base.css';
import { App, createBrowserAppRouter } from './app/app.tsx';
import { initI18n } from './i18n/i18n.ts';
import { drawnPage } from './shared/server/drawn-page.ts';
import { rememberScreen } from './shared/ui/use-wide-layout.ts';

/**
 * Renders once the language's catalogues are in, so nothing flashes. A debtor's page the server drew
 * (entry-server.tsx) is taken up as it is, with the answers and the router's state it came with.
 * No top-level await here: lazy chunks import from this entry chunk, and awaiting them while it is
 * still evaluating would deadlock.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  rememberScreen();
  await initI18n();
  const drawn = drawnPage()?.router;
  const router = await createBrowserAppRouter(drawn);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Taken up as a transition, in slices that leave the main thread free between them: in one go it
  // blocked a slow phone's main thread for most of a second.
  if (drawn)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

void start();
