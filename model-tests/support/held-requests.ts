import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds the page's requests that match, so a test decides when the real server's answer arrives
 * (`release`: the request goes on to the real server now) or that it never does (`cutConnection`:
 * simulates connection loss). Nothing is answered by the test itself.
 */
export class HeldRequests {
  private readonly queue: Route[] = [];
  private waiters: Array<() => void> = [];
  private seen = 0;
  /** After releaseAll nothing more is held: a request held past the end of a path would keep the browser from closing. */
  private holding = true;

  constructor(
    private readonly page: Page,
    private readonly matches: (url: URL) => boolean,
    private readonly description: string,
    /** Which matching requests are held (say, only a POST); the others go straight on. Decided in the one handler, so no request slips between two. */
    private readonly holds: (request: Request) => boolean = () => true,
  ) {}

  async install(): Promise<void> {
    await this.page.route(
      (url) => this.matches(url),
      async (route) => {
        if (!this.holding || !this.holds(route.request())) return route.fallback();
        this.seen += 1;
        this.queue.push(route);
        const waiters = this.waiters;
        this.waiters = [];
        waiters.forEach((wake) => wake());
      },
    );
  }

  /** How many matching requests the page has made so far. */
  get count(): number {
    return this.seen;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Waits until the page has made `total` matching requests in all. */
  async waitForCount(total: number, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.seen < total) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected the page to request ${this.description} (${total} in all), it made ${this.seen}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for one more request than counted so far, or for one already held. */
  async waitForHeld(timeoutMs = 10_000): Promise<void> {
    if (this.queue.length > 0) return;
    await this.waitForCount(this.seen + 1, timeoutMs);
  }

  /** Lets the newest held request reach the real server; older, abandoned ones go on too. */
  async release(): Promise<void> {
    const newest = this.takeNewest();
    await newest.continue();
  }

  /** The newest held request never gets an answer (simulated connection loss). */
  async cutConnection(): Promise<void> {
    const newest = this.takeNewest();
    await newest.abort('internetdisconnected');
  }

  /**
   * The newest held request reaches the real server (which acts on it), but its answer never reaches the
   * page: the connection cut out after the request went through.
   */
  async deliverThenCut(): Promise<void> {
    const newest = this.takeNewest();
    await newest.fetch();
    await newest.abort('internetdisconnected');
  }

  /**
   * Lets everything still held go on, and every later request too (end of a path: a request the page makes while
   * the path's cleanup runs, held with no one left to answer it, kept the browser context from closing in a CI run).
   */
  async releaseAll(): Promise<void> {
    this.holding = false;
    const held = this.queue.splice(0);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  }

  private takeNewest(): Route {
    const newest = this.queue.pop();
    if (!newest) throw new Error(`no ${this.description} request is held`);
    // Requests the machine abandoned (a reload re-entered loading) go on, and are ignored by it.
    const abandoned = this.queue.splice(0);
    abandoned.forEach((route) => void route.continue().catch(() => undefined));
    return newest;
  }
}

/** A path's held requests by name (the memo's `held`), so later steps answer the one they mean. */
export type HeldByName = Record<string, HeldRequests>;

/** Installs `made` and files it under `name`. */
export async function holdAs(held: HeldByName, name: string, made: HeldRequests): Promise<HeldRequests> {
  await made.install();
  held[name] = made;
  return made;
}

/** End of a path: everything still held goes on. */
export async function releaseEveryHeld(held: HeldByName | undefined): Promise<void> {
  for (const each of Object.values(held ?? {})) await each.releaseAll();
}

/**
 * For holds that take a request only while `holding` has their name: `act` makes the next such call,
 * which is held (this waits until it is); the hold then lets later calls go straight on again.
 */
export async function holdNextCall<TName>(
  holding: Set<TName>,
  name: TName,
  held: HeldRequests,
  act: () => Promise<unknown>,
): Promise<void> {
  holding.add(name);
  await act();
  await held.waitForHeld();
  holding.delete(name);
}
