import { fromPromise } from 'xstate';
import { magicCartMachine } from '@machines/magicCart/magicCart.machine';
import { droppedItemLines } from '@machines/cart/cart.notice';
import { activitiesApi, menusApi } from '../api';
import type { AppSystem, CartRef, ReceiptRef } from '../system';
import { fromActivity, UNKNOWN_ITEM_NAME } from './magicCart';

/** What the shopper is told of a saved cart's dropped items; one the server no longer knows (UNKNOWN_ITEM_NAME) is not named. */
export const droppedLines = (dropped: string[]) => droppedItemLines(dropped.map((name) => (name === UNKNOWN_ITEM_NAME ? null : name)));

/** The magic cart machine loading from the server and refilling the app's cart and receipt. */
export function magicCartWithEffects(cart: CartRef, receipt: ReceiptRef, checkoutStore: Pick<AppSystem['checkoutStore'], 'write'>) {
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
        cart.send({
          type: 'cart.clear',
          keepUuid: true,
          ...(loaded.dropped.length ? { notice: droppedLines(loaded.dropped).join(' ') } : {}),
        });
        for (const product of loaded.products) cart.send({ type: 'cart.add', product, shop: loaded.shop });
        if (loaded.coupon) cart.send({ type: 'cart.coupon.apply', coupon: loaded.coupon, shop: loaded.shop, products: [] });
        receipt.send({ type: 'receipt.fulfilmentChanged', fulfilment: loaded.fulfilment });
        // checkout starts from the order's options and instructions (issue 31 item 6)
        checkoutStore.write(loaded.checkout);
      },
    },
  });
}
