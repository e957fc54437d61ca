import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a task of its own, after everything the current task has queued', async () => {
    let wentOn = false;
    const step = nextTask().then(() => {
      wentOn = true;
    });
    // A hundred turns of the current task's microtasks: a step taken within the task would be done.
    for (let turn = 0; turn < 100; turn++) await Promise.resolve();
    expect(wentOn).toBe(false);
    await step;
    expect(wentOn).toBe(true);
  });

  it("uses the browser's scheduler.yield where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
