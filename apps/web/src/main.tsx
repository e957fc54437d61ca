import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/theme/base.css';
import { App, createBrowserAppRouter, loadSessionCache } from './app/app.tsx';
import { initI18n } from './i18n/i18n.ts';
import { prepareFormats } from './shared/format/prepare-formats.ts';
import { nextTask } from './shared/scheduling/next-task.ts';
import { renderedPage } from './shared/server/rendered-page.ts';
import { provideSessionCache } from './shared/session/session-cache.ts';
import { rememberScreen } from './shared/ui/use-wide-layout.ts';

/**
 * Renders once the language's catalogues are in, so nothing flashes. A debtor's page the server rendered
 * (entry-server.tsx) is hydrated as it is, with the answers and the router's state it came with.
 * No top-level await here: lazy chunks import from this entry chunk, and awaiting them while it is
 * still evaluating would deadlock.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  rememberScreen();
  // Sign-in, sign-out and a language saved on the account write the session into the app's cache.
  provideSessionCache(loadSessionCache);
  // Each step in a task of its own (the modules' evaluation is one), so that none holds a slow phone's
  // main thread for long; between them the browser paints and answers.
  await nextTask();
  const language = await initI18n();
  await nextTask();
  const rendered = renderedPage()?.router;
  const routerLoading = createBrowserAppRouter(rendered);
  // While the page's code arrives.
  if (rendered) await prepareFormats(language);
  const router = await routerLoading;
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Hydrated as a transition, in slices that leave the main thread free between them: in one go it
  // blocked a slow phone's main thread for most of a second.
  if (rendered)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}

void start();
