import { useSelector } from '@xstate/react';
import { selectCartShopId, selectProducts } from '@machines/cart/cart.types';
import { recommendationsResource } from '../loaders';
import { useAfterHydration } from '../ssr/useHydrated';
import type { CartRef } from '../system';
import { useLoader } from './useLoader';

/**
 * The recommendations loader for the cart of a shop (spec §7): asked with the cart's products, again
 * whenever they change; waits while the cart is empty, of another shop, or not restored yet (a
 * server-rendered page knows no cart).
 */
export function useRecommendations(cart: CartRef, shopId: number) {
  const productIds = useSelector(
    cart,
    (state) => (selectCartShopId(state) === shopId ? [...new Set(selectProducts(state).map((p) => p.id))] : []),
    sameIds,
  );
  const params = productIds.length > 0 ? { shopId, productIds } : null;
  return useLoader(recommendationsResource, useAfterHydration(params, null));
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
