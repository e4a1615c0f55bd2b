import { fromPromise } from 'xstate';
import { magicCartMachine } from '../../machines/magicCart/magicCart.machine';
import { unavailableNotice } from '../../machines/receipt/receipt.rules';
import { activitiesApi, menusApi } from '../api';
import type { CartRef, ReceiptRef } from '../system';
import { fromActivity } from './magicCart';

/** The magic cart machine loading from the server and refilling the app's cart and receipt. */
export function magicCartWithEffects(cart: CartRef, receipt: ReceiptRef) {
  return magicCartMachine.provide({
    actors: {
      loadMagicCart: fromPromise(async ({ input }) => {
        const order = await activitiesApi.getActivity(input.uuid);
        const menu = await menusApi.getMenu(order.shopId);
        const onMenu = order.orderItems.filter((item) => item.isAvailable).map((item) => item.productsTypeId);
        // Gone types are left out of the answer (their items are dropped and named); a failed request rejects,
        // so the magic cart ends in error instead of dropping every item.
        const types = onMenu.length ? await menusApi.getProductTypes(order.shopId, [...new Set(onMenu)], { allowMissing: true }) : [];
        return fromActivity(order, menu, new Set(types.map((type) => type.id)));
      }),
    },
    actions: {
      refillCart: (_, loaded) => {
        cart.send({ type: 'cart.clear', keepUuid: true, ...(loaded.dropped.length ? { notice: unavailableNotice(loaded.dropped) } : {}) });
        for (const product of loaded.products) cart.send({ type: 'cart.add', product, shop: loaded.shop });
        if (loaded.coupon) cart.send({ type: 'cart.coupon.apply', coupon: loaded.coupon, shop: loaded.shop, products: [] });
        receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: loaded.fulfilment });
      },
    },
  });
}
