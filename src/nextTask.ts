type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, so the browser can paint and answer a tap first: `scheduler.yield()` where the
 * browser has it (the continuation goes ahead of other queued work), else a MessageChannel message, as React's
 * scheduler yields. Not a timer: a page whose clock is paused (the model suites pause it) still starts.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
