import { useSelector } from '@xstate/react';
import type { Shop } from '../api';
import type { ShopRef } from '../api/shops';
import { cuisinesResource, faqResource, menuResource, nearbyShopsResource, ratingsResource, scheduleResource, shopByRefResource } from '../loaders';
import { useLoader } from './useLoader';

/**
 * The loaders a menu page starts on entry (spec §2, §4): shop, menu, schedule, nearby shops,
 * ratings, cuisines and the shop's FAQ. With a web slug they all start at once; a route that names
 * the shop by id starts the slug-keyed ones when the shop has answered (and they follow the shop's
 * own slug).
 */
export function useMenuLoaders(ref: ShopRef) {
  const shop = useLoader(shopByRefResource, ref);
  const loaded = useSelector(shop, (state) => (state.matches('success') ? (state.context.data as Shop) : null));
  const shopId = loaded?.id ?? null;
  // The shop's own slug once known (a shop found by its id fallback has another one).
  const webSlug = loaded?.webSlug ?? ('webSlug' in ref ? ref.webSlug : null);
  const menu = useLoader(menuResource, shopId);
  const schedule = useLoader(scheduleResource, webSlug);
  const nearby = useLoader(nearbyShopsResource, webSlug);
  const ratings = useLoader(ratingsResource, webSlug);
  const cuisines = useLoader(cuisinesResource, webSlug);
  const faq = useLoader(faqResource, webSlug);
  return { shop, menu, schedule, nearby, ratings, cuisines, faq };
}

export type MenuLoaders = ReturnType<typeof useMenuLoaders>;
