import { fromPromise } from 'xstate';
import { promoCodeMachine } from '@machines/promo/promo.machine';
import type { ReceiptContext } from '@machines/receipt/receipt.types';
import { promoApi } from '../api';
import { pricedOrder } from './pricedOrder';

/** The promo code machine validating against the order the receipt currently prices. */
export function promoWithEffects(currentOrder: () => Pick<ReceiptContext, 'cart' | 'fulfilment'>) {
  return promoCodeMachine.provide({
    actors: {
      validatePromo: fromPromise(async ({ input }) => {
        const { cart, fulfilment } = currentOrder();
        if (cart.shopId === null) throw { status: null, message: 'Add an item to your cart to use a promo code.', messages: [] };
        const order = pricedOrder({
          shopId: cart.shopId,
          products: cart.products,
          forDelivery: fulfilment.forDelivery,
          address: fulfilment.address,
          couponIds: cart.couponIds,
          tender: fulfilment.tender,
        });
        const promo = await promoApi.validatePromoCode(input.code, order);
        return { ...promo, code: input.code.toUpperCase() };
      }),
    },
  });
}
