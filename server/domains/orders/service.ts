import { createHash, randomUUID } from 'node:crypto';
import { contactProblems, normalizeAddress2 } from '../../contract/contact';
import type { Order, PlaceOrderRequest } from '../../contract/orders';
import type { OrderHistoryQuery, OrderHistoryResponse } from '../../contract/users';
import type { Database } from '../../db/database';
import { ApiError, deepSqlSafe, notFound, unprocessable, type ApiErrorDetail } from '../api-error';
import { formatMoney } from '../cart/pricing';
import { priceForPlacement } from '../cart/service';
import { geocode } from '../location/geocoder';
import { isOpenAt } from '../schedule/service';
import type { ShopRecord } from '../shops/repository';
import { findShopBySlug } from '../shops/repository';
import { deliversTo, requireShopById, shopStatus } from '../shops/service';
import { toOrder } from './present';
import { findCustomerOrders, findOrderByIdempotencyKey, findOrderByUuid, insertOrder } from './repository';

const zipPattern = /^\d{5}(-\d{4})?$/;
const maxScheduleDays = 8;
const minute = 60_000;

/** The spec's contact rules (checkout §5); every failing field is reported at once. */
const contactWireFields = { firstName: 'delivery_first_name', lastName: 'delivery_last_name', email: 'email', phone: 'delivery_telephone' } as const;
const contactCodes = {
  firstNameRequired: 'first_name_required', lastNameRequired: 'last_name_required', emailRequired: 'email_required',
  emailInvalid: 'email_invalid', phoneRequired: 'phone_required', phoneTooShort: 'phone_too_short', phoneTooLong: 'phone_too_long',
} as const;

/** The contact rules the checkout form applies (server/contract/contact.ts), answered as 422 details. */
export function contactErrors(order: PlaceOrderRequest['order']): ApiErrorDetail[] {
  const contact = { firstName: order.delivery_first_name, lastName: order.delivery_last_name, email: order.email, phone: order.delivery_telephone };
  return contactProblems(contact).map(({ field, key, message }) => ({ code: contactCodes[key], message, field: contactWireFields[field] }));
}

/** Canonical JSON (sorted keys), so a retried request hashes the same however its keys were ordered. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(JSON.stringify(canonical(body))).digest('hex');
}

type Timing = { scheduledAt: Date | null };

function checkTiming(shop: ShopRecord, order: PlaceOrderRequest['order'], now: Date): Timing {
  const mode = order.shipping_type;
  const hours = shop.hours[mode];
  if (!order.deliver_at) {
    const state = shopStatus(shop, now)[mode];
    if (state.isOpen) return { scheduledAt: null };
    if (state.isPaused) throw unprocessable('shop_paused', 'Online ordering is temporarily paused');
    const message = shop.doesScheduledOrders
      ? `This pizzeria is closed for ${mode} right now. Schedule your order for later.`
      : `This pizzeria is closed for ${mode} right now.`;
    throw unprocessable('shop_closed', message, 'deliver_at');
  }
  if (!shop.doesScheduledOrders) {
    throw unprocessable('scheduled_orders_unavailable', "This pizzeria doesn't take orders for later.", 'deliver_at');
  }
  const at = new Date(order.deliver_at);
  const inRange = !Number.isNaN(at.getTime()) && at.getTime() > now.getTime() && at.getTime() <= now.getTime() + maxScheduleDays * 24 * 60 * minute;
  if (!inRange || !isOpenAt(hours.openings, hours.pausings, shop.timezone, at)) {
    throw unprocessable('invalid_deliver_at', 'The selected time is not available. Please choose another time.', 'deliver_at');
  }
  return { scheduledAt: at };
}

type DeliveryAddress = { address: string; address2: string | null; city: string; state: string; zipcode: string };

function checkDeliveryAddress(shop: ShopRecord, order: PlaceOrderRequest['order']): DeliveryAddress {
  const zipcode = (order.delivery_postcode ?? '').trim();
  if (zipcode === '') throw unprocessable('zip_code_missing', 'Please check your delivery address includes a zip code', 'delivery_postcode');
  const address = (order.delivery_address ?? '').trim();
  if (address === '') throw unprocessable('delivery_address_missing', 'Please provide a valid delivery address.', 'delivery_address');
  const city = (order.delivery_city ?? '').trim();
  const state = (order.delivery_state ?? '').trim();
  const place = zipPattern.test(zipcode) ? geocode(`${address}, ${city}, ${state} ${zipcode}`) : null;
  if (!place) throw unprocessable('delivery_address_invalid', 'Please provide a valid delivery address.', 'delivery_postcode');
  if (!deliversTo(shop, { lat: place.lat, lng: place.lng })) {
    throw unprocessable(
      'outside_delivery_zone',
      "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
      'delivery_address',
    );
  }
  return { address, address2: normalizeAddress2(order.delivery_floor) || null, city: city || place.city, state: state || place.state, zipcode };
}

/**
 * Places a cash order. With an Idempotency-Key, the same key and body answer the stored order again
 * and the same key with another body answers 409.
 */
