import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true after (and at once
 * in a page the browser rendered itself). What only the browser knows (its saved cart, its
 * storage) is shown once hydrated, so the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A value read from the browser (storage, URL), with `serverValue` for the server render and the
 * hydrating render; React re-renders with the browser's value right after hydration.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}

/**
 * `value` once hydrated; `serverValue` while the server renders and the browser hydrates: for what
 * the browser restored before the page (its saved cart) and the server cannot know.
 */
export function useAfterHydration<T>(value: T, serverValue: T): T {
  return useHydrated() ? value : serverValue;
}
