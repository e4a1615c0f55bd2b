import { fromPromise, type ActorRefFrom } from 'xstate';
import { receiptMachine } from '@machines/receipt/receipt.machine';
import { cartApi } from '../api';
import type { ApiError } from '../api/errors';
import { pricedOrder } from './pricedOrder';

/**
 * The receipt machine pricing on the real server. It follows the system's cart and promo code and tells them of
 * its answers itself (machines/receipt, machines/app).
 */
export const receiptWithEffects = receiptMachine.provide({
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
});

export type ReceiptRef = ActorRefFrom<typeof receiptWithEffects>;
