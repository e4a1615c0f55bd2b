import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { contactProblems, normalizeAddress2 } from '../../contract/contact';
import type { Order, PlaceOrderRequest } from '../../contract/orders';
import type { CompleteOrderRequest } from '../../contract/payments';
import type { OrderHistoryQuery, OrderHistoryResponse } from '../../contract/users';
import type { Database } from '../../db/database';
import { ApiError, deepSqlSafe, notFound, unprocessable, type ApiErrorDetail } from '../api-error';
import { checkOrderMinimum, priceForPlacement } from '../cart/service';
import { checkOrderOptions } from './order-options';
import { insertInKitchenSlot } from './kitchen-capacity';
import { checkShopTakesAdyen, checkShopTakesCards, checkShopTakesOrders } from './shop-acceptance';
import { geocode } from '../location/geocoder';
import { MAX_SCHEDULE_DAYS } from '../../contract/later-slots';
import { isOpenAt } from '../schedule/service';
import { recordOrderTextConsent } from '../users/service';
import type { ShopRecord } from '../shops/repository';
import { findShopBySlug } from '../shops/repository';
import { deliversTo, requireShopById, shopStatus } from '../shops/service';
import { paymentMethodRequired } from '../payments/card-errors';
import type { CardGateway } from '../payments/stripe-client';
import { checkChargeable, storedPaymentError, type OrderCard } from './card-payment';
import { cardOfOrder, chargeCard, completeCardChallenge } from './card-gateways';
import { capturePaypalOrder } from './paypal-payment';
import { captureWalletOrder, checkWalletPayment } from './wallet-payment';
import { forUuidHolder, toOrder } from './present';
import { SWEEP_LIMITS } from './stalled-payments';
import { abandonChallenge } from './unpaid-challenge';
import { PAYPAL_MESSAGES } from '../../contract/paypal';
import { paypalPaymentError } from '../paypal/errors';
import type { PaypalClient } from '../paypal/paypal-client';
import { checkPaypalPayment } from '../paypal/service';
import {
  claimStalledCharge,
  findCustomerOrders,
  findOrderById,
  findOrderByIdempotencyKey,
  findOrderByUuid,
  markOrderPaymentFailed,
  type OrderRow,
} from './repository';

const zipPattern = /^\d{5}(-\d{4})?$/;
const minute = 60_000;

/** The spec's contact rules (checkout §5); every failing field is reported at once. */
const contactWireFields = {
  firstName: 'delivery_first_name',
  lastName: 'delivery_last_name',
  email: 'email',
  phone: 'delivery_telephone',
} as const;
const contactCodes = {
  firstNameRequired: 'first_name_required',
  lastNameRequired: 'last_name_required',
  emailRequired: 'email_required',
  emailInvalid: 'email_invalid',
  phoneRequired: 'phone_required',
  phoneTooShort: 'phone_too_short',
  phoneTooLong: 'phone_too_long',
} as const;

/** The contact rules the checkout form applies (server/contract/contact.ts), answered as 422 details. */
export function contactErrors(order: PlaceOrderRequest['order']): ApiErrorDetail[] {
  const contact = {
    firstName: order.delivery_first_name,
    lastName: order.delivery_last_name,
    email: order.email,
    phone: order.delivery_telephone,
  };
  return contactProblems(contact).map(({ field, key, message }) => ({ code: contactCodes[key], message, field: contactWireFields[field] }));
}