export async function placeOrder(
  db: Database,
  rawBody: PlaceOrderRequest,
  idempotencyKey: string | null,
  now: Date,
  /** the dispatch speed: estimates shrink with it, so ETAs match the simulated kitchen */
  timeScale = 1,
  /** the signed-in account placing it (from its bearer token); null for a guest */
  customerId: number | null = null,
): Promise<Order> {
  const body = deepSqlSafe(rawBody);
  const hash = requestHash(body);
  if (idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (existing) return replay(db, existing.requestHash, hash, existing.uuid);
  }

  const order = body.order;
  const contact = contactErrors(order);
  if (contact.length) throw new ApiError(422, contact);
  if (order.payment_method !== 'cash') throw unprocessable('payment_method_required', 'A valid payment method is required', 'payment_method');

  const shop = await requireShopById(db, order.shop_id);
  if (!shop.acquired || shop.suspended || shop.lifecycle !== 'live') throw unprocessable('shop_unavailable', 'Online ordering currently unavailable');
  if (!shop.acceptsCash) {
    throw unprocessable('cash_not_accepted', "This pizzeria doesn't accept cash. Please choose another payment method.", 'payment_method');
  }
  const offered = order.shipping_type === 'delivery' ? shop.doesDelivery : shop.doesPickup;
  if (!offered) throw unprocessable(`${order.shipping_type}_unavailable`, `This pizzeria doesn't offer ${order.shipping_type}.`, 'shipping_type');

  const timing = checkTiming(shop, order, now);
  const address = order.shipping_type === 'delivery' ? checkDeliveryAddress(shop, order) : null;

  const priced = await priceForPlacement(db, shop, {
    shipping_type: order.shipping_type, items: order.order_items_attributes, tip_amount: order.tip_amount,
    coupon_ids: order.coupon_ids, promo_code_id: order.promo_code_id, payment_method: order.payment_method,
  }, now, 'order_items_attributes');
  const minimum = priced.validations.order_minimum;
  if (minimum && minimum.amount_remaining > 0) {
    throw unprocessable('order_minimum', `Add ${formatMoney(minimum.amount_remaining)} to meet the minimum order.`);
  }

  const estimate = order.shipping_type === 'delivery'
    ? { min: shop.deliveryEstimateMin, max: shop.deliveryEstimateMax }
    : { min: shop.pickupEstimateMin, max: shop.pickupEstimateMax };
  const scaledMinute = minute / (timeScale > 0 ? timeScale : 1);
  const etaBase = timing.scheduledAt ?? new Date(now.getTime() + estimate.min * scaledMinute);
  const minEta = etaBase;
  const maxEta = new Date(etaBase.getTime() + (estimate.max - estimate.min) * scaledMinute);
  // a scheduled order starts cooking so that it is ready in time
  const stepAt = timing.scheduledAt
    ? new Date(Math.max(now.getTime(), timing.scheduledAt.getTime() - (estimate.max + 1) * scaledMinute))
    : now;

  const inserted = await insertOrder(db, {
    uuid: randomUUID(),
    shopId: shop.id,
    status: 'placed',
    driverStep: null,
    stepAt,
    shippingType: order.shipping_type,
    placedVia: order.placed_via,
    customerOrigin: order.customer_origin ?? 'marketplace',
    attributionSource: order.attribution_source?.trim() || null,
    items: priced.receipt.items.map((line) => ({
      product_id: line.product_id,
      product_type_id: line.product_type_id,
      quantity: line.quantity,
      selection_ids: line.selections.map((selection) => selection.id),
      special_request: line.special_request,
      coupon_id: line.coupon_id ?? null,
    })),
    receipt: priced.receipt,
    firstName: order.delivery_first_name.trim(),
    lastName: order.delivery_last_name.trim(),
    email: order.email.trim(),
    phone: order.delivery_telephone.replace(/\D/g, ''),
    deliveryAddress: address?.address ?? null,
    deliveryAddress2: address?.address2 ?? null,
    deliveryCity: address?.city ?? null,
    deliveryState: address?.state ?? null,
    deliveryZipcode: address?.zipcode ?? null,
    deliveryInstruction: order.delivery_instruction?.trim() || null,
    paymentMethod: 'cash',
    placedAt: now,
    scheduledAt: timing.scheduledAt,
    minEta,
    maxEta,
    idempotencyKey,
    requestHash: hash,
    customersId: customerId,
  });
  if (!inserted) {
    // a concurrent request with the same key won the insert
    const existing = await findOrderByIdempotencyKey(db, idempotencyKey!);
    return replay(db, existing?.requestHash ?? null, hash, existing?.uuid ?? '');
  }
  return toOrder(inserted, shop);
}

async function replay(db: Database, storedHash: string | null, hash: string, uuid: string): Promise<Order> {
  if (storedHash !== hash) {
    throw new ApiError(409, { code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different order.' });
  }
  return getOrder(db, uuid);
}

export async function getOrder(db: Database, uuid: string): Promise<Order> {
  const row = await findOrderByUuid(db, uuid);
  if (!row) throw notFound('order_not_found', "We couldn't find that order.");
  return toOrder(row, await requireShopById(db, row.shopId));
}

/** GET /v1/orders: the signed-in customer's order history, newest first (one shop's with web_slug). */
export async function orderHistory(db: Database, customerId: number | null, query: OrderHistoryQuery): Promise<OrderHistoryResponse> {
  const empty = { orders: [], meta: { pagination: { page: query.page, per_page: query.per_page, total_count: 0, total_pages: 0 } } };
  if (customerId === null) return empty;
  let shopId: number | null = null;
  if (query.web_slug !== undefined) {
    const shop = await findShopBySlug(db, query.web_slug.trim());
    if (!shop) return empty;
    shopId = shop.id;
  }
  const { rows, total } = await findCustomerOrders(db, customerId, shopId, query.per_page, (query.page - 1) * query.per_page);
  const shops = new Map<number, Awaited<ReturnType<typeof requireShopById>>>();
  const orders: Order[] = [];
  for (const row of rows) {
    if (!shops.has(row.shopId)) shops.set(row.shopId, await requireShopById(db, row.shopId));
    orders.push(toOrder(row, shops.get(row.shopId)!));
  }
  return { orders, meta: { pagination: { page: query.page, per_page: query.per_page, total_count: total, total_pages: Math.ceil(total / query.per_page) } } };
}
