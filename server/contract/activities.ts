import { z } from 'zod';
import { orderItemAttributes } from './cart';
import { cents, shippingType } from './common';
import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from './order-limits';
import { coupon } from './shops';

/** The cart a magic-cart activity saves: the same items the receipt prices, plus fulfilment. */
export const activityOrderInput = z.object({
  shop_id: z.number().int().positive(),
  shipping_type: shippingType,
  order_items_attributes: z.array(orderItemAttributes).max(ORDER_LIMITS.lines, ORDER_LIMIT_MESSAGES.lines),
  coupon_ids: z.array(z.number().int()).max(10).optional(),
  /** ISO instant for a scheduled order; absent or null for ASAP */
  deliver_at: z.string().max(40).nullable().optional(),
  delivery_address: z.string().max(200).nullable().optional(),
  delivery_floor: z.string().max(100).nullable().optional(),
  delivery_city: z.string().max(100).nullable().optional(),
  delivery_state: z.string().max(50).nullable().optional(),
  delivery_postcode: z.string().max(10).nullable().optional(),
  /** the order's options (contactless, curbside, utensils) and its special instructions: a reorder restores them */
  order_option_types: z
    .array(z.enum(['contactless_delivery', 'curbside_pickup', 'include_utensils']))
    .max(3)
    .optional(),
  delivery_instruction: z.string().max(500).nullable().optional(),
});
export type ActivityOrderInput = z.infer<typeof activityOrderInput>;

/** POST /v1/activities: creates the activity, or replaces the saved order of an existing uuid. */
export const createActivityRequest = z.object({
  type: z.literal('magic_cart'),
  uuid: z.string().uuid(),
  payload: z.object({ order: activityOrderInput }),
});
export type CreateActivityRequest = z.infer<typeof createActivityRequest>;

export const activitySummary = z.object({
  uuid: z.string(),
  type: z.literal('magic_cart'),
  created_at: z.string(),
  updated_at: z.string(),
});
export const createActivityResponse = z.object({ activity: activitySummary });

/** One saved line, named and priced from today's menu; is_available false when it can no longer be ordered as saved. */
export const activityOrderItem = z.object({
  products_id: z.number().int(),
  products_type_id: z.number().int(),
  product_name: z.string().nullable(),
  product_type_name: z.string().nullable(),
  product_type_price: cents.nullable(),
  products_quantity: z.number().int(),
  products_instruction: z.string().nullable(),
  coupon_id: z.number().int().nullable(),
  is_available: z.boolean(),
  order_item_selections: z.array(z.object({ name: z.string(), addon_id: z.number().int(), selection_id: z.number().int(), price: cents })),
});
export type ActivityOrderItem = z.infer<typeof activityOrderItem>;

export const activityOrder = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  web_slug: z.string(),
  shipping_type: shippingType,
  deliver_at: z.string().nullable(),
  delivery_address: z.string().nullable(),
  delivery_floor: z.string().nullable(),
  delivery_city: z.string().nullable(),
  delivery_state: z.string().nullable(),
  delivery_postcode: z.string().nullable(),
  order_option_types: z.array(z.enum(['contactless_delivery', 'curbside_pickup', 'include_utensils'])),
  delivery_instruction: z.string().nullable(),
  /** the saved coupons that the shop still offers */
  coupons: z.array(coupon),
  order_items: z.array(activityOrderItem),
});
export type ActivityOrder = z.infer<typeof activityOrder>;

/** GET /v1/activities/{uuid}: a saved magic cart, else the past order with that uuid (reorder from history: its lines, coupons and fulfilment, for as soon as possible) */
export const activityResponse = z.object({ activity: activitySummary.extend({ order: activityOrder }) });
export type ActivityResponse = z.infer<typeof activityResponse>;
