import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type ShippingMode = 'delivery' | 'pickup';
export type GeoJsonPolygon = { type: 'Polygon'; coordinates: [number, number][][] };
export type FaqEntry = { question: string; answer: string };

/** PostgreSQL's built-in `box` (no extension): the GiST index of the delivery zones' bounding boxes. */
const box = customType<{ data: string; driverData: string }>({ dataType: () => 'box' });

/** Catalog rows carry fixed ids from the seed, so they use plain integer keys. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    webSlug: text('web_slug').notNull().unique(),
    name: text('name').notNull(),
    acquired: boolean('acquired').notNull(),
    suspended: boolean('suspended').notNull().default(false),
    lifecycle: text('lifecycle').$type<'onboarding' | 'live' | 'suspension' | 'disabled' | 'test'>().notNull(),
    timezone: text('timezone').notNull(),
    phone: text('phone').notNull(),
    twilioPhone: text('twilio_phone'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    logo: text('logo'),
    photos: jsonb('photos').$type<string[]>().notNull(),
    bannerText: text('banner_text'),
    discountPercent: doublePrecision('discount_percent').notNull().default(0),
    loyaltyEnabled: boolean('loyalty_enabled').notNull().default(false),
    doesScheduledOrders: boolean('does_scheduled_orders').notNull().default(true),
    /** kitchen capacity: the orders the shop takes per 15-minute slot (server/domains/orders/kitchen-capacity.ts); null takes any number */
    slotCapacity: integer('slot_capacity'),
    tipsEnabledForDelivery: boolean('tips_enabled_for_delivery').notNull().default(true),
    tipsEnabledForPickup: boolean('tips_enabled_for_pickup').notNull().default(true),
    orderOptions: jsonb('order_options').$type<string[]>().notNull(),
    chain: jsonb('chain').$type<{ slug: string; name: string } | null>(),
    doesDelivery: boolean('does_delivery').notNull(),
    deliveryFeeType: text('delivery_fee_type').$type<'free' | 'flat' | 'percent'>().notNull(),
    /** cents for 'flat', whole percent for 'percent' */
    deliveryFee: doublePrecision('delivery_fee').notNull().default(0),
    deliveryFeeFloor: integer('delivery_fee_floor'),
    deliveryFeeCeiling: integer('delivery_fee_ceiling'),
    deliveryMinSubtotal: integer('delivery_min_subtotal').notNull().default(0),
    deliveryEstimateMin: integer('delivery_estimate_min').notNull(),
    deliveryEstimateMax: integer('delivery_estimate_max').notNull(),
    deliveryProvider: text('delivery_provider'),
    usesCrossStreet: boolean('uses_cross_street').notNull().default(false),
    deliveryZone: jsonb('delivery_zone').$type<GeoJsonPolygon | null>(),
    doesPickup: boolean('does_pickup').notNull(),
    pickupMinSubtotal: integer('pickup_min_subtotal').notNull().default(0),
    pickupEstimateMin: integer('pickup_estimate_min').notNull(),
    pickupEstimateMax: integer('pickup_estimate_max').notNull(),
    acceptsCash: boolean('accepts_cash').notNull(),
    acceptsCard: boolean('accepts_card').notNull(),
    serviceFeeFlat: integer('service_fee_flat').notNull().default(0),
    serviceFeePercentage: doublePrecision('service_fee_percentage').notNull().default(0),
    taxRate: doublePrecision('tax_rate').notNull(),
    taxDeliveryFee: boolean('tax_delivery_fee').notNull().default(false),
    priceRange: text('price_range').$type<'$' | '$$' | '$$$' | '$$$$'>().notNull().default('$$'),
    orderActionSchemaEnabled: boolean('order_action_schema_enabled').notNull().default(true),
    cuisines: jsonb('cuisines').$type<string[]>().notNull(),
    faq: jsonb('faq').$type<FaqEntry[]>().notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /**
     * Which gateway takes the shop's cards (checkout §4 "Payment gateway"; issue 13, flag sf_adyen_payments), and the
     * interim one a signed-in shopper gets while the shop moves between them (null: none).
     */
    cardGateway: text('card_gateway').$type<'stripe' | 'adyen'>().notNull().default('stripe'),
    interimCardGateway: text('interim_card_gateway').$type<'stripe' | 'adyen'>(),
    /**
     * The delivery zone's bounding box ((lng, lat) corners), kept by the database from delivery_zone
     * (crust_zone_box, migration 0010); null without a zone. Search prunes by it before the exact zone test.
     */
    zoneBox: box('zone_box').generatedAlwaysAs(sql`crust_zone_box(delivery_zone)`),
  },
  (table) => [
    // location and zone pruning for search, discover and nearby shops (GiST on core geometric types)
    index('shops_location_idx').using('gist', sql`point(${table.lon}, ${table.lat})`),
    index('shops_zone_box_idx').using('gist', table.zoneBox),
    index('shops_state_acquired_idx').on(table.state, table.acquired),
  ],
);

