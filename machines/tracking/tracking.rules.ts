import type { Tracking } from './tracking.types';

export const TRACKING_POLL_MS = 5000;
/** Spec: out for delivery with no driver, or ready for pickup, 90 minutes past max ETA → shown completed. */
export const FALLBACK_AFTER_MAX_ETA_MS = 90 * 60 * 1000;

export const isFinishedTracking = (tracking: Tracking | null) =>
  tracking !== null && (tracking.order.status === 'completed' || tracking.order.status === 'voided');

/** The instant the fallback completes this order (max ETA + 90 min), or null when it cannot apply. */
export function fallbackCompletionAt(tracking: Tracking | null): number | null {
  if (!tracking) return null;
  const { status, maxEta } = tracking.order;
  const stalled = (status === 'out_for_delivery' && tracking.delivery.driver === null) || status === 'ready_for_pickup';
  const maxEtaMs = Date.parse(maxEta);
  return stalled && Number.isFinite(maxEtaMs) ? maxEtaMs + FALLBACK_AFTER_MAX_ETA_MS : null;
}

/** Reads the clock through Date.now() (model tests freeze it). */
export const isPastFallbackTracking = (tracking: Tracking | null) => {
  const at = fallbackCompletionAt(tracking);
  return at !== null && Date.now() > at;
};
