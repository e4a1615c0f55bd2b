import type { Receipt } from '../../contract/cart';
import type { CompleteOrderRequest } from '../../contract/payments';
import type { PlaceOrderRequest } from '../../contract/orders';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { deleteAdyenCard } from '../payments/adyen-cards';
import { AdyenApiError, detailsIdempotencyKey, type AdyenPaymentResponse } from '../payments/adyen-client';
import { adyenGatewayError, adyenOutcome, adyenPending, adyenRefusal } from '../payments/adyen-errors';
import type { AdyenGateway } from '../payments/adyen-gateway';
import { paymentMethodRequired } from '../payments/card-errors';
import { cardSecretMatches } from '../payments/guest-card-secret';
import { findGuestCard, findOwnCard, type PaymentMethodRow } from '../payments/repository';
import {
  answerSettled,
  failChallenge,
  failOrder,
  orderAfterChallenge,
  placeAfterChallenge,
  storedPaymentError,
  type ChargeTiming,
  type OrderCard,
} from './card-payment';
import { findOrderByUuid, markOrderAwaitingChallenge, markOrderPaid, markOrderPaymentPending, type OrderRow } from './repository';

/** How long after it was saved a guest's single-use Adyen card pays for an order. */
const GUEST_CARD_MS = 60 * 60_000;

/** A guest's single-use Adyen card, saved just now with this order's email by the browser holding its client_secret. */
async function guestCard(db: Database, id: number, order: PlaceOrderRequest['order'], now: Date): Promise<PaymentMethodRow | null> {
  const card = await findGuestCard(db, id);
  if (!card || !cardSecretMatches(card.clientSecretHash, order.client_secret)) return null;
  const sameEmail = card.email?.toLowerCase() === order.email.trim().toLowerCase();
  return sameEmail && now.getTime() - card.createdAt.getTime() <= GUEST_CARD_MS ? card : null;
}

/**
 * The card of an Adyen order: payment_method_id names a stored Adyen card, the signed-in account's own, or
 * the single-use one a guest saved just before with the order's email and holds the client_secret of (POST v2/payment_methods, gateway adyen).
 * Card verification (expr_month) is Stripe's alone.
 */
export async function adyenOrderCard(
  db: Database,
  order: PlaceOrderRequest['order'],
  userId: number | null,
  now: Date,
): Promise<OrderCard> {
  const id = order.payment_method_id;
  if (id === undefined || order.payment_token?.trim()) throw paymentMethodRequired();
  const card = userId === null ? await guestCard(db, id, order, now) : await findOwnCard(db, userId, id);
  if (!card || card.gateway !== 'adyen' || card.status !== 'active' || !card.gatewayPaymentMethodId || !card.gatewayCustomerId)
    throw paymentMethodRequired();
  return {
    gateway: 'adyen',
    paymentMethodId: card.gatewayPaymentMethodId,
    customerId: card.gatewayCustomerId,
    saved: card,
    brand: card.brand,
    lastFour: card.lastFour,
  };
}

/** A single-use card is spent by the order it paid. */
async function spendSingleUse(db: Database, adyen: AdyenGateway, card: PaymentMethodRow | null, now: Date): Promise<void> {
  if (card?.singleUse) await deleteAdyenCard(db, adyen, card, now);
}

/** The /payments request that charges an order, and its Idempotency-Key: the order's own, so a resumed charge is the same request. */
export function adyenChargeRequest(row: OrderRow, card: Pick<OrderCard, 'paymentMethodId' | 'customerId'>, returnUrl: string) {
  const request = {
    amount: { currency: 'USD', value: (row.receipt as Receipt).total },
    reference: row.uuid,
    paymentMethod: { type: 'scheme', storedPaymentMethodId: card.paymentMethodId },
    shopperReference: card.customerId,
    // the shopper is at checkout: a shopper-initiated payment with a stored card (Ecommerce + CardOnFile), which
    // 3-D Secure may challenge; ContAuth is for charges made without the shopper, which Adyen never challenges
    recurringProcessingModel: 'CardOnFile',
    shopperInteraction: 'Ecommerce',
    channel: 'Web',
    origin: new URL(returnUrl).origin,
    returnUrl,
    shopperEmail: row.email,
  };
  return { request, idempotencyKey: `crust-order-${row.uuid}` };
}

/**
 * Charges an awaiting_payment order with its stored Adyen card (CardOnFile, Ecommerce: the shopper is there) for its priced total.
 * Adyen's Idempotency-Key is the order's own (crust-order-{uuid}): a request resuming this order's charge gets
 * Adyen's first answer again, never a second charge. Authorised → placed; RedirectShopper → awaits its
 * challenge as a Stripe 3-D Secure order does; refused → payment_failed and the Stripe path's 422.
 */
