import { useSelector } from '@xstate/react';
import type { Shop } from '../api';
import type { ShopRef } from '../api/shops';
import {
  cuisinesResource,
  faqResource,
  menuResource,
  nearbyShopsResource,
  ratingsResource,
  scheduleResource,
  shopByRefResource,
} from '../loaders';
import { useLoader } from './useLoader';

/**
 * The loaders a menu page starts on entry (spec §2, §4): shop, menu, schedule, nearby shops,
 * ratings, cuisines and the shop's FAQ. The shop loads first and the others once it has answered,
 * keyed by the shop's own id and slug (a shop found by its id, or by the id fallback, has another
 * slug than the URL's): a shop that does not exist costs one request, not one 404 per loader. The
 * menu, the page's longest load, needed the shop's id anyway.
 */
export function useMenuLoaders(ref: ShopRef) {
  const shop = useLoader(shopByRefResource, ref);
  const loaded = useSelector(shop, (state) => (state.matches('success') ? (state.context.data as Shop) : null));
  const shopId = loaded?.id ?? null;
  const webSlug = loaded?.webSlug ?? null;
  const menu = useLoader(menuResource, shopId);
  const schedule = useLoader(scheduleResource, webSlug);
  const nearby = useLoader(nearbyShopsResource, webSlug);
  const ratings = useLoader(ratingsResource, webSlug);
  const cuisines = useLoader(cuisinesResource, webSlug);
  const faq = useLoader(faqResource, webSlug);
  return { shop, menu, schedule, nearby, ratings, cuisines, faq };
}

export type MenuLoaders = ReturnType<typeof useMenuLoaders>;
