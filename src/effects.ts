import { fromPromise, type ActorRefFrom } from 'xstate';
import { addressDraftMachine } from '../machines/addressDraft/addressDraft.machine';
import { checkoutMachine } from '../machines/checkout/checkout.machine';
import type { CheckoutAddress } from '../machines/checkout/checkout.types';
import { trackingMachine } from '../machines/tracking/tracking.machine';
import { ordersApi, shopsApi, trackingApi } from './api';

/** GET delivery_zone_validation for an address (checkout's and the address draft's zone check). */
async function checkDeliveryZone(shopId: number, { address, city, state, zipcode }: CheckoutAddress) {
  const info = await shopsApi.validateDeliveryZone(shopId, `${address}, ${city}, ${state} ${zipcode}`);
  // An address the geocoder cannot place is invalid, not merely outside the zone.
  if (info.location.latitude === null) throw new Error('Address not found');
  return { deliversTo: info.deliversTo, formattedAddress: info.location.formattedAddress, components: info.location.addressComponents };
}

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

/** The menu page's delivery preference with its real zone check (the view injects `saveFulfilment`). */
export const addressDraftWithEffects = addressDraftMachine.provide({
  actors: {
    validateDraftAddress: fromPromise(({ input }) => checkDeliveryZone(input.shopId, input.address)),
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
