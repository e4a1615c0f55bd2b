import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CartContext } from '../../machines/cart/cart.types';
import { receiptMachine } from '../../machines/receipt/receipt.machine';
import { unavailableNotice } from '../../machines/receipt/receipt.rules';
import type { ReceiptCart } from '../../machines/receipt/receipt.types';
import { selectValidPromo, type PromoContext } from '../../machines/promo/promo.types';
import { cartApi } from '../api';
import type { ApiError } from '../api/errors';
import { pricedOrder } from './pricedOrder';

/** The receipt machine pricing on the real server, feeding its answers back to the cart. */
export function receiptWithEffects(cart: { send: (event: never) => void }) {
  const sendToCart = (event: unknown) => cart.send(event as never);
  return receiptMachine.provide({
    actors: {
      priceCart: fromPromise(async ({ input }) => {
        const { cart: priced, fulfilment } = input;
        const order = pricedOrder({
          shopId: priced.shopId!,
          products: priced.products,
          forDelivery: fulfilment.forDelivery,
          address: fulfilment.address,
          couponIds: priced.couponIds,
          promoCodeId: priced.promoCodeId,
          tender: fulfilment.tender,
        });
        try {
          const shoppingCart = await cartApi.priceShoppingCart(order);
          const prices = shoppingCart.receipt.items.flatMap((item) => {
            const line = priced.products[item.index];
            return line ? [{ uuid: line.uuid, price: item.unitPrice }] : [];
          });
          return { shoppingCart, prices };
        } catch (error) {
          // Plain data for the machine: status, messages and the field of each error (menu_item_missing index).
          const { status, message, messages, errors } = error as ApiError;
          throw { status, message, messages, errors };
        }
      }),
    },
    actions: {
      repriceLines: (_, { prices }) => sendToCart({ type: 'cart.reprice', prices }),
      removeUnavailableLines: (_, { uuids, names }) => sendToCart({ type: 'cart.itemsUnavailable', uuids, notice: unavailableNotice(names) }),
      forgetUnknownShop: () => sendToCart({ type: 'cart.clear', notice: UNKNOWN_SHOP_NOTICE }),
    },
  });
}

/** Shown when the stored cart's shop is not known to the server (the cart is cleared). */
export const UNKNOWN_SHOP_NOTICE = "The pizzeria in your saved cart isn't available, so we started a new cart.";

export const toReceiptCart = (context: CartContext, promoCodeId: number | null): ReceiptCart => ({
  shopId: context.shopId,
  products: context.products,
  couponIds: context.coupon ? [context.coupon.id] : [],
  promoCodeId,
});

type Subscribable<S> = { subscribe: (listener: (snapshot: S) => void) => { unsubscribe: () => void }; getSnapshot: () => S };
type PromoSnapshot = { context: PromoContext; matches: (state: 'valid' | 'invalid') => boolean };

/**
 * Keeps the receipt in step with the cart and the promo code: every change is a receipt.cartChanged
 * (the receipt ignores non-changes). An emptied cart drops its promo code.
 */
export function connectReceipt(
  cart: Subscribable<{ context: CartContext }>,
  promo: Subscribable<PromoSnapshot> & { send: (event: { type: 'promo.clear' }) => void },
  receipt: { send: (event: { type: 'receipt.cartChanged'; cart: ReceiptCart }) => void },
) {
  const update = () => {
    const cartContext = cart.getSnapshot().context;
    const promoSnapshot = promo.getSnapshot();
    if (cartContext.products.length === 0 && (promoSnapshot.matches('valid') || promoSnapshot.matches('invalid'))) {
      promo.send({ type: 'promo.clear' });
      return;
    }
    receipt.send({ type: 'receipt.cartChanged', cart: toReceiptCart(cartContext, selectValidPromo(promoSnapshot)?.id ?? null) });
  };
  update();
  const subscriptions = [cart.subscribe(update), promo.subscribe(update)];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

export type ReceiptRef = ActorRefFrom<ReturnType<typeof receiptWithEffects>>;
