export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Calls `report` with the last value once `ms` have passed without a new one (the spec's analytics
 * debounces). `flush` reports a pending value at once (the page is being hidden).
 */
export function debounced<T>(report: (value: T) => void, ms: number, timers: Timers = realTimers) {
  let pending: { value: T } | null = null;
  let handle: unknown = null;

  function flush() {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    const last = pending;
    pending = null;
    if (last) report(last.value);
  }

  return {
    call(value: T) {
      pending = { value };
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(flush, ms);
    },
    flush,
    cancel() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = null;
    },
  };
}

export type Debounced<T> = ReturnType<typeof debounced<T>>;
