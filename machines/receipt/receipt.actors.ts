import { fromCallback, fromPromise } from 'xstate';
import type { ReceiptCart, ReceiptEvent, ReceiptFulfilment } from './receipt.types';

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

/** Sends `receipt.cartChanged` with the app's cart and its validated promo code whenever either changes (injected; the default never sends). */
export const watchCart = fromCallback<ReceiptEvent>(() => {});

/* Effects on the cart and the promo code, injected by the storefront (defaults do nothing). */
export const repriceLines = (_: unknown, _prices: { prices: { uuid: string; price: number }[] }) => {};
export const removeUnavailableLines = (_: unknown, _lines: { uuids: string[]; names: string[] }) => {};
export const forgetUnknownShop = (_: unknown) => {};
/** The cart was emptied: its promo code goes too. */
export const dropPromoCode = (_: unknown) => {};
/** The fulfilment changed: the storefront stores it (180 minutes) so a reload or a direct visit to checkout keeps it. */
export const persistFulfilment = (_: unknown, _params: { fulfilment: ReceiptFulfilment }) => {};
