import { useEffect, useSyncExternalStore } from 'react';
import type { NearbyShop } from '@/api/shops';
import type { LoaderRef } from '@/hooks/useLoader';
import { usePreloaded } from '@/ssr/preloaded';
import { usePageHydrated } from '@/ssr/useHydrated';

type NearbyLoader = LoaderRef<NearbyShop[]>;

/*
 * The footer sits outside the page, so the shop page hands it its nearby-shops loader (spec §2 Chrome:
 * the footer lists nearby acquired shops; the menu page loads them on entry). Handed over in an
 * effect: never while the server renders, so one server's pages cannot see each other's. The server
 * renders, and the browser hydrates, the nearby shops the page was rendered with instead (its preloaded
 * data), so they are in the page's HTML (issue 32 item 12) until the page's own loader takes over.
 */
let shown: NearbyLoader | null = null;
const listeners = new Set<() => void>();

function show(loader: NearbyLoader | null) {
  shown = loader;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A shop page: its nearby shops are listed in the footer while it is shown. */
export function useNearbyShopsInFooter(loader: NearbyLoader): void {
  useEffect(() => {
    show(loader);
    return () => {
      if (shown === loader) show(null);
    };
  }, [loader]);
}

/** The footer: the shown shop page's nearby-shops loader, or null on other pages. */
export function useFooterNearbyShops(): NearbyLoader | null {
  return useSyncExternalStore(
    subscribe,
    () => shown,
    () => null,
  );
}

/**
 * The nearby shops a server-rendered shop page was rendered with, while the server renders it and until the
 * browser has taken the whole page over (the page's loader is handed to the footer by then); null otherwise.
 */
export function usePreloadedNearbyShops(): NearbyShop[] | null {
  const preloaded = usePreloaded();
  const pageHydrated = usePageHydrated();
  if (pageHydrated) return null;
  return (preloaded.dataNamed('nearbyShops') as NearbyShop[] | undefined) ?? null;
}
