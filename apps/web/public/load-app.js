/*
 * Loads the app's code once a debtor's page rendered on the server has painted (apps/server/src/http/
 * web-app.ts writes its list, `fordra-code`, in place of the page's scripts and their preloads): on a
 * slow phone's connection the page's own bytes then arrive first, not beside some 250 KB of code.
 * The app then takes the page up as it is (src/main.tsx).
 */
(() => {
  const listed = document.getElementById('fordra-code');
  if (!listed) return;
  // Each file asked for in a task of its own (scheduler.yield() ends one): asking for one holds a slow
  // phone's main thread from nothing to some 20 ms, and some twenty-five at once blocked it for a tenth
  // of a second. A browser without scheduler.yield asks for them all at once.
  const nextTask = () =>
    typeof window.scheduler?.yield === 'function' ? window.scheduler.yield() : undefined;
  const load = async () => {
    for (const { href, media, low, entry } of JSON.parse(listed.textContent || '[]')) {
      const element = document.createElement(entry ? 'script' : 'link');
      if (entry) {
        element.type = 'module';
        element.src = href;
      } else {
        element.rel = 'modulepreload';
        element.href = href;
        if (media) element.media = media;
        if (low) element.fetchPriority = 'low';
      }
      element.crossOrigin = '';
      document.head.append(element);
      await nextTask();
    }
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void load();
  };
  // Once the page's first paint has reached the screen (its paint timing entry): asked for after the
  // next frame was rendered, the code was at times asked for before that frame was shown, and came
  // before the page on a slow connection. Where the browser does not time paints, after the next
  // frame; and at the latest after 3 s, should no paint be reported.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3_000);
})();
