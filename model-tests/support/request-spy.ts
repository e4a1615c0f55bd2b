import type { Page } from '@playwright/test';

type Started = { path: string; finished: boolean };

declare global {
  interface Window {
    __modelTestRequests?: Started[];
  }
}

/**
 * Records, inside the page, every XMLHttpRequest it opens and when each one has finished (loadend),
 * leaving them untouched. Read from the page itself, the record is in step with the page's code:
 * `open` runs synchronously when the code starts a request (axios sends later, after reading the
 * XSRF cookie asynchronously), so after `page.clock.runFor(ms)` the record already holds any request
 * a timer started; and once a request shows finished, the page has handled its answer.
 */
export async function installRequestSpy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const requests: Started[] = [];
    window.__modelTestRequests = requests;
    // A task of its own (not a timer: the page clock may be paused) runs after the page's own
    // loadend handler and everything it chained, whichever listener was added first.
    const afterCurrentTask = (done: () => void) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(null);
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
      const entry: Started = { path: new URL(String(args[1]), location.href).pathname, finished: false };
      requests.push(entry);
      this.addEventListener('loadend', () => afterCurrentTask(() => (entry.finished = true)));
      return (open as (...openArgs: unknown[]) => void).apply(this, args);
    } as typeof XMLHttpRequest.prototype.open;
  });
}

export type RequestCounts = { started: number; finished: number };

/** How many requests to `pathname` the page has started, and how many of them have finished. */
export async function requestCounts(page: Page, pathname: string): Promise<RequestCounts> {
  return page.evaluate((path) => {
    const matching = (window.__modelTestRequests ?? []).filter((entry) => entry.path === path);
    return { started: matching.length, finished: matching.filter((entry) => entry.finished).length };
  }, pathname);
}
