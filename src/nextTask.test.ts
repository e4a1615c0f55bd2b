import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("resolves after the current task's microtasks, with the timers frozen (as the model suites pause a page's clock)", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    try {
      await nextTask();
      expect(yieldToBrowser).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