export async function chargeAdyenOrder(
  db: Database,
  adyen: AdyenGateway,
  row: OrderRow,
  card: OrderCard,
  returnUrl: string,
  timing: ChargeTiming,
): Promise<OrderRow> {
  const { request, idempotencyKey } = adyenChargeRequest(row, card, returnUrl);
  let response: AdyenPaymentResponse;
  try {
    response = await adyen.client.payments(request, idempotencyKey);
  } catch (error) {
    const answer = adyenGatewayError(error);
    // Adyen is still working on this key: the order stays awaiting its charge, for the request that resumes it
    if (answer.statusCode === 409) throw answer;
    return failOrder(db, row, null, answer);
  }
  const paymentId = response.pspReference ?? `adyen-${row.uuid}`;
  if (response.resultCode === 'Authorised') {
    const placed = await markOrderPaid(db, row.id, { paymentIntentId: paymentId, stepAt: timing.stepAt });
    await spendSingleUse(db, adyen, card.saved, timing.stepAt);
    return placed ?? (await findOrderByUuid(db, row.uuid))!;
  }
  // Received / Pending: not refused; the order stays awaiting its charge with the payment's reference, which
  // the sweeper settles (cancelled at Adyen) if nothing has by the end of its window
  if (adyenOutcome(response) === 'pending') {
    if (response.pspReference) await markOrderPaymentPending(db, row.id, response.pspReference);
    throw adyenPending(response);
  }
  const url = response.resultCode === 'RedirectShopper' ? response.action?.url : undefined;
  if (url) {
    const nextAction = { type: 'redirect_to_url' as const, redirect_to_url: { url, return_url: returnUrl } };
    return (await markOrderAwaitingChallenge(db, row.id, paymentId, nextAction)) ?? (await findOrderByUuid(db, row.uuid))!;
  }
  return failOrder(db, row, paymentId, adyenRefusal(response));
}

const notThisOrder = () =>
  new ApiError(422, {
    code: 'redirect_result_mismatch',
    message: 'This verification does not belong to this order.',
    field: 'details.redirectResult',
  });

/**
 * PUT v1/orders/{uuid}/complete of an Adyen order after its challenge: the redirectResult goes to
 * /payments/details. Authorised → placed; refused → payment_failed and 422 ('Your card verification failed,
 * please try again' for a failed challenge). A redirectResult Adyen does not know, or another payment's,
 * leaves the order as it is (422). An order already placed is answered again.
 */
export async function completeAdyenOrder(
  db: Database,
  adyen: AdyenGateway,
  found: OrderRow | null,
  body: CompleteOrderRequest,
  now: Date,
): Promise<OrderRow> {
  const row = orderAfterChallenge(found);
  const redirectResult = body.details.redirectResult;
  if (!redirectResult) throw notThisOrder();
  if (row.status === 'payment_failed') throw storedPaymentError(row);
  if (row.status !== 'awaiting_payment') return row;
  let response: AdyenPaymentResponse;
  try {
    response = await adyen.client.paymentsDetails({ redirectResult }, detailsIdempotencyKey(row.uuid, redirectResult));
  } catch (error) {
    if (!(error instanceof AdyenApiError && error.status === 422 && error.errorCode !== '704')) throw adyenGatewayError(error);
    // spent: by the request that placed this order meanwhile, or it was never this order's
    const settled = await answerSettled(db, row.uuid);
    if (settled.status !== 'awaiting_payment') return settled;
    throw notThisOrder();
  }
  if (response.merchantReference !== row.uuid) throw notThisOrder();
  // Received / Pending after the challenge: not refused; the order stays awaiting its charge until Adyen settles it
  if (adyenOutcome(response) === 'pending') throw adyenPending(response);
  if (response.resultCode !== 'Authorised') return failChallenge(db, row, adyenRefusal(response));
  const placed = await placeAfterChallenge(db, row, response.pspReference ?? row.paymentIntentId!, now);
  await spendSingleUse(db, adyen, await cardOfRow(db, row), now);
  return placed;
}

/** The card row an order was charged to (a guest's, or its account's), to spend it when it was single-use. */
async function cardOfRow(db: Database, row: OrderRow): Promise<PaymentMethodRow | null> {
  if (row.paymentMethodId === null) return null;
  return row.customersId === null ? findGuestCard(db, row.paymentMethodId) : findOwnCard(db, row.customersId, row.paymentMethodId);
}
