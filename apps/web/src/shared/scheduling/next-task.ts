type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and goes on in a new one, so that the browser may paint and answer input in
 * between: the app's start does its work in such steps (main.tsx), none of which holds a slow phone's
 * main thread long. `scheduler.yield()` where the browser has it (its continuation goes before other
 * waiting tasks), else a message to itself (a timer would wait 4 ms once nested a few deep).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
