import { fromCallback, fromPromise } from 'xstate';
import type { CartContext } from '../cart/cart.types';
import { selectValidPromo, type PromoState } from '../promo/promo.types';
import { toReceiptCart } from './receipt.rules';
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

/** Sends `receipt.cartChanged` with the system's cart and its validated promo code whenever either changes (none when started alone). */
export const watchCart = fromCallback<ReceiptEvent>(({ sendBack, system }) => {
  const cart = system.get('cart') as Watched<{ context: CartContext }> | undefined;
  const promo = system.get('promo') as Watched<PromoState> | undefined;
  if (!cart) return;
  const report = () => {
    const promoCodeId = promo ? (selectValidPromo(promo.getSnapshot())?.id ?? null) : null;
    sendBack({ type: 'receipt.cartChanged', cart: toReceiptCart(cart.getSnapshot().context, promoCodeId) });
  };
  report();
  const subscriptions = [cart.subscribe(report), ...(promo ? [promo.subscribe(report)] : [])];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
type Watched<S> = { getSnapshot: () => S; subscribe: (listener: () => void) => { unsubscribe: () => void } };

/** The fulfilment changed: the storefront stores it (180 minutes) so a reload or a direct visit to checkout keeps it. */
export const persistFulfilment = (_: unknown, _params: { fulfilment: ReceiptFulfilment }) => {};
