import { fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../machines/checkout/checkout.machine';
import { trackingMachine } from '../machines/tracking/tracking.machine';
import { ordersApi, shopsApi, trackingApi } from './api';

/** The checkout machine with its real effects: delivery-zone validation and placing the order. */
export const checkoutWithEffects = checkoutMachine.provide({
  actors: {
    validateDeliveryAddress: fromPromise(async ({ input }) => {
      const { address, city, state, zipcode } = input.address;
      const info = await shopsApi.validateDeliveryZone(input.shopId, `${address}, ${city}, ${state} ${zipcode}`);
      // An address the geocoder cannot place is invalid, not merely outside the zone.
      if (info.location.latitude === null) throw new Error('Address not found');
      return { deliversTo: info.deliversTo, formattedAddress: info.location.formattedAddress };
    }),
    submitOrder: fromPromise(async ({ input }) => {
      const order = await ordersApi.placeOrder(input.payload, input.idempotencyKey);
      return { orderUuid: order.uuid };
    }),
  },
});

/** The tracking machine polling the tracking service. */
export const trackingWithEffects = trackingMachine.provide({
  actors: {
    fetchTracking: fromPromise(({ input }) => trackingApi.getTracking(input.orderUuid)),
  },
});

export type CheckoutRef = ActorRefFrom<typeof checkoutWithEffects>;
export type TrackingRef = ActorRefFrom<typeof trackingWithEffects>;
