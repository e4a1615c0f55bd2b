import type { CamelCaseKeys } from 'camelcase-keys';
import type { PlaceOrderRequest } from '../../server/contract';
import { normalizeAddress2 } from '../../server/contract/contact';
import { toOrderItemsAttributes } from '../cart/cart.wire';
import { phoneDigits } from './contact.rules';
import { deliverAt } from './checkout.later';
import { chosenOptions } from './checkout.options';
import { tipAmount } from './checkout.tip';
import type { CheckoutContext } from './checkout.types';

/**
 * The body of POST v2 orders in camelCase: exactly server/contract's placeOrderRequest with camelCased
 * keys. The API client snake_cases it (snakecase-keys, deep) before sending.
 */
export type PlaceOrderPayload = CamelCaseKeys<PlaceOrderRequest, true>;

export { normalizeAddress2 } from '../../server/contract/contact';

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

type PayloadFacts = Pick<
  CheckoutContext,
  | 'shop'
  | 'attribution'
  | 'cartProducts'
  | 'deals'
  | 'contact'
  | 'forDelivery'
  | 'address'
  | 'specialInstructions'
  | 'tender'
  | 'tip'
  | 'orderOptions'
  | 'textUpdates'
  | 'later'
>;

/**
 * The spec's coupon_ids and promo_code_id: the deals the receipt priced, plus any coupon a line is tied
 * to (a bundle), so the server prices the order as it priced the receipt. The promo code is sent as the
 * receipt holds it: the browser does not judge it; the server refuses a promo on a cash order (422, the
 * spec's card-only message), and the promo machine, validating with the same tender, never holds one then.
 */
function dealFields({ deals, cartProducts }: Pick<PayloadFacts, 'deals' | 'cartProducts'>): { couponIds?: number[]; promoCodeId?: number } {
  const tied = cartProducts.flatMap((line) => (line.couponId === null ? [] : [line.couponId]));
  const couponIds = [...new Set([...deals.couponIds, ...tied])];
  return {
    ...(couponIds.length ? { couponIds } : {}),
    ...(deals.promoCodeId !== null ? { promoCodeId: deals.promoCodeId } : {}),
  };
}

export function buildOrderPayload(facts: PayloadFacts): PlaceOrderPayload {
  const { contact, address } = facts;
  const tip = tipAmount(facts);
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
      ...(facts.attribution.anonymousId ? { anonymousId: facts.attribution.anonymousId } : {}),
      // the account it is for: the server places it there only if the request's token is that account's
      ...(facts.attribution.customersId ? { customersId: facts.attribution.customersId } : {}),
      customerOrigin: facts.attribution.customerOrigin,
      ...(facts.attribution.attributionSource ? { attributionSource: facts.attribution.attributionSource } : {}),
      shippingType: facts.forDelivery ? 'delivery' : 'pickup',
      orderItemsAttributes: toOrderItemsAttributes(facts.cartProducts),
      // PayPal is a credit payment through the paypal gateway (placeOrder adds its block)
      paymentMethod: facts.tender === 'cash' ? 'cash' : 'credit',
      ...dealFields(facts),
      ...(tip > 0 ? { tipAmount: tip } : {}),
      email: contact.email.trim(),
      deliveryFirstName: contact.firstName.trim(),
      deliveryLastName: contact.lastName.trim(),
      deliveryTelephone: phoneDigits(contact.phone),
      ...delivery,
      deliveryInstruction: optional(facts.specialInstructions),
      transactionalSms: facts.textUpdates,
      deliverAt: deliverAt(facts.later, facts.forDelivery),
    },
    orderOptionTypes: chosenOptions(facts),
  };
}