/**
 * One row (id 1) whose version moves on every write to shops, shop_openings and shop_pausings (statement
 * triggers, migration 0011): what the in-memory shop records are checked against, on every replica.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** day_of_week 0 = Monday; times 'HH:mm' in the shop's zone, close may pass midnight ('25:30'). */
export const shopOpenings = pgTable(
  'shop_openings',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    shippingType: text('shipping_type').$type<ShippingMode>().notNull(),
    dayOfWeek: integer('day_of_week').notNull(),
    open: text('open').notNull(),
    close: text('close').notNull(),
  },
  (table) => [index('shop_openings_shop_idx').on(table.shopId)],
);

export const shopPausings = pgTable(
  'shop_pausings',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    shippingType: text('shipping_type').$type<ShippingMode>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('shop_pausings_shop_idx').on(table.shopId)],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
    isDisplayed: boolean('is_displayed').notNull().default(true),
    shippingType: text('shipping_type').$type<'delivery' | 'pickup' | 'both'>().notNull().default('both'),
    availabilities: jsonb('availabilities').$type<{ day_of_week: number; start_time: string; end_time: string }[]>().notNull(),
  },
  (table) => [index('menu_categories_shop_idx').on(table.shopId)],
);

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    position: integer('position').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isLoyaltyReward: boolean('is_loyalty_reward').notNull().default(false),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (table) => [index('products_shop_idx').on(table.shopId)],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: integer('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (table) => [index('product_types_shop_idx').on(table.shopId)],
);

/** Add-on categories are shared by the product types that offer them (e.g. every Large pizza). */
export const addOnCategories = pgTable(
  'add_on_categories',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    type: text('type').$type<'radio' | 'checkbox'>().notNull(),
    limit: integer('limit').notNull(),
    mandatory: boolean('mandatory').notNull(),
    selectionType: text('selection_type').$type<'Topping' | 'Single'>().notNull(),
    area: text('area').$type<'whole' | 'first_half' | 'second_half' | null>(),
    position: integer('position').notNull(),
  },
  (table) => [index('add_on_categories_shop_idx').on(table.shopId)],
);

export const productTypeAddOnCategories = pgTable(
  'product_type_add_on_categories',
  {
    productTypeId: integer('product_type_id')
      .notNull()
      .references(() => productTypes.id),
    addOnCategoryId: integer('add_on_category_id')
      .notNull()
      .references(() => addOnCategories.id),
  },
  (table) => [primaryKey({ columns: [table.productTypeId, table.addOnCategoryId] })],
);

/** price is the whole-pizza price; a half-area topping is charged half of it (see cart/pricing.ts). */
export const selections = pgTable(
  'selections',
  {
    id: integer('id').primaryKey(),
    addOnCategoryId: integer('add_on_category_id')
      .notNull()
      .references(() => addOnCategories.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('selections_shop_idx').on(table.shopId)],
);

/**
 * Account holders. auth_subject is the identity provider's `sub` ('auth0|…' for email and password,
 * 'google-oauth2|…', 'facebook|…', 'apple|…'); the API's ids (PUT /v1/users/{id}) are ours.
 * An email is unique per identity provider (as Auth0 keeps one identity per connection); a phone is unique.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    authSubject: text('auth_subject').notNull().unique(),
    identityProvider: text('identity_provider').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** ten digits */
    phone: text('phone'),
    /** email and password accounts of the embedded identity provider only: 'scrypt$N$r$p$salt$hash' */
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('users_provider_email_idx').on(table.identityProvider, sql`lower(${table.email})`),
    uniqueIndex('users_phone_idx').on(table.phone),
  ],
);

