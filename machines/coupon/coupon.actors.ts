import { fromPromise, sendTo, type AnyActorRef } from 'xstate';
import type { CartEvent, NewCartProduct } from '../cart/cart.types';
import { systemActor } from '../shared/system-actors';
import { isBundle, type CouponContext, type CouponEvent, type Deal, type DealItem, type DealsShop } from './coupon.types';

export type LoadDealsInput = { shopId: number };
/**
 * The shop (for the cart), the deals the shopper can use on today's menu (eligibility applied), and each
 * bundle's items with the sizes the deal allows and their required groups.
 */
export type LoadDealsOutput = { shop: DealsShop; deals: Deal[]; bundleItems?: Record<number, DealItem[]> };

export const loadDeals = fromPromise<LoadDealsOutput, LoadDealsInput>(async () => {
  throw new Error('loadDeals not provided');
});

/** A built bundle's cart lines, one per item as chosen, made from the menu; injected by the storefront (src/product/dealsActor.ts). */
export type BundleLines = (deal: Deal, items: DealItem[]) => NewCartProduct[];

/** Params of `applyDeal`: the deal chosen, the shop it is added from, and a bundle's items as chosen (none for a coupon). */
export type ApplyDealParams = { deal: Deal; shop: DealsShop; items: DealItem[] };

/**
 * Puts the deal in the system's cart (cart.coupon.apply): a bundle with one line per item, as chosen, replacing the
 * cart's deal and its lines. The lines come from the menu the storefront hands in (`bundleLines`); outside the app's
 * system (the machine's unit tests) the event goes back to the machine, which takes no cart event.
 */
export const applyDealToCart = (bundleLines: BundleLines) =>
  sendTo<CouponContext, CouponEvent, ApplyDealParams, AnyActorRef, CouponEvent>(
    systemActor('cart'),
    (_: unknown, p: ApplyDealParams) =>
      ({
        type: 'cart.coupon.apply',
        coupon: { id: p.deal.id, name: p.deal.name, pricingType: p.deal.pricingType },
        shop: p.shop,
        products: isBundle(p.deal) ? bundleLines(p.deal, p.items) : [],
      }) satisfies CartEvent,
  );

/** The default knows no menu: a bundle goes to the cart without lines (the storefront provides its menu's). */
export const applyDeal = applyDealToCart(() => []);
