/** Analytics constants (spec discovery §9, checkout §9). */
export const ANALYTICS_QUEUE_FLUSH_LIMIT = 100;

/** Debounces: a burst of edits is reported once, this long after the last one. */
export const ANALYTICS_DEBOUNCE_MS = {
  search: 1_000,
  personalInfoEdit: 2_000,
  checkoutErrorBeforeSubmit: 2_500,
  completedSection: 3_000,
} as const;

/** The journey (visited pages) is forgotten this long after it was last added to. */
export const JOURNEY_EXPIRY_MS = 6 * 60 * 60 * 1000;

/** An idle browser sends what is queued at the latest after this long. */
export const IDLE_FLUSH_TIMEOUT_MS = 2_000;

/** Spec checkout §8: the failed-order event's message when there is none. */
export const FAILED_ORDER_DEFAULT_MESSAGE = 'Error message undefined.';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
