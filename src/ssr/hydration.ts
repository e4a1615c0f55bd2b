declare global {
  interface Window {
    /** Buttons tapped before the page's scripts took over (recorded by a server-rendered page, server/render), null after. */
    __crustEarlyTaps?: HTMLButtonElement[] | null;
  }
}

/**
 * The page's scripts have taken over its server-rendered markup: the last button tapped before then
 * is pressed again (earlier taps were the same shopper trying again), and the page is marked
 * `data-hydrated` on <html> (tests wait for it as a shopper waits for the page to respond).
 */
export function onPageHydrated(): void {
  const taps = window.__crustEarlyTaps ?? [];
  window.__crustEarlyTaps = null;
  document.documentElement.dataset.hydrated = '';
  const last = taps.at(-1);
  if (last?.isConnected) last.click();
}
