import { z } from 'zod';
import { cents } from './common';

export const coupon = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  shop_id: z.number().int(),
  pricing_type: z.enum(['flat_discount', 'percentage', 'bundle_price']),
  /** cents for flat_discount and bundle_price, whole percent for percentage */
  discount_amount: z.number(),
  conditions: z.array(
    z.object({
      id: z.number().int(),
      condition_type: z.enum(['has_product_type', 'order_subtotal']),
      customer_text: z.string(),
      quantity: z.number().int().nullable(),
      minimum_order_subtotal: cents.nullable(),
      product_type: z.object({ id: z.number().int(), product_id: z.number().int(), name: z.string() }).nullable(),
    }),
  ),
});
export type Coupon = z.infer<typeof coupon>;

export const minutesRange = z.object({ min: z.number().int(), max: z.number().int() });
export const amountRange = z.object({ min: z.number(), max: z.number() });

export const shop = z.object({
  id: z.number().int(),
  shop_id: z.number().int(),
  uuid: z.string(),
  /** state/city/zip/slug, lowercase */
  web_slug: z.string(),
  storefront_path: z.string(),
  name: z.string(),
  acquired: z.boolean(),
  suspended: z.boolean(),
  lifecycle: z.enum(['onboarding', 'live', 'suspension', 'disabled', 'test']),
  is_open: z.boolean(),
  is_open_for_delivery: z.boolean(),
  is_open_for_pickup: z.boolean(),
  timezone_identifier: z.string(),
  photos: z.array(z.string()),
  logo: z.string().nullable(),
  banner_text: z.string().nullable(),
  phone: z.string(),
  twilio_phone: z.string().nullable(),
  discount_percent: z.number(),
  loyalty_enabled: z.boolean(),
  does_scheduled_orders: z.boolean(),
  tips_enabled_for_delivery: z.boolean(),
  tips_enabled_for_pickup: z.boolean(),
  coupons: z.array(coupon),
  order_options: z.array(z.object({ name: z.string() })),
  chain: z.object({ slug: z.string(), name: z.string() }).nullable(),
  location: z.object({
    address: z.string(),
    city: z.string(),
    shop_state: z.string(),
    zipcode: z.string(),
    lat: z.number(),
    lon: z.number(),
  }),
  delivery_info: z.object({
    does_delivery: z.boolean(),
    /** 'free' | 'flat' (cents) | 'percent' (whole percent); null or '0' also mean free */
    fee_type: z.enum(['free', 'flat', 'percent']).nullable(),
    fee: z.number(),
    /**
     * What the delivery fee can come to, in cents: flat → {fee, fee}; percent with floor and ceiling →
     * {floor, ceiling}; free, or a percent without both bounds → null. A range exists when min < max.
     */
    fee_range: amountRange.nullable(),
    fee_floor: cents.nullable(),
    fee_ceiling: cents.nullable(),
    min_subtotal_floor: cents,
    min_subtotal_range: amountRange.nullable(),
    estimate: minutesRange,
    provider: z.string().nullable(),
    uses_cross_street: z.boolean(),
  }),
  pickup_info: z.object({ does_pickup: z.boolean(), min_subtotal: cents, estimate: minutesRange }),
  payment: z.object({
    accepts_cash: z.boolean(),
    accepts_card: z.boolean(),
    service_fee_flat: cents,
    service_fee_percentage: z.number(),
    tax_rate: z.number(),
    tax_delivery_fee: z.boolean(),
  }),
  seo: z.object({ price_range: z.enum(['$', '$$', '$$$', '$$$$']), order_action_schema_enabled: z.boolean() }),
});
export type Shop = z.infer<typeof shop>;
export const shopResponse = z.object({ shop });

export const searchResult = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  web_slug: z.string(),
  storefront_path: z.string(),
  is_acquired: z.boolean(),
  has_menu: z.boolean(),
  is_open_for_delivery: z.boolean(),
  is_open_for_pickup: z.boolean(),
  is_paused: z.boolean(),
  suspended: z.boolean(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  logo: z.string().nullable(),
  distance_miles: z.number().nullable(),
  /** the next opening (ISO instant) of each mode the listed shop is closed for now; null when open, not offered, or none within the week */
  next_open: z.object({ delivery: z.string().nullable(), pickup: z.string().nullable() }),
  delivery_estimate: minutesRange.nullable(),
  pickup_estimate: minutesRange.nullable(),
  lifecycle: z.enum(['onboarding', 'live', 'suspension', 'disabled', 'test']),
  chain: z.object({ slug: z.string(), name: z.string() }).nullable(),
  rating: z.number(),
  ratings_count: z.number().int(),
  should_display_rating: z.boolean(),
  discount_percent: z.number(),
  delivery_fee_type: z.enum(['free', 'flat', 'percent']),
  does_delivery: z.boolean(),
  does_pickup: z.boolean(),
  /** takes orders for later: a closed shop's card says "Order ahead" */
  does_scheduled_orders: z.boolean(),
  timezone_identifier: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const sortType = z.enum(['recommended', 'acquired', 'is_open', 'nearby']);
export const searchResponse = z.object({
  data: z.array(searchResult),
  /** both names of the documents; the same list */
  meta: z.object({ sort_types: z.array(sortType), supported_sort_types: z.array(sortType) }),
});
export type SearchResponse = z.infer<typeof searchResponse>;

const opening = z.object({
  /** 0 = Monday … 6 = Sunday (the week starts Monday) */
  day_of_week: z.number().int().min(0).max(6),
  /** 'HH:mm' in the shop's time zone; close may be past midnight as '25:30' */
  open: z.string(),
  close: z.string(),
});
const pausing = z.object({ start: z.string(), end: z.string() });
const modeSchedule = z.object({
  openings: z.array(opening),
  pausings: z.array(pausing),
  /** ISO instants */
  next_open: z.string().nullable(),
  next_close: z.string().nullable(),
  /** inside one of this mode's pausings right now */
  is_paused: z.boolean(),
});
export const schedule = z.object({
  timezone: z.string(),
  week_start: z.literal('monday'),
  delivery: modeSchedule,
  pickup: modeSchedule,
  google_schema_hours: z.array(z.string()),
  /** the public hours as one list (pickup's, or delivery's for a delivery-only shop), for older clients */
  legacy_openings: z.array(opening),
  is_paused: z.boolean(),
  /** kitchen capacity: the quarter hours (ISO starts) fully booked from now to the scheduling horizon; none without a cap */
  full_slots: z.array(z.string()),
});
export type Schedule = z.infer<typeof schedule>;
export const scheduleResponse = z.object({ schedule });