/** Canonical JSON (sorted keys), so a retried request hashes the same however its keys were ordered. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
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
  const inRange =
    !Number.isNaN(at.getTime()) && at.getTime() > now.getTime() && at.getTime() <= now.getTime() + MAX_SCHEDULE_DAYS * 24 * 60 * minute;
  if (!inRange || !isOpenAt(hours.openings, hours.pausings, shop.timezone, at)) {
    throw unprocessable('invalid_deliver_at', 'The selected time is not available. Please choose another time.', 'deliver_at');
  }
  return { scheduledAt: at };
}

type DeliveryAddress = { address: string; address2: string | null; city: string; state: string; zipcode: string };

function checkDeliveryAddress(shop: ShopRecord, order: PlaceOrderRequest['order']): DeliveryAddress {
  const zipcode = (order.delivery_postcode ?? '').trim();
  if (zipcode === '')
    throw unprocessable('zip_code_missing', 'Please check your delivery address includes a zip code', 'delivery_postcode');
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
  return {
    address,
    address2: normalizeAddress2(order.delivery_floor) || null,
    city: city || place.city,
    state: state || place.state,
    zipcode,
  };
}

/** The card gateway (cards and wallets) and where its 3-D Secure challenge returns, for credit orders; PayPal for its orders. */
export type CardPayment = { gateway: CardGateway; returnUrl: string; paypal?: PaypalClient };

