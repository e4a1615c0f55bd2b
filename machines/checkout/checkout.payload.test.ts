import { describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../server/contract/orders';
import { toSnake } from '../../src/api/http';
import type { CartProduct } from '../cart/cart.types';
import { createCheckoutContext } from './checkout.context';
import { openShop } from './checkout.fixtures';
import { buildOrderPayload } from './checkout.payload';

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
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
const browserId = '3f6c1a52-8d0e-4b7a-9c1e-2a4b6d8f0e13';
const checkout = (attribution: Parameters<typeof createCheckoutContext>[0]['attribution']) => ({
  ...createCheckoutContext({ shop: openShop(11), cartProducts: [line], idempotencyKey: 'k', attribution }),
  contact,
});

describe('buildOrderPayload: who is ordering (checkout §3 "Order submitted": anonymous_id, customers_id)', () => {
  it("sends the browser's anonymous id and a signed-in shopper's account id, on the wire as the contract names them", () => {
    const { order } = buildOrderPayload(
      checkout({ customerOrigin: 'marketplace', attributionSource: '', anonymousId: browserId, customersId: 42 }),
    );
    expect(order).toMatchObject({ anonymousId: browserId, customersId: 42 });
    const wire = toSnake({ order, orderOptionTypes: [] }) as { order: Record<string, unknown> };
    expect(wire.order).toMatchObject({ anonymous_id: browserId, customers_id: 42 });
    expect(placeOrderRequest.parse(wire).order).toMatchObject({ anonymous_id: browserId, customers_id: 42 });
  });

  it("a guest's order carries the browser id and no customers_id", () => {
    const { order } = buildOrderPayload(
      checkout({ customerOrigin: 'marketplace', attributionSource: '', anonymousId: browserId, customersId: null }),
    );
    expect(order.anonymousId).toBe(browserId);
    expect(order).not.toHaveProperty('customersId');
  });
});
