import { fromPromise } from 'xstate';
import type { Deal, DealsShop } from './coupon.types';

export type LoadDealsInput = { shopId: number };
/** The shop (for the cart) and the deals the shopper can use on today's menu (eligibility applied). */
export type LoadDealsOutput = { shop: DealsShop; deals: Deal[] };

export const loadDeals = fromPromise<LoadDealsOutput, LoadDealsInput>(async () => {
  throw new Error('loadDeals not provided');
});

/** Puts the deal in the cart (a bundle with its products); injected by the storefront. */
export const applyDeal = (_: unknown, _params: { deal: Deal; shop: DealsShop }) => {};