export type StoredOrderItem = {
  product_id: number;
  product_type_id: number;
  quantity: number;
  selection_ids: number[];
  special_request: string | null;
  /** the bundle coupon the line belongs to */
  coupon_id?: number | null;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /**
     * awaiting_payment: inserted before its card is charged (it claims the Idempotency-Key), and kept while
     * 3-D Secure is pending; payment_failed: the charge or the challenge failed (its key released). Neither
     * is dispatched, tracked past 'confirming order' or listed in the history.
     */
    status: text('status')
      .$type<
        'awaiting_payment' | 'payment_failed' | 'placed' | 'preparing' | 'out_for_delivery' | 'ready_for_pickup' | 'completed' | 'voided'
      >()
      .notNull(),
    /** delivery sub-step: en_route_to_shop / awaiting_order while preparing; nearby / arrived while out for delivery; none: no driver */
    driverStep: text('driver_step').$type<'en_route_to_shop' | 'awaiting_order' | 'nearby' | 'arrived' | 'none' | null>(),
    /** when the current dispatch step began; the simulator measures every step from here */
    stepAt: timestamp('step_at', { withTimezone: true, mode: 'date' }).notNull(),
    shippingType: text('shipping_type').$type<ShippingMode>().notNull(),
    placedVia: text('placed_via').notNull(),
    /** order attribution: direct (the shop's own channels) or marketplace */
    customerOrigin: text('customer_origin').$type<'direct' | 'marketplace'>().notNull().default('marketplace'),
    attributionSource: text('attribution_source'),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    receipt: jsonb('receipt').$type<Record<string, unknown>>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: text('delivery_address'),
    deliveryAddress2: text('delivery_address2'),
    deliveryCity: text('delivery_city'),
    deliveryState: text('delivery_state'),
    deliveryZipcode: text('delivery_zipcode'),
    deliveryInstruction: text('delivery_instruction'),
    /** ORDER_OPTION_TYPES chosen at checkout */
    orderOptionTypes: jsonb('order_option_types').$type<string[]>().notNull().default([]),
    /** the shopper asked for text updates about this order at the phone given (checkout's transactional_sms) */
    transactionalSms: boolean('transactional_sms').notNull().default(false),
    paymentMethod: text('payment_method').$type<'cash' | 'credit' | 'paypal'>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    minEta: timestamp('min_eta', { withTimezone: true, mode: 'date' }).notNull(),
    maxEta: timestamp('max_eta', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    /** the shop's reason when it declined the order (voided by the shop) */
    voidReason: text('void_reason'),
    /** minutes the shop pushed the estimate back by (running late); min and max ETA already include them */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    /** the shop adjusted the placed order (an item it could not make, say): cents taken off the total in all, its latest reason and when */
    adjustedAmount: integer('adjusted_amount').notNull().default(0),
    adjustmentReason: text('adjustment_reason'),
    adjustedAt: timestamp('adjusted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Unanswered orders (server/domains/board/unanswered.ts): when the order, still placed on a live board, was
     * escalated (the board alerted again); when the shop's phone was texted about it; and when it was claimed for
     * the automatic decline (the board's accept refuses it from then on, so of the two exactly one wins).
     */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    escalationSmsAt: timestamp('escalation_sms_at', { withTimezone: true, mode: 'date' }),
    unansweredDeclinedAt: timestamp('unanswered_declined_at', { withTimezone: true, mode: 'date' }),
    /** cents given back to the shopper through the order's gateway in all (order_refunds that succeeded) */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** the signed-in account that placed it (from the bearer token, never from the body); null for a guest */
    customersId: integer('customers_id').references(() => users.id),
    /** the storefront's anonymous browser id the order carried (anonymous_id: analytics' crust:browserId); null when it sent none */
    anonymousId: text('anonymous_id'),
    /** credit: the gateway's payment intent (Stripe pi_…; Adyen: the payment's pspReference) */
    paymentIntentId: text('payment_intent_id'),
    /** credit by card: the gateway that charged it (null: Stripe, and every order made before Adyen) */
    cardGateway: text('card_gateway').$type<'stripe' | 'adyen'>(),
    /** credit with a saved card: its payment_methods row */
    paymentMethodId: integer('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    /** a wallet's order: the wallet the card came from (Stripe's card.wallet.type: apple_pay, google_pay); null otherwise */
    walletType: text('wallet_type'),
    /** while awaiting_payment: the 3-D Secure next action (redirect_to_url) the storefront shows */
    nextAction: jsonb('next_action').$type<{ type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } }>(),
    /** payment_failed: the error the placement answered (a replay waiting on the same request answers it too) */
    paymentError: jsonb('payment_error').$type<{
      status: number;
      details: { code: string; message: string; field?: string }[];
      order_codes: string[];
    }>(),
  },
  (table) => [
    uniqueIndex('orders_idempotency_key_idx').on(table.idempotencyKey),
    index('orders_status_idx').on(table.status),
    // kitchen capacity counts a shop's orders per quarter hour of their min ETA
    index('orders_shop_min_eta_idx').on(table.shopId, table.minEta),
    index('orders_customer_idx').on(table.customersId, table.placedAt),
    index('orders_payment_intent_idx').on(table.paymentIntentId),
  ],
);

/**
 * A refund of a paid order through its gateway, for an adjustment or for the shop declining (voiding) it. Claimed
 * here first (pending), then sent to the gateway with `gateway_key`, then applied to the order (succeeded), so a
 * crash in between leaves a pending claim the next call for the order finishes with the same key (never twice).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** the order's refunds in order (0, 1, …): two claimed at once get the same and one is refused */
    sequence: integer('sequence').notNull(),
    purpose: text('purpose').$type<'adjustment' | 'void'>().notNull(),
    amount: integer('amount').notNull(),
    /** the shop's reason (an adjustment's or the decline's) */
    reason: text('reason'),
    /** pending: claimed, maybe sent; succeeded: refunded and applied to the order; failed: the gateway refused it */
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    /** the Idempotency-Key the gateway is sent: the same for a retry of this refund, new for the next one */
    gatewayKey: text('gateway_key').notNull(),
    /** the caller's Idempotency-Key, when it sent one: a retry of the same request resumes this refund */
    requestKey: text('request_key'),
    /** the gateway's id of the refund (Stripe re_…, PayPal refund id, Adyen pspReference) */
    gatewayRefundId: text('gateway_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('order_refunds_sequence_idx').on(table.orderId, table.sequence),
    uniqueIndex('order_refunds_request_key_idx').on(table.orderId, table.requestKey),
  ],
);

/** A shop's deal. discount_amount: cents for flat_discount and bundle_price, whole percent for percentage. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    pricingType: text('pricing_type').$type<'flat_discount' | 'percentage' | 'bundle_price'>().notNull(),
    discountAmount: doublePrecision('discount_amount').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('coupons_shop_idx').on(table.shopId)],
);

/** has_product_type: `quantity` units of `product_type_id`; order_subtotal: at least `minimum_order_subtotal` cents. */
export const couponConditions = pgTable(
  'coupon_conditions',
  {
    id: integer('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    conditionType: text('condition_type').$type<'has_product_type' | 'order_subtotal'>().notNull(),
    customerText: text('customer_text').notNull().default(''),
    quantity: integer('quantity'),
    minimumOrderSubtotal: integer('minimum_order_subtotal'),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
  },
  (table) => [index('coupon_conditions_coupon_idx').on(table.couponId)],
);

/** Promo codes are matched on their upper-cased tag; shop_id null means every shop. amount: cents (flat) or percent. */
export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey(),
  tag: text('tag').notNull().unique(),
  kind: text('kind').$type<'flat' | 'percent'>().notNull(),
  amount: doublePrecision('amount').notNull(),
  shopId: integer('shop_id').references(() => shops.id),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
  isActive: boolean('is_active').notNull().default(true),
});

/** Saved carts the storefront can reopen (magic carts; the uuid is chosen by the client) and the short links that share them (short_link: server/domains/url-shortening). */
export const activities = pgTable('activities', {
  uuid: uuid('uuid').primaryKey(),
  type: text('type').$type<'magic_cart' | 'short_link'>().notNull(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** "Request to add" on a shop not on Crust yet: one row per shop per anonymous browser id. */
export const shopAddRequests = pgTable(
  'shop_add_requests',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    browserId: uuid('browser_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('shop_add_requests_shop_browser_idx').on(table.shopId, table.browserId)],
);

/**
 * The first-party analytics collector's events (the tag manager served from our own domain): each
 * carries the landing's utm parameters and ad click ids and the browser's journey when it was sent.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    browserId: uuid('browser_id').notNull(),
    event: text('event').notNull(),
    page: text('page').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    utm: jsonb('utm').$type<Record<string, string>>().notNull(),
    clickIds: jsonb('click_ids').$type<Record<string, string>>().notNull(),
    journey: jsonb('journey').$type<{ path: string; visited_at: string }[]>().notNull(),
  },
  (table) => [index('analytics_events_browser_idx').on(table.browserId, table.id)],
);

/** An account's saved delivery addresses (address2 with a single leading #), placed by the embedded geocoder. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('user_addresses_user_idx').on(table.userId)],
);

/** One row per account, made with the account. */
export const userPreferences = pgTable('user_preferences', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  marketingEmailStatus: text('marketing_email_status').$type<'opted_in' | 'subscribed' | 'unsubscribed'>().notNull(),
  includePlasticUtensils: boolean('include_plastic_utensils').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** An account's SMS consent per phone number (ten digits). */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    transactional: boolean('transactional').notNull(),
    marketing: boolean('marketing').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('sms_subscriptions_user_phone_idx').on(table.userId, table.phoneNumber)],
);

/**
 * An account's proof that it holds a phone number (issue 37 item 7): a code texted to it, typed back. Marketing
 * consent for a number needs verified_at. The code is kept only as its SHA-256; sends and wrong attempts are counted.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true, mode: 'date' }),
    /** wrong codes typed against the current code */
    attempts: integer('attempts').notNull().default(0),
    /** codes sent since sends_window_started_at */
    sends: integer('sends').notNull().default(0),
    sendsWindowStartedAt: timestamp('sends_window_started_at', { withTimezone: true, mode: 'date' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('phone_verifications_user_phone_idx').on(table.userId, table.phoneNumber)],
);

/** The SMS provider stand-in's sent messages (server/domains/sms): what a real provider would have delivered. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sms_messages_to_idx').on(table.to, table.sentAt)],
);

/**
 * The embedded identity provider's secrets, made once by whichever process needs them first, so every
 * replica and every restart signs with the same keys: 'signing' (an RS256 private JWK), 'cookies'
 * (the keys that sign its cookies) and 'turn-to' (the review widget's token secret).
 */
export const identityKeys = pgTable('identity_keys', {
  id: text('id').primaryKey(),
  material: jsonb('material').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * oidc-provider's stored models (Session, Interaction, Grant, AuthorizationCode, RefreshToken…), one row
 * per model instance, shared by every process on the database. grant_id and uid are copied out of the
 * payload for the adapter's lookups; a row past expires_at is gone to the provider.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Cards at the gateway (checkout §3 "Payment state", §6): an account's saved cards (single_use false,
 * listed), and single-use cards (a guest's, user_id null, or an account's card it chose not to keep),
 * never listed. status requires_action: a saved card whose 3-D Secure setup (setup_intent_id) is not
 * confirmed yet. needs_verification: a charge on it failed with a card error, so an order with it must
 * re-enter the expiry (checkout §4 "Card verification"); attempts_remaining counts down 3, 2, 1, then
 * the card is deleted. A deleted card keeps its row (deleted_at) for the orders that name it.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<'stripe' | 'adyen'>().notNull(),
    /** Stripe pm_…; Adyen: the stored card's recurringDetailReference ('' until its 3-D Secure is done) */
    gatewayPaymentMethodId: text('gateway_payment_method_id').notNull(),
    /** Stripe cus_… (the account's customer); Adyen: the shopperReference (crust-user-…, a guest's crust-guest-…); null for a guest's Stripe card */
    gatewayCustomerId: text('gateway_customer_id'),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    status: text('status').$type<'active' | 'requires_action'>().notNull(),
    singleUse: boolean('single_use').notNull(),
    /** a guest's email, sent with a single-use card */
    email: text('email'),
    /** SHA-256 (hex) of the secret a guest's single-use card was saved with: only that browser may pay or confirm with it */
    clientSecretHash: text('client_secret_hash'),
    /** Stripe seti_…: the setup that saved it; Adyen: the reference of the zero-value payment that stored it */
    setupIntentId: text('setup_intent_id'),
    needsVerification: boolean('needs_verification').notNull().default(false),
    attemptsRemaining: integer('attempts_remaining'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('payment_methods_user_idx').on(table.userId, table.createdAt)],
);

/** An account's customer at a card gateway (Stripe cus_…), made the first time it saves a card. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway').$type<'stripe' | 'adyen'>().notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gateway] })],
);

/**
 * The embedded Stripe sandbox's objects (payment_method pm_…, customer cus_…, payment_intent pi_…,
 * setup_intent seti_…), one row per object as Stripe's API would answer it, so saved cards survive a
 * restart and every replica sees the same ones. Unused when real Stripe keys are configured.
 */
export const stripeSandboxObjects = pgTable('stripe_sandbox_objects', {
  id: text('id').primaryKey(),
  object: text('object').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The embedded Adyen sandbox's records (server/domains/adyen-sandbox): payments by pspReference, stored cards
 * by recurringDetailReference, challenge results and Idempotency-Key claims, so replicas share them and they
 * outlive a restart. Unused when real Adyen keys are configured.
 */
export const adyenSandboxObjects = pgTable(
  'adyen_sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'payment' | 'stored_method' | 'redirect_result' | 'idempotency_key' | 'refund'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('adyen_sandbox_objects_kind_idx').on(table.kind, table.createdAt)],
);

/**
 * The support chat's conversations (server/contract/support.ts): the pre-chat form as the shopper sent it,
 * the signed-in account's id (null for a guest), and the sha256 of the token the shopper's browser holds
 * (the token itself is never stored).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /** sha256 of the conversation's token, hex */
    tokenHash: text('token_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    consumerId: integer('consumer_id').references(() => users.id, { onDelete: 'set null' }),
    origin: text('origin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('support_conversations_created_idx').on(table.createdAt, table.id)],
);

/** A support conversation's messages, the shopper's and the agents', read in id order. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'shopper' | 'agent'>().notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('support_messages_conversation_idx').on(table.conversationId, table.id)],
);

/**
 * Rate-limit counts shared by the replicas on one PostgreSQL when no Redis is configured
 * (server/plugins/database-counts.ts): a key's count in the window that closes at `resetsAt`.
 */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limit_counts_resets_at_idx').on(table.resetsAt)],
);

/** A shop's staff: an account of the identity provider (any sign-in method) working at a shop, with its role there. */
export const shopStaff = pgTable(
  'shop_staff',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    role: text('role').$type<'manager' | 'staff'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.shopId] }), index('shop_staff_shop_idx').on(table.shopId)],
);

/**
 * What a shop's order board is told, in order: one row per change of an order the kitchen has (placed or later).
 * Written by a trigger on orders (migration 0021) under one transaction lock, so ids commit in increasing order and
 * a board that read up to id n never meets a smaller id later: `id` is the stream's Last-Event-ID on every replica.
 */
export const boardEvents = pgTable(
  'board_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    orderId: integer('order_id').notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('board_events_shop_idx').on(table.shopId, table.id)],
);

/** A shop whose board is connected (seen_at renewed while its stream is open): the dispatch simulator stands aside for it. */
export const boardPresence = pgTable('board_presence', {
  shopId: integer('shop_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A board action's Idempotency-Key: the same key again answers what the action answered the first time. */
export const boardActionKeys = pgTable(
  'board_action_keys',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    key: text('key').notNull(),
    action: text('action').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.key] })],
);

/**
 * Reviews posted through the embedded review provider stand-in (server/domains/reviews-sandbox): one per shopper
 * per shop, posting again replaces it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** the first name the provider's user-data token carried when the review was posted */
    reviewerName: text('reviewer_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    uniqueIndex('reviews_user_shop_idx').on(table.userId, table.shopId),
    index('reviews_shop_idx').on(table.shopId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
