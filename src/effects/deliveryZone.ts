import type { CheckoutAddress } from '@machines/checkout/checkout.types';
import { shopsApi } from '../api';

/** GET delivery_zone_validation for an address (checkout's and the address draft's zone check). */
export async function checkDeliveryZone(shopId: number, { address, city, state, zipcode }: CheckoutAddress) {
  const info = await shopsApi.validateDeliveryZone(shopId, `${address}, ${city}, ${state} ${zipcode}`);
  // An address the geocoder cannot place is invalid, not merely outside the zone.
  if (info.location.latitude === null) throw new Error('Address not found');
  return { deliversTo: info.deliversTo, formattedAddress: info.location.formattedAddress, components: info.location.addressComponents };
}
