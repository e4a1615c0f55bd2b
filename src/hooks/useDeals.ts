import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { DealEdit } from '@machines/coupon/coupon.types';
import type { Menu } from '@/api';
import { loadChunk } from '@/chunks/loadChunk';
import type { DealsRef } from '@/product/dealsActor';
import { useSystem } from '@/SystemProvider';

/**
 * The deals dialog's machine while it runs in the app's system (machines/app: deals.open): the menu's dealsModal's
 * (`menu`) or a cart line's deal edit (`edit`); null otherwise. The app stops it once its deal is in the cart.
 */
export function useDeals(dialog: 'menu' | 'edit'): DealsRef | null {
  const { app } = useSystem();
  return useSelector(app, (state) => {
    const deals = (state.children as Record<string, unknown>).deals as DealsRef | undefined;
    if (!deals) return null;
    return (deals.getSnapshot().context.edit !== null) === (dialog === 'edit') ? deals : null;
  });
}

const loadDealsActor = () => loadChunk(() => import('@/product/dealsActor'));

/** The deals machine's code, loaded apart as the dialog's view is (usePreloadWhenIdle, lazyDialog). */
export const dealsActorCode = { preload: () => void loadDealsActor().catch(() => {}) };

/**
 * Opens the deals dialog's machine in the app's system for a menu: its deals, or (`edit`) a cart line's deal. Its code
 * loads with the dialog's (src/product/dealsActor.ts); the returned function cancels an open not made yet. A chunk
 * that fails to load is thrown while rendering, so the page's error view shows it (as lazyDialog's).
 */
export function useOpenDeals(): (menu: Menu, edit: DealEdit | null) => () => void {
  const { app } = useSystem();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const open = useCallback(
    (menu: Menu, edit: DealEdit | null) => {
      let cancelled = false;
      loadDealsActor().then(
        ({ dealsWithEffects }) => {
          if (!cancelled) app.send({ type: 'deals.open', logic: dealsWithEffects(menu), input: { shopId: menu.shopId, edit } });
        },
        (error: unknown) => {
          if (!cancelled) setFailure({ error });
        },
      );
      return () => {
        cancelled = true;
      };
    },
    [app],
  );
  if (failure) throw failure.error;
  return open;
}
