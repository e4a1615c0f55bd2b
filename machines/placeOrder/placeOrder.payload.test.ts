import { describe, expect, it } from 'vitest';
import type { CartProduct } from '../cart/cart.types';
import { buildOrderPayload } from '../checkout/checkout.payload';
import { createCheckoutContext } from '../checkout/checkout.context';
import { cardShop } from '../checkout/checkout.fixtures';
import { paypalShipping } from './placeOrder.payload';

const line: CartProduct = {
  uuid: 'line-1',
  id: 5,
  name: 'Cheese Pizza',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1200,
  isBestSeller: false,
  couponId: null,
};
const checkout = createCheckoutContext({ shop: cardShop(11), cartProducts: [line], idempotencyKey: 'k' });
const contact = { firstName: ' Ada ', lastName: 'Lovelace ', email: 'ada@example.com', phone: '(555) 123-4567' };
const address = { address: ' 1 Main St ', address2: '4B', city: 'Austin ', state: 'TX', zipcode: '78701 ' };

describe('paypalShipping (checkout §3 "PayPal shipping")', () => {
  it("a delivery's block: the order's name, phone and address in PayPal's words, country always US", () => {
    const { order } = buildOrderPayload({ ...checkout, contact, forDelivery: true, address, tender: 'paypal' });
    // admin_area_2 is the city and admin_area_1 the state, as PayPal's address_portable names them
    expect(paypalShipping(order)).toEqual({
      name: 'Ada Lovelace',
      phone: '5551234567',
      address_line_1: '1 Main St',
      address_line_2: '#4B',
      admin_area_1: 'TX',
      admin_area_2: 'Austin',
      postal_code: '78701',
      country_code: 'US',
    });
  });

  it('leaves address_line_2 out when there is none', () => {
    const { order } = buildOrderPayload({
      ...checkout,
      contact,
      forDelivery: true,
      address: { ...address, address2: ' ' },
      tender: 'paypal',
    });
    expect(paypalShipping(order)).not.toHaveProperty('address_line_2');
  });

  it('a pickup ships nowhere', () => {
    const { order } = buildOrderPayload({ ...checkout, contact, forDelivery: false, address, tender: 'paypal' });
    expect(paypalShipping(order)).toBeUndefined();
  });
});
