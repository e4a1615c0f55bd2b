import { z } from 'zod';
import { cents, shippingType } from './common';
import { orderItemAttributes, receipt } from './cart';
import { ORDER_LIMIT_MESSAGES, ORDER_LIMITS } from './order-limits';
export { ORDER_OPTION_MODES, ORDER_OPTION_TYPES, type OrderOptionType } from './order-options';
import { cardGateway, nextAction } from './payments';
import { orderPaypal } from './paypal';

export const placeOrderRequest = z.object({
  order: z.object({
    shop_id: z.number().int().positive(),
    placed_via: z.literal('web'),
    /** the storefront's anonymous browser id (its analytics id), kept on the order */
    anonymous_id: z.string().trim().max(100).optional(),
    /** the signed-in account the storefront is placing it for; the bearer token decides, and one it does not back is refused (422 customer_mismatch) */
    customers_id: z.number().int().positive().optional(),
    customer_origin: z.enum(['direct', 'marketplace']).optional(),
    attribution_source: z.string().max(100).optional(),
    shipping_type: shippingType,
    order_items_attributes: z.array(orderItemAttributes).min(1).max(ORDER_LIMITS.lines, ORDER_LIMIT_MESSAGES.lines),
    payment_method: z.enum(['cash', 'credit']),
    /** credit: the gateway (default stripe); paypal with the `paypal` block (checkout §4) */
    gateway: z.enum([...cardGateway.options, 'paypal']).optional(),
    /** gateway paypal: the approved billing agreement and the payment made on it (POST v1/paypal/orders) */
    paypal: orderPaypal.optional(),
    /** credit with a saved card: its v2 payment_methods id (gateway adyen: always, a guest's being the single-use card saved just before with this email) */
    payment_method_id: z.number().int().positive().optional(),
    /** a guest's saved card: the client_secret its save answered (only that browser may pay with it) */
    client_secret: z.string().max(100).optional(),
    /** credit with a new, single-use card: the gateway's payment method made in the browser (Stripe pm_…) */
    payment_token: z.string().max(255).optional(),
    /** a wallet's payment intent (issue 13) */
    payment_intent_id: z.string().max(255).optional(),
    /** the gateway's customer (Stripe cus_…), when the browser knows it */
    customer_id: z.string().max(255).optional(),
    /** card verification of a saved card (checkout §4): the expiry the shopper re-entered */
    expr_month: z.number().int().min(1).max(12).optional(),
    expr_year: z.number().int().min(2000).max(2100).optional(),
    tip_amount: cents.min(0).optional(),
    promo_code_id: z.number().int().nullable().optional(),
    coupon_ids: z.array(z.number().int()).max(10).optional(),
    email: z.string().max(200),
    delivery_first_name: z.string().max(100),
    delivery_last_name: z.string().max(100),
    delivery_telephone: z.string().max(20),
    delivery_address: z.string().max(200).optional(),
    delivery_floor: z.string().max(100).optional(),
    delivery_city: z.string().max(100).optional(),
    delivery_state: z.string().max(50).optional(),
    /** always a string on the wire */
    delivery_postcode: z.string().max(10).optional(),
    delivery_instruction: z.string().max(500).optional(),
    /** ISO instant for a scheduled order; absent for ASAP */
    deliver_at: z.string().max(40).nullable().optional(),
    /** text updates about this order to delivery_telephone; for a signed-in shopper also the account's consent for that number (sms_subscriptions) */
    transactional_sms: z.boolean().optional(),
  }),
  /** ORDER_OPTION_TYPES the shop offers for the order's mode */
  order_option_types: z.array(z.string().max(50)).max(10).default([]),
  origin: z.string().max(500).optional(),
  return_url: z.string().max(500).optional(),
  browser_info: z.record(z.string(), z.unknown()).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;

/** awaiting_payment: created, its card payment paused for 3-D Secure (PUT orders/{uuid}/complete resumes it); payment_failed: the challenge failed */
export const orderStatus = z.enum([
  'awaiting_payment',
  'payment_failed',
  'placed',
  'preparing',
  'out_for_delivery',
  'ready_for_pickup',
  'completed',
  'voided',
]);
export type OrderStatus = z.infer<typeof orderStatus>;

export const paymentStatus = z.enum(['paid', 'partially_refunded', 'refunded', 'unpaid']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  status: orderStatus,
  shipping_type: shippingType,
  date_purchased: z.string(),
  placed_via: z.string(),
  shop: z.object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    web_slug: z.string(),
    storefront_path: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    timezone_identifier: z.string(),
  }),
  /**
   * The shopper's contact. In full for the account that placed the order and the browser that placed it (its
   * Idempotency-Key sent back as Order-Key); anyone else holding the uuid reads the first name and the phone's
   * last four only (last_name, email and phone null): what the confirmation page shows them.
   */
  contact: z.object({
    first_name: z.string(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    phone_last_four: z.string(),
  }),
  /** where a delivery goes (null for pickup); a uuid holder who is not its owner reads it without address2 (the unit) */
  delivery_address: z
    .object({ address: z.string(), address2: z.string().nullable(), city: z.string(), state: z.string(), zipcode: z.string() })
    .nullable(),
  payment_method_details: z.object({
    payment_type: z.enum(['cash', 'credit', 'paypal']),
    last_four: z.string().nullable(),
    /** a wallet's card (checkout §3 paymentMethod): apple_pay or google_pay; null for a typed or saved card, PayPal and cash */
    wallet: z.enum(['apple_pay', 'google_pay']).nullable(),
    /** checkout §3 paymentStatus: what became of the money the gateway took (cash: unpaid, it is paid at the door) */
    payment_status: paymentStatus,
    /** cents given back through the gateway in all (adjustments, and the rest when the shop declined the order) */
    refunded_amount: z.number().int(),
  }),
  receipt,
  min_eta: z.string(),
  max_eta: z.string(),
  scheduled: z.boolean(),
  scheduled_at: z.string().nullable(),
  /** while awaiting_payment: the hosted 3-D Secure challenge page (the same as next_action's url); else null */
  three_d_secure_link: z.string().nullable(),
  next_action: nextAction.nullable(),
  /** the options chosen at checkout (ORDER_OPTION_TYPES) */
  order_option_types: z.array(z.string()),
  /** text updates about this order go to the contact's phone */
  transactional_sms: z.boolean(),
  /** cents the shop took off after placing (the receipt's total already excludes them; refunded to a card) */
  adjusted_amount: z.number().int(),
});
export type Order = z.infer<typeof order>;
export const orderResponse = z.object({ order });

