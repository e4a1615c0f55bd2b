import { PRELOADED_ELEMENT_ID } from './preloaded';

declare global {
  interface Window {
    /** Buttons tapped before the page's scripts took over (recorded by a server-rendered page, server/render), null after. */
    __crustEarlyTaps?: HTMLButtonElement[] | null;
  }
}

const hydratedListeners = new Set<() => void>();

/**
 * True once the page's scripts have taken over its server-rendered markup, and from the start in a
 * page the browser rendered itself (it carries no preloaded data).
 */
export function isPageHydrated(): boolean {
  return 'hydrated' in document.documentElement.dataset || document.getElementById(PRELOADED_ELEMENT_ID) === null;
}

/** Calls `listener` when the server-rendered page has been taken over; returns the unsubscribe. */
export function subscribePageHydrated(listener: () => void): () => void {
  hydratedListeners.add(listener);
  return () => hydratedListeners.delete(listener);
}

/**
 * The page's scripts have taken over its server-rendered markup: the page is marked `data-hydrated`
 * on <html> (tests wait for it as a shopper waits for the page to respond), what waited for it is
 * told, and the last button tapped before then is pressed again (earlier taps were the same shopper
 * trying again).
 */
export function onPageHydrated(): void {
  const taps = window.__crustEarlyTaps ?? [];
  window.__crustEarlyTaps = null;
  document.documentElement.dataset.hydrated = '';
  for (const listener of [...hydratedListeners]) listener();
  const last = taps.at(-1);
  if (last?.isConnected) last.click();
}
