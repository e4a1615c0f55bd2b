import { describe, expect, it } from 'vitest';
import { activityOrderInput } from '@contract';
import { toSnake } from '../api/http';
import { sharedCartOrder, sharedCartPath } from './sharedCart';

const line = {
  uuid: 'l1',
  productTypeId: 1001502,
  quantity: 2,
  selections: { '7': [10010099], '8': [10010102] },
  specialRequest: ' well done ',
  couponId: 100103,
} as never;

describe('sharedCartOrder', () => {
  it('carries the lines, the deal and, for delivery, the address in the activity order shape', () => {
    const order = sharedCartOrder(
      { shopId: 1001, products: [line], coupon: { id: 100103, name: 'Two pizzas', pricingType: 'bundle_price' } },
      { forDelivery: true, address: { address: ' 145 Montague St ', address2: '3F', city: 'Brooklyn', state: 'NY', zipcode: '11201' } },
    );
    expect(activityOrderInput.parse(toSnake(order))).toEqual({
      shop_id: 1001,
      shipping_type: 'delivery',
      order_items_attributes: [
        {
          products_type_id: 1001502,
          products_quantity: 2,
          selection_ids: [10010099, 10010102],
          products_instruction: 'well done',
          coupon_id: 100103,
        },
      ],
      coupon_ids: [100103],
      delivery_address: '145 Montague St',
      delivery_floor: '#3F',
      delivery_city: 'Brooklyn',
      delivery_state: 'NY',
      delivery_postcode: '11201',
    });
  });

  it('a pickup cart has no address, and no deal when none is applied', () => {
    const order = sharedCartOrder({ shopId: 1001, products: [line], coupon: null }, { forDelivery: false, address: null });
    expect(order).toEqual({ shopId: 1001, shippingType: 'pickup', orderItemsAttributes: expect.any(Array) });
  });

  it('refuses an empty cart', () => {
    expect(() => sharedCartOrder({ shopId: null, products: [], coupon: null }, { forDelivery: false, address: null })).toThrow();
  });
});

describe('sharedCartPath', () => {
  it('is the shop menu with magicCartUuid', () => {
    expect(sharedCartPath('ny/brooklyn/11201/brooklyn-slice-house', 'abc')).toBe(
      '/restaurants/ny/brooklyn/11201/brooklyn-slice-house/menu?magicCartUuid=abc',
    );
  });
});
