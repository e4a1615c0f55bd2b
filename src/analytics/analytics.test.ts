import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsBatchInput } from '../api/analytics';
import { APP_TRANSITION_FLAGS, appTransitionFlagKey, readAppTransitionFlags } from './appTransitionFlags';
import { browserIdFrom, BROWSER_ID_KEY } from './browserId';
import { failedOrderEvent } from './failedOrder';
import { JOURNEY_KEY, readJourney, recordVisit } from './journey';
import { landingParams, recordLanding } from './landing';
import { createAnalytics, type AnalyticsHost } from './tracker';

/*
 * Unit tests of the analytics module. Stubbed boundaries: the browser (a fake host: location, history,
 * page events, no requestIdleCallback, so the idle flush is a timer), storage (a Map), the clock and
 * timers (vitest fake timers) and the collector (`send` records the batches instead of POSTing).
 */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

function fakeHost(url: string) {
  const listeners = new Map<string, ((event: Event) => void)[]>();
  const on = (type: string, listener: (event: Event) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const off = (type: string, listener: (event: Event) => void) =>
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((l) => l !== listener),
    );
  const location = new URL(url, 'https://crust.test');
  const go = (to: string) => {
    const next = new URL(to, location);
    location.pathname = next.pathname;
    location.search = next.search;
  };
  const host: AnalyticsHost & { dataLayer?: Record<string, unknown>[] } = {
    location,
    history: {
      pushState: (_data: unknown, _unused: string, to?: string | URL | null) => go(String(to)),
      replaceState: (_d: unknown, _u: string, to?: string | URL | null) => go(String(to)),
    },
    addEventListener: on,
    removeEventListener: off,
    document: { visibilityState: 'visible', addEventListener: on, removeEventListener: off },
  };
  const fire = (type: string) => (listeners.get(type) ?? []).forEach((listener) => listener(new Event(type)));
  return { host, fire, listeners };
}

const START = Date.parse('2026-11-23T17:00:00Z');
const HOUR = 60 * 60 * 1000;
const BROWSER = '3f2b8c1a-5d4e-4f6a-9b7c-0e1d2c3b4a59';

