import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { CartContext } from '@machines/cart/cart.types';
import { receiptMachine } from '@machines/receipt/receipt.machine';
import { unavailableNotice } from '@machines/receipt/receipt.rules';
import type { ReceiptCart } from '@machines/receipt/receipt.types';
import { selectValidPromo, type PromoContext } from '@machines/promo/promo.types';
import { cartApi } from '../api';
import type { ApiError } from '../api/errors';
import { pricedOrder } from './pricedOrder';

type Subscribable<S> = { subscribe: (listener: (snapshot: S) => void) => { unsubscribe: () => void }; getSnapshot: () => S };
type PromoSnapshot = { context: PromoContext; matches: (state: 'valid' | 'invalid') => boolean };
type CartActor = Subscribable<{ context: CartContext }> & { send: (event: never) => void };
type PromoActor = Subscribable<PromoSnapshot> & { send: (event: { type: 'promo.clear' }) => void };

/**
 * The receipt machine following the app's cart and promo code and pricing on the real server, feeding its
 * answers back to the cart. The promo actor is read when the receipt starts (it is made after the receipt).
 */
export function receiptWithEffects(cart: CartActor, promo: () => PromoActor | null = () => null) {
  const sendToCart = (event: unknown) => cart.send(event as never);
  return receiptMachine.provide({
    actors: {
      watchCart: fromCallback(({ sendBack }) => {
        const report = () => {
          const promoCodeId = promo() ? (selectValidPromo(promo()!.getSnapshot())?.id ?? null) : null;
          sendBack({ type: 'receipt.cartChanged', cart: toReceiptCart(cart.getSnapshot().context, promoCodeId) });
        };
        report();
        const subscriptions = [cart.subscribe(report), ...(promo() ? [promo()!.subscribe(report)] : [])];
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
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
          tipAmount: fulfilment.tipAmount,
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
      removeUnavailableLines: (_, { uuids, names }) =>
        sendToCart({ type: 'cart.itemsUnavailable', uuids, notice: unavailableNotice(names) }),
      forgetUnknownShop: () => sendToCart({ type: 'cart.clear', notice: UNKNOWN_SHOP_NOTICE }),
      dropPromoCode: () => promo()?.send({ type: 'promo.clear' }),
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

export type ReceiptRef = ActorRefFrom<ReturnType<typeof receiptWithEffects>>;
