import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingCartResponse, type PricedOrderInput } from '../../contract/cart';
import { errorResponse } from '../../contract/common';
import { orderResponse, placeOrderRequest } from '../../contract/orders';
import * as schema from '../../db/schema';
import { createTestApp, databaseKinds, testClock, type TestApp } from '../../test/harness';
import { ApiError } from '../api-error';
import { priceCart } from '../cart/service';
import { promoCardOnlyMessage } from '../promo/rules';
import { getOrder, placeOrder } from './service';

const mondayNight = '2026-11-23T08:00:00Z'; // Brooklyn Slice House (1001) is open all day
const api = '/services/core/api';

// Seeded deals of shop 1001 (ids shop*100+n): $5 off $30, a percentage off $50, 2 Large Cheese Pizzas for $29.99.
const flatFiveOffThirty = 100101;
const percentOffFifty = 100102;
const twoLargeCheese = 100103;
const crust5 = 1; // promo code CRUST5, $5 off, any shop

type Line = { products_type_id: number; products_quantity: number; selection_ids: number[]; coupon_id: number | null };
/** Large cheese pizza (hand tossed), $18.00 each. */
const largeCheese = (quantity: number, couponId: number | null = null): Line => ({
  products_type_id: 1001502,
  products_quantity: quantity,
  selection_ids: [10010099],
  coupon_id: couponId,
});

type Deals = { coupon_ids?: number[]; promo_code_id?: number | null };
type Cart = Deals & { lines: Line[]; shipping_type?: 'pickup' | 'delivery'; tip_amount?: number };

/** What the storefront sends to price the cart (payment_method is the tender, cash at checkout today). */
const cartInput = ({ lines, shipping_type = 'pickup', ...rest }: Cart): PricedOrderInput => ({
  shop_id: 1001,
  shipping_type,
  order_items_attributes: lines,
  payment_method: 'cash',
  ...rest,
});

/** What the storefront sends to place the same cart (checkout.payload.ts). */
const orderInput = ({ lines, shipping_type = 'pickup', ...rest }: Cart) => ({
  order: {
    shop_id: 1001,
    placed_via: 'web' as const,
    shipping_type,
    payment_method: 'cash' as const,
    order_items_attributes: lines,
    email: 'ann@example.com',
    delivery_first_name: 'Ann',
    delivery_last_name: 'Lee',
    delivery_telephone: '718-555-0100',
    ...(shipping_type === 'delivery'
      ? { delivery_address: '123 Court St', delivery_city: 'Brooklyn', delivery_state: 'NY', delivery_postcode: '11201' }
      : {}),
    ...rest,
  },
});

/** A bundle (two tied Large cheese pizzas) and $5 off $30, with an untied pizza beside them. */
const bundleAndFlat: Cart = {
  lines: [largeCheese(1), largeCheese(2, twoLargeCheese)],
  coupon_ids: [flatFiveOffThirty, twoLargeCheese],
};

