import { fromPromise } from 'xstate';
import { promoCodeMachine } from '@machines/promo/promo.machine';
import type { ReceiptContext } from '@machines/receipt/receipt.types';
import { promoApi } from '../api';
import { pricedOrder } from './pricedOrder';

type OrderSource = { getSnapshot: () => { context: Pick<ReceiptContext, 'cart' | 'fulfilment'> } };

/** The promo code machine validating against the order the system's receipt currently prices (machines/app). */
export const promoWithEffects = promoCodeMachine.provide({
  actors: {
    validatePromo: fromPromise(async ({ input, system }) => {
      const receipt = system.get('receipt') as OrderSource | undefined;
      const cart = receipt?.getSnapshot().context.cart;
      if (!receipt || !cart || cart.shopId === null)
        throw { status: null, message: 'Add an item to your cart to use a promo code.', messages: [] };
      const { fulfilment } = receipt.getSnapshot().context;
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
