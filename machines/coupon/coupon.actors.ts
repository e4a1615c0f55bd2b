import { fromPromise } from 'xstate';
import type { Deal, DealItem, DealsShop } from './coupon.types';

export type LoadDealsInput = { shopId: number };
/**
 * The shop (for the cart), the deals the shopper can use on today's menu (eligibility applied), and each
 * bundle's items with the sizes the deal allows and their required groups.
 */
export type LoadDealsOutput = { shop: DealsShop; deals: Deal[]; bundleItems?: Record<number, DealItem[]> };

export const loadDeals = fromPromise<LoadDealsOutput, LoadDealsInput>(async () => {
  throw new Error('loadDeals not provided');
});

/**
 * Puts the deal in the cart (a bundle with one line per item, as chosen), replacing the cart's deal and
 * its lines; injected by the storefront.
 */
export const applyDeal = (_: unknown, _params: { deal: Deal; shop: DealsShop; items: DealItem[] }) => {};

/** Closes the dialog the deals are drawn in (the menu's dealsModal, or a cart line's deal edit); injected by the storefront. */
export const closeDeals = () => {};
