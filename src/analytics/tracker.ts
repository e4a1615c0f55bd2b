import type { AnalyticsBatchInput } from '../api/analytics';
import { readAppTransitionFlags } from './appTransitionFlags';
import { ANALYTICS_DEBOUNCE_MS, IDLE_FLUSH_TIMEOUT_MS, type KeyValueStorage } from './constants';
import { debounced, realTimers, type Debounced, type Timers } from './debounce';
import { failedOrderEvent } from './failedOrder';
import { readJourney, recordVisit } from './journey';
import { recordLanding, type Landing } from './landing';
import { createEventQueue, type FlushReason } from './queue';

type DataLayerEntry = Record<string, unknown>;
type Listener = (event: Event) => void;

/** The parts of the browser the tracker uses (a window, or a fake in unit tests). */
export type AnalyticsHost = {
  location: { pathname: string; search: string };
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener: (type: 'pagehide' | 'popstate', listener: Listener) => void;
  removeEventListener: (type: 'pagehide' | 'popstate', listener: Listener) => void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener: (type: 'visibilitychange', listener: Listener) => void;
    removeEventListener: (type: 'visibilitychange', listener: Listener) => void;
  };
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  dataLayer?: DataLayerEntry[];
};

export type AnalyticsDeps = {
  host: AnalyticsHost;
  storage: KeyValueStorage;
  browserId: string;
  send: (batch: AnalyticsBatchInput, options: { keepalive: boolean }) => Promise<unknown>;
  now?: () => number;
  timers?: Timers;
  /** Decided once per browser (src/storage/attribution.ts): sent with every page view. */
  attribution?: Record<string, unknown>;
};

/**
 * The analytics lifecycle of one page load. `start` captures the landing's utm parameters and click
 * ids, adds the page to the journey, and takes over the data layer as a tag manager does (what was
 * pushed before, and every later push, is queued). Each page change is a page view. The queue leaves
 * for the first-party collector at 100 events, when the browser is idle, and when the page is hidden
 * (pending debounced events first). `stop` gives everything back.
 */
export function createAnalytics({ host, storage, browserId, send, now = Date.now, timers = realTimers, attribution }: AnalyticsDeps) {
  let landing: Landing = { utm: {}, clickIds: {}, landedAt: now() };
  let lastPath: string | null = null;
  let idleScheduled = false;
  const cleanups: (() => void)[] = [];

  const queue = createEventQueue((events, { keepalive }) =>
    send({ browserId, utm: landing.utm, clickIds: landing.clickIds, journey: readJourney(storage, now()), events }, { keepalive }),
  );

  function scheduleIdleFlush() {
    if (idleScheduled) return;
    idleScheduled = true;
    const run = () => {
      idleScheduled = false;
      queue.flush('idle');
    };
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: IDLE_FLUSH_TIMEOUT_MS });
    else timers.setTimeout(run, IDLE_FLUSH_TIMEOUT_MS);
  }

  function enqueue(entry: DataLayerEntry) {
    if (typeof entry !== 'object' || entry === null) return;
    const { event, ...data } = entry;
    queue.push({
      event: typeof event === 'string' && event ? event : 'dataLayer.set',
      page: host.location.pathname,
      occurredAt: new Date(now()).toISOString(),
      data,
    });
    if (queue.size > 0) scheduleIdleFlush();
  }

  function pageChanged() {
    const path = host.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    recordVisit(storage, path, now());
    track('page_view', { attribution, appTransitionFlags: readAppTransitionFlags(storage) });
  }

  function track(event: string, data: DataLayerEntry = {}) {
    layer.push({ event, ...data });
  }

  const debounces = {
    search: debounced((address: string) => track('search', { address }), ANALYTICS_DEBOUNCE_MS.search, timers),
    personalInfoEdit: debounced((field: string) => track('personal_info_edit', { field }), ANALYTICS_DEBOUNCE_MS.personalInfoEdit, timers),
    checkoutErrorBeforeSubmit: debounced(
      (errors: string[]) => track('checkout_error', { errors }),
      ANALYTICS_DEBOUNCE_MS.checkoutErrorBeforeSubmit,
      timers,
    ),
  };
  // One per section: two sections completed within 3 s are two events.
  const completedSections = new Map<string, Debounced<string>>();
  const completedSection = (section: string) => {
    let pending = completedSections.get(section);
    if (!pending) {
      pending = debounced(
        (name: string) => track('checkout_section_completed', { section: name }),
        ANALYTICS_DEBOUNCE_MS.completedSection,
        timers,
      );
      completedSections.set(section, pending);
    }
    pending.call(section);
  };
  const allDebounces = () => [...Object.values(debounces), ...completedSections.values()];

  function flushAll(reason: FlushReason) {
    for (const pending of allDebounces()) pending.flush();
    queue.flush(reason);
  }

  // The page's data layer, taken over at start (a tag manager's snippet may have made it already).
  let layer: DataLayerEntry[] = [];

  function listen<T extends string>(
    target: { addEventListener: (t: T, l: Listener) => void; removeEventListener: (t: T, l: Listener) => void },
    type: T,
    listener: Listener,
  ) {
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  }

  function watchHistory(method: 'pushState' | 'replaceState') {
    const original = host.history[method];
    host.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      pageChanged();
    };
    cleanups.push(() => void (host.history[method] = original));
  }

  return {
    start() {
      landing = recordLanding(storage, host.location.search, now());
      layer = host.dataLayer ??= [];
      const earlier = [...layer];
      const originalPush = layer.push;
      layer.push = (...entries: DataLayerEntry[]) => {
        const length = originalPush.apply(layer, entries);
        entries.forEach(enqueue);
        return length;
      };
      const taken = layer;
      cleanups.push(() => void (taken.push = originalPush));
      earlier.forEach(enqueue);
      watchHistory('pushState');
      watchHistory('replaceState');
      listen(host, 'popstate', pageChanged);
      listen(host, 'pagehide', () => flushAll('pageHide'));
      listen(host.document, 'visibilitychange', () => {
        if (host.document.visibilityState === 'hidden') flushAll('pageHide');
      });
      pageChanged();
    },
    stop() {
      for (const pending of allDebounces()) pending.cancel();
      while (cleanups.length) cleanups.pop()!();
    },
    track,
    /** The place search's input (reported 1000 ms after the last keystroke). */
    search: (address: string) => debounces.search.call(address),
    /** A contact field edit at checkout (2000 ms). */
    personalInfoEdit: (field: string) => debounces.personalInfoEdit.call(field),
    /** Errors shown before the first submit (2500 ms). */
    checkoutErrorBeforeSubmit: (errors: string[]) => debounces.checkoutErrorBeforeSubmit.call(errors),
    /** A checkout section became complete (3000 ms). */
    completedSection,
    /** The order could not be placed (spec checkout §8). */
    orderFailed: (cause: Parameters<typeof failedOrderEvent>[0]) => {
      const { event, ...data } = failedOrderEvent(cause);
      track(event, data);
    },
    get landing() {
      return landing;
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