describe.each(databaseKinds)('orders with deals on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { clock: testClock(mondayNight) });
  });
  afterAll(async () => t?.close());

  const now = () => new Date(mondayNight);
  const storedOrders = async () => (await t.db.select({ n: count() }).from(schema.orders))[0].n;

  describe('service', () => {
    it('prices a placed order exactly as the receipt prices the same cart: coupons applied, and stores that total', async () => {
      for (const cart of [bundleAndFlat, { ...bundleAndFlat, shipping_type: 'delivery' as const, tip_amount: 300 }]) {
        const { shopping_cart } = await priceCart(t.db, cartInput(cart), now());
        const order = await placeOrder(t.db, placeOrderRequest.parse(orderInput(cart)), null, now());
        expect(order.receipt).toEqual(shopping_cart.receipt);
        // 2 × $18 → $29.99 bundle (6.01 off), then $5 off (the $54 subtotal is over $30)
        expect(order.receipt.total_coupon_discount_amount).toBe(601 + 500);
        expect(order.receipt.applied_coupons?.map((c) => c.id).sort()).toEqual([flatFiveOffThirty, twoLargeCheese]);
        expect((await getOrder(t.db, order.uuid, { userId: null, orderKey: null })).receipt.total).toBe(shopping_cart.receipt.total);
      }
    });

    it('applies a bundle named only by its lines, as the receipt does', async () => {
      const cart: Cart = { lines: [largeCheese(2, twoLargeCheese)] };
      const { shopping_cart } = await priceCart(t.db, cartInput(cart), now());
      const order = await placeOrder(t.db, placeOrderRequest.parse(orderInput(cart)), null, now());
      expect(order.receipt.total_coupon_discount_amount).toBe(601);
      expect(order.receipt.total).toBe(shopping_cart.receipt.total);
    });

    it('refuses a promo code on a cash order with the spec message, and stores nothing', async () => {
      const cart: Cart = { ...bundleAndFlat, promo_code_id: crust5 };
      // the receipt of the same cash cart subtracts no promo and says why
      const { shopping_cart } = await priceCart(t.db, cartInput(cart), now());
      expect(shopping_cart.receipt.promo_code_discount).toBe(0);
      expect(shopping_cart.order_validations.structured_errors).toContainEqual({
        code: 'promo_code_card_only',
        message: promoCardOnlyMessage,
      });

      const before = await storedOrders();
      const refusal = await placeOrder(t.db, placeOrderRequest.parse(orderInput(cart)), null, now()).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(ApiError);
      expect((refusal as ApiError).statusCode).toBe(422);
      expect((refusal as ApiError).details).toEqual([
        { code: 'promo_code_card_only', message: promoCardOnlyMessage, field: 'promo_code_id' },
      ]);
      expect(await storedOrders()).toBe(before);
    });

    it('refuses a coupon that would not apply instead of charging more than the receipt said', async () => {
      const short: Cart = { lines: [largeCheese(1)], coupon_ids: [percentOffFifty] };
      const { shopping_cart } = await priceCart(t.db, cartInput(short), now());
      expect(shopping_cart.order_validations.coupon?.id).toBe(percentOffFifty);
      const refusal = await placeOrder(t.db, placeOrderRequest.parse(orderInput(short)), null, now()).catch((error: unknown) => error);
      expect((refusal as ApiError).details[0]).toMatchObject({
        code: 'coupon_minimum',
        field: 'coupon_ids',
        message: shopping_cart.order_validations.coupon?.message,
      });
    });
  });

  describe('routes', () => {
    const receiptOf = async (cart: Cart) => {
      const response = await t.app.inject({ method: 'POST', url: `${api}/v1/orders/shopping_cart`, payload: { order: cartInput(cart) } });
      expect(response.statusCode, response.body).toBe(200);
      return shoppingCartResponse.parse(response.json()).shopping_cart;
    };
    const place = (cart: Cart) => t.app.inject({ method: 'POST', url: `${api}/v2/orders`, payload: orderInput(cart) });

    it('POST v2/orders with coupon_ids and tied lines answers the receipt of POST orders/shopping_cart', async () => {
      const cart: Cart = { ...bundleAndFlat, shipping_type: 'delivery' };
      const { receipt } = await receiptOf(cart);
      const placed = await place(cart);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = orderResponse.parse(placed.json()).order;
      expect(order.receipt).toEqual(receipt);
      expect(order.receipt.total_coupon_discount_amount).toBe(1101);

      const read = await t.app.inject({ method: 'GET', url: `${api}/v1/orders/${order.uuid}` });
      expect(orderResponse.parse(read.json()).order.receipt.total).toBe(receipt.total);
    });

    it('POST v2/orders refuses a cash order with a promo code: 422 and the card-only message the receipt shows', async () => {
      const cart: Cart = { lines: [largeCheese(2)], promo_code_id: crust5 };
      const { receipt, order_validations } = await receiptOf(cart);
      expect(receipt.promo_code_discount).toBe(0);
      expect(order_validations.structured_errors).toContainEqual({ code: 'promo_code_card_only', message: promoCardOnlyMessage });

      const placed = await place(cart);
      expect(placed.statusCode).toBe(422);
      const error = errorResponse.parse(placed.json());
      expect(error.errors).toEqual([
        { code: 'promo_code_card_only', message: 'Promo codes are only valid on credit or debit card payments.', field: 'promo_code_id' },
      ]);
      expect(error.meta.errors.order).toEqual(['promo_code_card_only']);

      // without the promo the same cart is placed at the receipt's total
      const withoutPromo = await place({ lines: cart.lines });
      expect(withoutPromo.statusCode).toBe(201);
      expect(orderResponse.parse(withoutPromo.json()).order.receipt.total).toBe(receipt.total);
    });
  });
});
