import { z } from 'zod';
import { cents, shippingType } from './common';
import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from './order-limits';

export const tenderType = z.enum(['cash', 'credit', 'paypal', 'apple', 'google']);
export type TenderType = z.infer<typeof tenderType>;

/**
 * One order line, as checkout §3 "Order submitted" names it, wherever an order travels (shopping_cart,
 * promo_codes/validate, v2/orders, the activities payload.order). The product follows from its type;
 * any price the client sends is ignored.
 */
export const orderItemAttributes = z.object({
  products_type_id: z.number().int().positive(),
  products_quantity: z.number().int().min(1).max(ORDER_LIMITS.lineQuantity, ORDER_LIMIT_MESSAGES.lineQuantity),
  selection_ids: z.array(z.number().int().positive()).max(100).default([]),
  products_instruction: z.string().max(500).nullable().optional(),
  coupon_id: z.number().int().nullable().optional(),
});
export type OrderItemAttributes = z.infer<typeof orderItemAttributes>;

export const deliveryAddressInput = z.object({
  address: z.string().max(200),
  address2: z.string().max(100).optional(),
  city: z.string().max(100),
  state: z.string().max(50),
  zipcode: z.string().max(10),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});

export const pricedOrderInput = z.object({
  shop_id: z.number().int().positive(),
  shipping_type: shippingType,
  order_items_attributes: z.array(orderItemAttributes).max(ORDER_LIMITS.lines, ORDER_LIMIT_MESSAGES.lines),
  delivery_address: deliveryAddressInput.nullable().optional(),
  tip_amount: cents.min(0).optional(),
  promo_code_id: z.number().int().nullable().optional(),
  coupon_ids: z.array(z.number().int()).max(10).optional(),
  /** the tender the shopper chose; promo codes need a card (credit, or a card in Apple Pay / Google Pay). Default credit. */
  payment_method: tenderType.optional(),
  /** the activity this cart was reopened from, echoed in the receipt */
  magic_cart_uuid: z.string().uuid().nullable().optional(),
});
export type PricedOrderInput = z.infer<typeof pricedOrderInput>;

export const shoppingCartRequest = z.object({
  order: pricedOrderInput,
  calculate_strict_total: z.boolean().optional(),
});

export const receiptLine = z.object({
  index: z.number().int(),
  product_id: z.number().int(),
  product_type_id: z.number().int(),
  name: z.string(),
  product_type_name: z.string(),
  quantity: z.number().int(),
  unit_price: cents,
  total_price: cents,
  selections: z.array(z.object({ id: z.number().int(), name: z.string(), area: z.string().nullable(), price: cents })),
  special_request: z.string().nullable(),
  /** the bundle coupon this line belongs to */
  coupon_id: z.number().int().nullable().optional(),
});

export const receipt = z.object({
  items: z.array(receiptLine),
  subtotal: cents,
  tax: cents,
  delivery_fee: cents,
  service_fee_amount: cents,
  service_fee_percentage: z.number(),
  shop_discount_amount: cents,
  promo_code_discount: cents,
  total_coupon_discount_amount: cents,
  credit_amount: cents,
  adjustments: z.array(z.object({ category: z.enum(['delivery_fee', 'discount_percent', 'loyalty_reward', 'cs']), amount: cents })),
  loyalty_reward: cents,
  tip_amount: cents,
  total: cents,
  /** each coupon that applied, with the cents it took off */
  applied_coupons: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        pricing_type: z.enum(['flat_discount', 'percentage', 'bundle_price']),
        discount: cents,
      }),
    )
    .optional(),
  magic_cart_uuid: z.string().nullable().optional(),
});
export type Receipt = z.infer<typeof receipt>;

export const orderValidations = z.object({
  coupon: z.object({ id: z.number().int(), message: z.string() }).nullable(),
  errors: z.array(z.string()),
  order_minimum: z.object({ minimum: cents, amount_remaining: cents }).nullable(),
  structured_errors: z.array(z.object({ code: z.string(), message: z.string(), index: z.number().int().optional() })),
});
export type OrderValidations = z.infer<typeof orderValidations>;

export const shoppingCartResponse = z.object({
  shopping_cart: z.object({ receipt, order_validations: orderValidations }),
});
export type ShoppingCartResponse = z.infer<typeof shoppingCartResponse>;
