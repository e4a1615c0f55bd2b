import type { CheckoutShop } from './checkout.types';

/** For tests: a shop open now for delivery and pickup that takes cash. */
export const openShop = (id: number): CheckoutShop => ({
  id,
  acceptsCash: true,
  doesDelivery: true,
  doesPickup: true,
  isOpenForDelivery: true,
  isOpenForPickup: true,
  nextDeliveryOpen: null,
  nextPickupOpen: null,
});
