import { sendAnalyticsBatch } from '../api/analytics';
import { browserIdFrom } from './browserId';
import { keepBrowserIdCookie } from './browserIdCookie';
import type { KeyValueStorage } from './constants';
import { createAnalytics, type Analytics, type AnalyticsHost } from './tracker';

/** The page's window as the tracker's host; none during a server render. */
export const browserAnalyticsHost = (): AnalyticsHost | null =>
  typeof window === 'undefined' ? null : (window as unknown as AnalyticsHost);

/** Starts this page load's analytics in the browser, reporting to the first-party collector. */
export function startAnalytics(host: AnalyticsHost, storage: KeyValueStorage, attribution: Record<string, unknown>): Analytics {
  const browserId = browserIdFrom(storage);
  if (typeof document !== 'undefined') keepBrowserIdCookie(document, browserId, window.location.protocol === 'https:');
  const analytics = createAnalytics({ host, storage, browserId, send: sendAnalyticsBatch, attribution });
  analytics.start();
  return analytics;
}
