import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isPageHydrated, onPageHydrated, subscribePageHydrated } from './hydration';

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
 * Like useHydrated, but after a hydration it turns true in a transition: the view it lets in (checkout's
 * form, hundreds of elements) renders in slices the browser can interrupt, not as one long task.
 */
export function useHydratedInSlices(): boolean {
  const hydrated = useHydrated();
  const [settled, setSettled] = useState(hydrated);
  useEffect(() => {
    if (!settled) startTransition(() => setSettled(true));
    // once, after the hydration commit: a page the browser rendered itself starts settled
  }, []);
  return settled;
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

/**
 * False while the server renders and until the browser has taken over the whole server-rendered
 * page (src/ssr/hydration.ts), true after, and at once in a page the browser rendered itself.
 * Unlike `useHydrated`, which turns true as soon as the calling component has hydrated, this waits
 * for the page's content: the root hydrates first and the route's content after it, so state the
 * root changes before then must not reach content that is still hydrating.
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(subscribePageHydrated, isPageHydrated, () => false);
}

/**
 * Called by the component of every page the server renders (entry-server.tsx SERVER_RENDERED_ROUTES):
 * its effects run once the browser has taken the page's content over, which marks the page hydrated
 * (onPageHydrated: usePageHydrated turns true, the taps made before are replayed). A server-rendered
 * page that does not call it is never marked: its deep-linked modal never opens, its early taps are
 * lost, a signed-in shopper is shown 'Log in'.
 */
export function useMarkPageHydrated(): void {
  useEffect(onPageHydrated, []);
}