/**
 * GET /v2/orders/idempotency/{key}: the order placed with that Idempotency-Key (200), or 404
 * order_not_found. The storefront asks it after the connection cut out while placing (checkout §8).
 */
export const orderByIdempotencyKeyParams = z.object({ key: z.string().trim().min(1).max(255) });

export const trackingStatus = z.enum([
  'confirming_order',
  'preparing_order',
  'order_in',
  'almost_ready',
  'ready_for_pickup',
  'driver_en_route_to_shop',
  'driver_awaiting_order',
  'out_for_delivery',
  'driver_nearby',
  'driver_has_arrived',
  'completed',
  'voided',
]);
export type TrackingStatus = z.infer<typeof trackingStatus>;

export const tracking = z.object({
  delivery: z.object({
    delivered_at: z.string().nullable(),
    driver: z
      .object({
        name: z.string(),
        phone: z.string().nullable(),
        /** where the driver is, while driving to the shop, waiting there or on the way to the door */
        location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
        /** straight-line miles from the driver to the delivery address */
        miles_away: z.number().nullable(),
      })
      .nullable(),
    eta: z.string().nullable(),
  }),
  order: z.object({
    max_eta: z.string(),
    min_eta: z.string(),
    scheduled: z.boolean(),
    scheduled_at: z.string().nullable(),
    status: orderStatus,
    uuid: z.string(),
    voided_at: z.string().nullable(),
    /** why the shop declined the order, when it did */
    void_reason: z.string().nullable(),
    /** minutes the shop is running late by (min and max ETA include them); 0 when on time */
    delay_minutes: z.number().int(),
    /** cents the shop took off the order after it was placed (refunded to a card), in all; 0 when never adjusted */
    adjusted_amount: z.number().int(),
    /** the shop's latest reason for adjusting, and when */
    adjustment_reason: z.string().nullable(),
    adjusted_at: z.string().nullable(),
    /** what the order costs now, in cents (the receipt's total less any adjustment) */
    total: z.number().int(),
    /** cents given back through the order's gateway in all (the order's payment_method_details.refunded_amount, as it is now) */
    refunded_amount: z.number().int().optional(),
  }),
  status: trackingStatus,
});
export type Tracking = z.infer<typeof tracking>;