/**
 * Places an order. Cash: stored placed. Credit: stored awaiting_payment first (it claims the
 * Idempotency-Key), then charged (server/domains/orders/card-payment.ts): placed, paused for 3-D Secure
 * (awaiting_payment with its link), or payment_failed with the 422. A wallet's (payment_intent_id) or
 * PayPal's payment, authorised before, is captured instead. With an Idempotency-Key, the same
 * key and body answer the stored order as it is now and the same key with another body answers 409.
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
  /** the card gateway; without it a credit order is refused */
  card: CardPayment | null = null,
): Promise<Order> {
  const body = deepSqlSafe(rawBody);
  const hash = requestHash(body);
  const order = body.order;
  const credit = order.payment_method === 'credit';
  const viaPaypal = credit && order.gateway === 'paypal';
  // Apple Pay / Google Pay: the Stripe intent the wallet authorised stands in for a card
  const walletIntentId = credit && (order.gateway ?? 'stripe') === 'stripe' ? order.payment_intent_id?.trim() || null : null;
  // a charge whose request died half-way is finished by the retry that finds it stalled
  const resume =
    !credit || !card
      ? null
      : viaPaypal
        ? (row: OrderRow) => resumePaypal(db, card, order, row, now)
        : walletIntentId
          ? (row: OrderRow) => captureWalletOrder(db, card.gateway, row, walletIntentId, { stepAt: row.scheduledAt ? row.stepAt : now })
          : (row: OrderRow) => resumeCharge(db, card, order, customerId, row, now);
  if (idempotencyKey) {
    const existing = await findOrderByIdempotencyKey(db, idempotencyKey);
    if (existing) return replay(db, existing, hash, now, resume);
  }

  const contact = contactErrors(order);
  if (contact.length) throw new ApiError(422, contact);
  if (order.customers_id !== undefined && order.customers_id !== customerId) throw customerMismatch();
  // checkout §8: PayPal chosen without an approved agreement and its payment is the PayPal payment error
  if (viaPaypal && (!card?.paypal || !order.paypal?.billing_agreement_id || !order.paypal.payment_id))
    throw paypalPaymentError(PAYPAL_MESSAGES.missing);
  const hasCard = order.payment_method_id !== undefined || Boolean(order.payment_token?.trim());
  if (walletIntentId && (!card || hasCard)) throw paymentMethodRequired();
  if (credit && !viaPaypal && !walletIntentId && (!card || (order.payment_method_id === undefined) === !order.payment_token?.trim()))
    throw paymentMethodRequired();

  const shop = await requireShopById(db, order.shop_id);
  checkShopTakesOrders(shop);
  if (credit) checkShopTakesCards(shop);
  if (credit && order.gateway === 'adyen') checkShopTakesAdyen(shop);
  if (!credit && !shop.acceptsCash) {
    throw unprocessable('cash_not_accepted', "This pizzeria doesn't accept cash. Please choose another payment method.", 'payment_method');
  }
  const offered = order.shipping_type === 'delivery' ? shop.doesDelivery : shop.doesPickup;
  if (!offered)
    throw unprocessable(`${order.shipping_type}_unavailable`, `This pizzeria doesn't offer ${order.shipping_type}.`, 'shipping_type');

  const options = checkOrderOptions(shop, order.shipping_type, body.order_option_types);
  const timing = checkTiming(shop, order, now);
  const address = order.shipping_type === 'delivery' ? checkDeliveryAddress(shop, order) : null;

  const priced = await priceForPlacement(
    db,
    shop,
    {
      shipping_type: order.shipping_type,
      items: order.order_items_attributes,
      tip_amount: order.tip_amount,
      coupon_ids: order.coupon_ids,
      promo_code_id: order.promo_code_id,
      payment_method: viaPaypal ? 'paypal' : order.payment_method,
    },
    now,
    'order_items_attributes',
  );
  checkOrderMinimum(priced);
  if (credit) checkChargeable(priced.receipt.total);
  // last, once the order is otherwise acceptable: a saved card's verification may spend an attempt
  const paidWith =
    credit && card && !viaPaypal && !walletIntentId ? await cardOfOrder(db, card.gateway, order, customerId, now, { verify: true }) : null;
  const shipsTo = address ? { line1: address.address, postalCode: address.zipcode } : null;
  const paypalPayment = viaPaypal ? await checkPaypalPayment(card!.paypal!, order.paypal, priced.receipt.total, shipsTo) : null;
  const walletPayment = walletIntentId ? await checkWalletPayment(card!.gateway, walletIntentId, shop.id, priced.receipt.total) : null;

  const estimate =
    order.shipping_type === 'delivery'
      ? { min: shop.deliveryEstimateMin, max: shop.deliveryEstimateMax }
      : { min: shop.pickupEstimateMin, max: shop.pickupEstimateMax };
  const scaledMinute = minute / (timeScale > 0 ? timeScale : 1);
  // kitchen capacity: due at its time, or the estimate (moved to the first slot with room when full); else 409
  const kitchen = {
    mode: order.shipping_type,
    scheduledAt: timing.scheduledAt,
    asapAt: new Date(now.getTime() + estimate.min * scaledMinute),
    now,
  };
  const timesFrom = (etaBase: Date) => ({
    minEta: etaBase,
    maxEta: new Date(etaBase.getTime() + (estimate.max - estimate.min) * scaledMinute),
    // a scheduled order (or one a full kitchen moved later) starts cooking so that it is ready in time
    stepAt: new Date(Math.max(now.getTime(), etaBase.getTime() - (estimate.max + 1) * scaledMinute)),
  });

  const inserted = await insertInKitchenSlot(db, shop, kitchen, timesFrom, {
    uuid: randomUUID(),
    shopId: shop.id,
    status: credit ? 'awaiting_payment' : 'placed',
    driverStep: null,
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
    orderOptionTypes: options,
    transactionalSms: order.transactional_sms ?? false,
    paymentMethod: viaPaypal ? 'paypal' : order.payment_method,
    paymentMethodId: paidWith?.saved?.id ?? null,
    cardGateway: paidWith?.gateway ?? null,
    cardBrand: paidWith?.brand ?? walletPayment?.brand ?? null,
    cardLastFour: paidWith?.lastFour ?? walletPayment?.lastFour ?? null,
    walletType: walletPayment?.wallet ?? null,
    placedAt: now,
    scheduledAt: timing.scheduledAt,
    idempotencyKey,
    requestHash: hash,
    customersId: customerId,
    anonymousId: order.anonymous_id || null,
  });
  if (!inserted) {
    // a concurrent request with the same key won the insert
    const existing = await findOrderByIdempotencyKey(db, idempotencyKey!);
    if (!existing) throw new ApiError(409, orderInProgress);
    return replay(db, existing, hash, now, resume);
  }
  if (customerId !== null && order.transactional_sms !== undefined) {
    await recordOrderTextConsent(db, customerId, { phone: inserted.phone, email: inserted.email }, order.transactional_sms, now);
  }
  const { stepAt } = inserted;
  if (paypalPayment && card?.paypal) return toOrder(await capturePaypalOrder(db, card.paypal, inserted, paypalPayment, { stepAt }), shop);
  if (walletPayment && card) return toOrder(await captureWalletOrder(db, card.gateway, inserted, walletPayment.intentId, { stepAt }), shop);
  if (!paidWith || !card) return toOrder(inserted, shop);
  return toOrder(await chargeCard(db, card.gateway, inserted, paidWith, card.returnUrl, { stepAt }), shop);
}