function setup(
  url = '/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=pizza&utm_content=hero&gclid=abc&fbclid=def&msclkid=ghi',
) {
  const { host, fire, listeners } = fakeHost(url);
  const storage = memoryStorage();
  const batches: { batch: AnalyticsBatchInput; keepalive: boolean }[] = [];
  const analytics = createAnalytics({
    host,
    storage,
    browserId: BROWSER,
    now: Date.now,
    send: async (batch, { keepalive }) => void batches.push({ batch, keepalive }),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
  const sent = () => batches.flatMap(({ batch }) => batch.events);
  return { host, fire, listeners, storage, analytics, batches, sent };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('landing: utm parameters and click ids', () => {
  it("captures the five utm parameters and the ad networks' click ids from the landing URL", () => {
    expect(
      landingParams(
        '?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=pizza&utm_content=hero&gclid=abc&fbclid=def&msclkid=ghi&ttclid=t&other=x',
      ),
    ).toEqual({
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'pizza', utm_content: 'hero' },
      clickIds: { gclid: 'abc', fbclid: 'def', msclkid: 'ghi', ttclid: 't' },
    });
  });

  it('keeps the landing for later pages without parameters, until a new landing or 6 hours', () => {
    const storage = memoryStorage();
    recordLanding(storage, '?utm_source=google', START);
    expect(recordLanding(storage, '', START + HOUR).utm).toEqual({ utm_source: 'google' });
    expect(recordLanding(storage, '?fbclid=f', START + 2 * HOUR)).toMatchObject({ utm: {}, clickIds: { fbclid: 'f' } });
    expect(recordLanding(storage, '', START + 8 * HOUR + 1).clickIds).toEqual({});
  });
});

describe('journey (visited pages)', () => {
  it('adds each new page and expires 6 hours after it was last written', () => {
    const storage = memoryStorage();
    recordVisit(storage, '/', START);
    recordVisit(storage, '/', START + 1);
    recordVisit(storage, '/shop/search', START + HOUR);
    expect(readJourney(storage, START + HOUR).map((visit) => visit.path)).toEqual(['/', '/shop/search']);
    expect(readJourney(storage, START + 7 * HOUR - 1)).toHaveLength(2);
    expect(readJourney(storage, START + 7 * HOUR)).toEqual([]);
    expect(recordVisit(storage, '/about-us', START + 7 * HOUR).map((visit) => visit.path)).toEqual(['/about-us']);
  });

  it('starts again from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(JOURNEY_KEY, '{"updatedAt":"soon"');
    expect(readJourney(storage, START)).toEqual([]);
  });
});

describe('the data-layer queue', () => {
  it('sends a page view with the landing, the journey and the attribution, when the browser is idle', async () => {
    const { analytics, batches, sent } = setup();
    analytics.start();
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent().map((event) => event.event)).toEqual(['page_view']);
    expect(batches[0]!.batch).toMatchObject({
      browserId: BROWSER,
      utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring', utm_term: 'pizza', utm_content: 'hero' },
      clickIds: { gclid: 'abc', fbclid: 'def', msclkid: 'ghi' },
      journey: [{ path: '/', visitedAt: '2026-11-23T17:00:00.000Z' }],
    });
    expect(sent()[0]!.data.appTransitionFlags).toEqual(Object.fromEntries(APP_TRANSITION_FLAGS.map((flag) => [flag, true])));
  });

  it('flushes at once when 100 events are queued, in one batch of 100', () => {
    const { analytics, host, batches } = setup();
    analytics.start(); // 1: the page view
    for (let i = 0; i < 98; i += 1) host.dataLayer!.push({ event: `e${i}` });
    expect(batches).toHaveLength(0);
    host.dataLayer!.push({ event: 'hundredth' });
    expect(batches).toHaveLength(1);
    expect(batches[0]!.batch.events).toHaveLength(100);
    expect(batches[0]!.batch.events.at(-1)!.event).toBe('hundredth');
  });

  it('takes what was pushed before it started (the pickup-only flag) and every later push', async () => {
    const { analytics, host, sent } = setup('/restaurants/ny/new_york/10002/x/menu');
    host.dataLayer = [{ event: 'shop_view', pickupOnly: true }];
    analytics.start();
    host.dataLayer.push({ pickupOnly: true });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent().map((event) => [event.event, event.data])).toEqual([
      ['shop_view', { pickupOnly: true }],
      ['page_view', expect.anything()],
      ['dataLayer.set', { pickupOnly: true }],
    ]);
  });

  it('records page changes through history as page views and journey visits', async () => {
    const { analytics, host, storage, sent } = setup();
    analytics.start();
    host.history.pushState(null, '', '/shop/search?address=x');
    host.history.replaceState(null, '', '/shop/search?address=y');
    host.history.pushState(null, '', '/restaurants/ny/brooklyn/11201/slice/menu');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(sent().map((event) => `${event.event} ${event.page}`)).toEqual([
      'page_view /',
      'page_view /shop/search',
      'page_view /restaurants/ny/brooklyn/11201/slice/menu',
    ]);
    expect(readJourney(storage, Date.now()).map((visit) => visit.path)).toEqual([
      '/',
      '/shop/search',
      '/restaurants/ny/brooklyn/11201/slice/menu',
    ]);
  });

  it('sends what is queued, pending debounces first, with keepalive when the page is hidden', () => {
    const { analytics, fire, batches, sent } = setup();
    analytics.start();
    analytics.search('Brooklyn');
    fire('pagehide');
    expect(sent().map((event) => event.event)).toEqual(['page_view', 'search']);
    expect(batches.every((batch) => batch.keepalive)).toBe(true);
  });

  it('stop gives the data layer and history back', () => {
    const { analytics, host, listeners } = setup();
    const push = host.history.pushState;
    host.dataLayer = [];
    const arrayPush = host.dataLayer.push;
    analytics.start();
    analytics.stop();
    expect(host.history.pushState).toBe(push);
    expect(host.dataLayer.push).toBe(arrayPush);
    expect([...listeners.values()].flat()).toHaveLength(0);
  });
});

type Tracker = ReturnType<typeof setup>['analytics'];

