import { fromPromise, type ActorRefFrom } from 'xstate';
import { applyDealToCart } from '@machines/coupon/coupon.actors';
import { couponMachine } from '@machines/coupon/coupon.machine';
import type { Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '../api';
import { shopsApi } from '../api';
import { bundleItemsOf, bundleProducts, eligibleDeals } from './deals';

/**
 * The deals dialog's machine with this menu's effects: the shop's coupons from the server (bundles with their items),
 * and a built bundle's cart lines. It runs in the app's system (machines/app: deals.open), where it puts the deal in
 * the system's cart and closes its dialog itself once the deal is applied.
 */
export function dealsWithEffects(menu: Menu) {
  return couponMachine.provide({
    actors: {
      loadDeals: fromPromise(async ({ input }) => {
        const shop = await shopsApi.getShop(input.shopId);
        const deals = eligibleDeals(shop.coupons as Deal[], menu);
        return { shop: { id: shop.id, webSlug: shop.webSlug, name: shop.name }, deals, bundleItems: bundleItemsOf(deals, menu) };
      }),
    },
    actions: { applyDeal: applyDealToCart((deal, items) => bundleProducts(deal, menu, items)) },
  });
}

export type DealsRef = ActorRefFrom<typeof couponMachine>;