/** The storefront places it for an account the request's token is not (signed out, or another account signed in since). */
const customerMismatch = () =>
  new ApiError(422, {
    code: 'customer_mismatch',
    message: "You're no longer signed in to the account this order is for. Please sign in again to place it.",
    field: 'customers_id',
  });
const orderInProgress = { code: 'order_in_progress', message: "We're still processing this order. Please wait a moment and check again." };
/** How long a replay waits for the request that is charging the same order, and when that request counts as dead. */
const chargeWait = { totalMs: 10_000, pollMs: 100, stalledAfterMs: SWEEP_LIMITS.stalledChargeMs };
/** Still being charged: no payment recorded yet, or one the gateway has not settled (Adyen Received: no challenge waits). */
const chargePending = (row: OrderRow) => row.status === 'awaiting_payment' && (row.paymentIntentId === null || row.nextAction === null);

/** The same Idempotency-Key again: the stored order as it is now (its payment's failure, if it failed). */
async function replay(
  db: Database,
  existing: OrderRow,
  hash: string,
  now: Date,
  resume: ((row: OrderRow) => Promise<OrderRow>) | null,
): Promise<Order> {
  if (existing.requestHash !== hash) {
    throw new ApiError(409, { code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different order.' });
  }
  let row = existing;
  if (chargePending(row)) row = await awaitCharge(db, row, now, resume);
  if (row.status === 'payment_failed') throw storedPaymentError(row);
  return toOrder(row, await requireShopById(db, row.shopId));
}

/** Waits for the request charging this order to settle it; finishes the charge itself when that request died. */
async function awaitCharge(
  db: Database,
  row: OrderRow,
  now: Date,
  resume: ((row: OrderRow) => Promise<OrderRow>) | null,
): Promise<OrderRow> {
  const stalled = (current: OrderRow) => now.getTime() - current.placedAt.getTime() >= chargeWait.stalledAfterMs;
  let current = row;
  const deadline = Date.now() + chargeWait.totalMs;
  while (chargePending(current) && !stalled(current) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, chargeWait.pollMs));
    current = (await findOrderById(db, row.id)) ?? current;
  }
  if (!chargePending(current)) return current;
  if (resume && stalled(current)) {
    const claimed = await claimStalledCharge(db, current.id, current.placedAt, now);
    if (claimed) return resume(claimed);
  }
  throw new ApiError(409, orderInProgress);
}

/** Finishes the charge of an order whose first request died: the same card, the same Stripe idempotency key. */
async function resumeCharge(
  db: Database,
  card: CardPayment,
  order: PlaceOrderRequest['order'],
  customerId: number | null,
  row: OrderRow,
  now: Date,
): Promise<OrderRow> {
  let paidWith: OrderCard;
  try {
    paidWith = await cardOfOrder(db, card.gateway, order, customerId, now, { verify: false });
  } catch (error) {
    if (error instanceof ApiError)
      await markOrderPaymentFailed(db, row.id, null, { status: error.statusCode, details: error.details, order_codes: error.orderCodes });
    throw error;
  }
  return chargeCard(db, card.gateway, row, paidWith, card.returnUrl, { stepAt: row.scheduledAt ? row.stepAt : now });
}

