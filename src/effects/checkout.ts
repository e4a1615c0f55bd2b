import { fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { ordersApi } from '../api';
import { checkDeliveryZone } from './deliveryZone';

/** The checkout machine with its real effects: delivery-zone validation and placing the order. */
export const checkoutWithEffects = checkoutMachine.provide({
  actors: {
    validateDeliveryAddress: fromPromise(async ({ input }) => {
      const { deliversTo, formattedAddress } = await checkDeliveryZone(input.shopId, input.address);
      return { deliversTo, formattedAddress };
    }),
    submitOrder: fromPromise(async ({ input }) => {
      const order = await ordersApi.placeOrder(input.payload, input.idempotencyKey);
      return { orderUuid: order.uuid };
    }),
  },
});

export type CheckoutRef = ActorRefFrom<typeof checkoutWithEffects>;
