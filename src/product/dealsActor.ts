import { fromPromise } from 'xstate';
import { couponMachine } from '@machines/coupon/coupon.machine';
import type { Deal } from '@machines/coupon/coupon.types';
import type { Menu } from '../api';
import { shopsApi } from '../api';
import type { CartRef } from '../system';
import { bundleItemsOf, bundleProducts, eligibleDeals, toCartCoupon } from './deals';

/**
 * The deals modal's machine: the shop's coupons from the server (bundles with their items), applied to the app's cart;
 * `close` closes the dialog once the deal is in the cart (the machine's `applied`).
 */
export function dealsWithEffects(menu: Menu, cart: CartRef, close: () => void) {
  return couponMachine.provide({
    actors: {
      loadDeals: fromPromise(async ({ input }) => {
        const shop = await shopsApi.getShop(input.shopId);
        const deals = eligibleDeals(shop.coupons as Deal[], menu);
        return { shop: { id: shop.id, webSlug: shop.webSlug, name: shop.name }, deals, bundleItems: bundleItemsOf(deals, menu) };
      }),
    },
    actions: {
      applyDeal: (_, { deal, shop, items }) =>
        cart.send({
          type: 'cart.coupon.apply',
          coupon: toCartCoupon(deal),
          shop,
          products: deal.pricingType === 'bundle_price' ? bundleProducts(deal, menu, items) : [],
        }),
      closeDeals: () => close(),
    },
  });
}