/** Finishes the capture of a PayPal order whose first request died: the same payment, the same capture. */
async function resumePaypal(
  db: Database,
  card: CardPayment,
  order: PlaceOrderRequest['order'],
  row: OrderRow,
  now: Date,
): Promise<OrderRow> {
  const paymentId = order.paypal?.payment_id;
  if (!card.paypal || !paymentId) throw paypalPaymentError(PAYPAL_MESSAGES.missing);
  return capturePaypalOrder(
    db,
    card.paypal,
    row,
    { id: paymentId, agreementId: order.paypal!.billing_agreement_id },
    { stepAt: row.scheduledAt ? row.stepAt : now },
  );
}

/** Who asks for an order by its uuid: the signed-in account (if any) and the Order-Key header (the Idempotency-Key it was placed with). */
export type OrderViewer = { userId: number | null; orderKey: string | null };

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Is the viewer the order's owner? The account it was placed by, or the browser that placed it: only that browser
 * holds the Idempotency-Key it made (a random UUID), compared in constant time. Anyone else holds just the uuid.
 */
export function ownsOrder(row: Pick<OrderRow, 'customersId' | 'idempotencyKey'>, viewer: OrderViewer): boolean {
  if (row.customersId !== null && viewer.userId !== null && row.customersId === viewer.userId) return true;
  if (!row.idempotencyKey || !viewer.orderKey) return false;
  return timingSafeEqual(digest(row.idempotencyKey), digest(viewer.orderKey));
}

/** The order as this viewer may read it: in full for its owner, else the minimum a uuid holder needs (present.ts). */
async function orderFor(db: Database, row: OrderRow, viewer: OrderViewer): Promise<Order> {
  const order = toOrder(row, await requireShopById(db, row.shopId));
  return ownsOrder(row, viewer) ? order : forUuidHolder(order);
}

/** PUT v1/orders/{uuid}/complete: the order after its 3-D Secure challenge. */
export async function completeOrder(
  db: Database,
  gateway: CardGateway,
  uuid: string,
  body: CompleteOrderRequest,
  now: Date,
  viewer: OrderViewer,
): Promise<Order> {
  const row = await completeCardChallenge(db, gateway, uuid, body, now);
  return orderFor(db, row, viewer);
}

/** PUT v1/orders/{uuid}/abandon: the shopper closed the challenge (server/domains/orders/unpaid-challenge.ts). */
export async function abandonOrderChallenge(
  db: Database,
  gateway: CardGateway,
  uuid: string,
  now: Date,
  viewer: OrderViewer,
): Promise<Order> {
  const row = await abandonChallenge(db, gateway, await findOrderByUuid(db, uuid), now);
  return orderFor(db, row, viewer);
}

/**
 * GET v2/orders/idempotency/{key}: the order placed with that key, in any status (a failed one released it).
 * A charge still under way (or whose request died, until the sweeper settles it) is 409 order_in_progress:
 * it has not gone through yet.
 */
export async function orderByIdempotencyKey(db: Database, key: string): Promise<Order> {
  const row = await findOrderByIdempotencyKey(db, key);
  if (!row) throw notFound('order_not_found', "We couldn't find that order.");
  if (chargePending(row)) throw new ApiError(409, orderInProgress);
  return toOrder(row, await requireShopById(db, row.shopId));
}

/** GET v1/orders/{uuid}: the order, in full for its owner, else as a uuid holder reads it (issue 37 item 9). */
export async function getOrder(db: Database, uuid: string, viewer: OrderViewer): Promise<Order> {
  const row = await findOrderByUuid(db, uuid);
  if (!row) throw notFound('order_not_found', "We couldn't find that order.");
  return orderFor(db, row, viewer);
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
  return {
    orders,
    meta: {
      pagination: { page: query.page, per_page: query.per_page, total_count: total, total_pages: Math.ceil(total / query.per_page) },
    },
  };
}
