import type { CamelCaseKeys } from 'camelcase-keys';
import type { PlaceOrderRequest } from '../../server/contract';
import { phoneDigits } from './contact.rules';
import type { CheckoutContext } from './checkout.types';

/**
 * The body of POST v2 orders in camelCase: exactly server/contract's placeOrderRequest with camelCased
 * keys. The API client snake_cases it (snakecase-keys, deep) before sending.
 */
export type PlaceOrderPayload = CamelCaseKeys<PlaceOrderRequest, true>;

/** Address2 is stored with a single leading '#'. */
export const normalizeAddress2 = (address2: string) => {
  const bare = address2.trim().replace(/^#+\s*/, '');
  return bare ? `#${bare}` : '';
};

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

type PayloadFacts = Pick<CheckoutContext, 'shop' | 'cartProducts' | 'contact' | 'forDelivery' | 'address' | 'specialInstructions' | 'tender'>;

export function buildOrderPayload(facts: PayloadFacts): PlaceOrderPayload {
  const { contact, address } = facts;
  const delivery = facts.forDelivery
    ? {
        deliveryAddress: address.address.trim(),
        deliveryFloor: optional(normalizeAddress2(address.address2)),
        deliveryCity: address.city.trim(),
        deliveryState: address.state.trim(),
        deliveryPostcode: address.zipcode.trim(),
      }
    : {};
  return {
    order: {
      shopId: facts.shop.id,
      placedVia: 'web',
      shippingType: facts.forDelivery ? 'delivery' : 'pickup',
      orderItemsAttributes: facts.cartProducts.map((line) => ({
        productsId: line.id,
        productsTypeId: line.productTypeId,
        productsQuantity: line.quantity,
        productsInstruction: optional(line.specialRequest),
        selectionIds: Object.values(line.selections).flat(),
        couponId: line.couponId,
      })),
      paymentMethod: facts.tender,
      email: contact.email.trim(),
      deliveryFirstName: contact.firstName.trim(),
      deliveryLastName: contact.lastName.trim(),
      deliveryTelephone: phoneDigits(contact.phone),
      ...delivery,
      deliveryInstruction: optional(facts.specialInstructions),
    },
    orderOptionTypes: [],
  };
}
