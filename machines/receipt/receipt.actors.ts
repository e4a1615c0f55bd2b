import { fromPromise } from 'xstate';
import type { ReceiptCart, ReceiptFulfilment } from './receipt.types';

export type PriceCartInput = { cart: ReceiptCart; fulfilment: ReceiptFulfilment };
/** The shopping cart as the server answered it, and each line's unit price by cart line uuid. */
export type PriceCartOutput = { shoppingCart: unknown; prices: { uuid: string; price: number }[] };

/**
 * POST orders/shopping_cart. Throw a ReceiptError-like `{ status, message, messages, missingIndexes }`
 * (missingIndexes: the items answered 422 menu_item_missing).
 */
export const priceCart = fromPromise<PriceCartOutput, PriceCartInput>(async () => {
  throw new Error('priceCart not provided');
});

/* Effects on the cart, injected by the storefront (defaults do nothing). */
export const repriceLines = (_: unknown, _prices: { prices: { uuid: string; price: number }[] }) => {};
export const removeUnavailableLines = (_: unknown, _lines: { uuids: string[]; names: string[] }) => {};
export const forgetUnknownShop = (_: unknown) => {};
/** The fulfilment changed: the storefront stores it (180 minutes) so a reload or a direct visit to checkout keeps it. */
export const persistFulfilment = (_: unknown, _params: { fulfilment: ReceiptFulfilment }) => {};