describe('the debounces (spec §9)', () => {
  const cases: [string, number, (analytics: Tracker) => void, string][] = [
    ['search', 1_000, (a) => a.search('Brook'), 'search'],
    ['personal info edit', 2_000, (a) => a.personalInfoEdit('firstName'), 'personal_info_edit'],
    ['checkout error before submit', 2_500, (a) => a.checkoutErrorBeforeSubmit(['This is a required field.']), 'checkout_error'],
    ['completed section', 3_000, (a) => a.completedSection('contactDetails'), 'checkout_section_completed'],
  ];

  it.each(cases)('%s: reported once, %i ms after the last call', (_, ms, call, event) => {
    const { analytics, host } = setup();
    analytics.start();
    const reported = () => host.dataLayer!.filter((entry) => entry.event === event);
    call(analytics);
    vi.advanceTimersByTime(ms - 100);
    call(analytics);
    vi.advanceTimersByTime(ms - 1);
    expect(reported()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(reported()).toHaveLength(1);
    vi.advanceTimersByTime(ms * 2);
    expect(reported()).toHaveLength(1);
  });

  it('search reports the last input', () => {
    const { analytics, host } = setup();
    analytics.start();
    analytics.search('Bro');
    analytics.search('Brooklyn, NY');
    vi.advanceTimersByTime(1_000);
    expect(host.dataLayer!.filter((entry) => entry.event === 'search')).toEqual([{ event: 'search', address: 'Brooklyn, NY' }]);
  });

  it('two sections completed together are two events', () => {
    const { analytics, host } = setup();
    analytics.start();
    analytics.completedSection('contactDetails');
    analytics.completedSection('orderInformation');
    vi.advanceTimersByTime(3_000);
    expect(host.dataLayer!.filter((entry) => entry.event === 'checkout_section_completed').map((entry) => entry.section)).toEqual([
      'contactDetails',
      'orderInformation',
    ]);
  });
});

describe('the failed-order event (checkout §8)', () => {
  it("carries the message, 'Error message undefined.' when there is none, and the error codes", () => {
    expect(
      failedOrderEvent({
        message: 'Your card was declined.',
        orderErrorCodes: ['card_declined'],
        errors: [{ code: 'card_declined' }, { code: 'payment_error' }],
      }),
    ).toEqual({ event: 'order_failed', message: 'Your card was declined.', errorCodes: ['card_declined', 'payment_error'] });
    for (const cause of [undefined, null, {}, { message: '' }, { message: 42 }]) {
      expect(failedOrderEvent(cause as never)).toEqual({ event: 'order_failed', message: 'Error message undefined.', errorCodes: [] });
    }
  });

  it('is pushed to the data layer by orderFailed', () => {
    const { analytics, host } = setup();
    analytics.start();
    analytics.orderFailed({ message: '', orderErrorCodes: ['below_minimum'] });
    expect(host.dataLayer!.at(-1)).toEqual({ event: 'order_failed', message: 'Error message undefined.', errorCodes: ['below_minimum'] });
  });
});

describe('the app-transition flags (spec §3)', () => {
  it('are six, each true unless this browser stored false', () => {
    const storage = memoryStorage();
    expect(readAppTransitionFlags(storage)).toEqual({
      showMenuDiscountAppInstallBanner: true,
      showHomeTakeover: true,
      showMiniHomeTakeover: true,
      showMenuTakeover: true,
      showMiniTakeover: true,
      showOrderWithGoogleTakeover: true,
    });
    storage.setItem(appTransitionFlagKey('showMenuTakeover'), 'false');
    expect(readAppTransitionFlags(storage)).toMatchObject({ showMenuTakeover: false, showHomeTakeover: true });
    expect(appTransitionFlagKey('showMenuTakeover')).toBe('crust:showMenuTakeover');
  });
});

describe('the anonymous browser id', () => {
  it('is made once per browser and kept', () => {
    const storage = memoryStorage();
    const first = browserIdFrom(storage, () => BROWSER);
    expect(first).toBe(BROWSER);
    expect(browserIdFrom(storage, () => '00000000-0000-4000-8000-000000000000')).toBe(BROWSER);
    storage.setItem(BROWSER_ID_KEY, 'tampered');
    expect(browserIdFrom(storage, () => '00000000-0000-4000-8000-000000000000')).toBe('00000000-0000-4000-8000-000000000000');
  });
});
