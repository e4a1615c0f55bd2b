import type Stripe from 'stripe';
import type { Receipt } from '../../contract/cart';
import type { CompleteOrderRequest } from '../../contract/payments';
import type { PlaceOrderRequest } from '../../contract/orders';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import {
  CARD_DECLINED,
  cardFailureOf,
  cardFailureOfLastError,
  cardRefusal,
  gatewayError,
  isStripeError,
  paymentMethodRequired,
  verificationFailed,
  type CardFailure,
} from '../payments/card-errors';
import { findCardDeletedByVerification, findCustomerId, findOwnCard, markCardDeleted, type PaymentMethodRow } from '../payments/repository';
import { cardPaymentMethod, gatewayUnavailable, redirectNextAction } from '../payments/service';
import type { CardGateway } from '../payments/stripe-client';
import { cardDeletedError, startVerification, verifySavedCard } from '../payments/verification';
import { findOrderByUuid, markOrderAwaitingChallenge, markOrderPaid, markOrderPaymentFailed, type OrderRow } from './repository';

/** Stripe charges at least 50 cents in USD. */
const minimumCharge = 50;

/** The card an order is charged to, resolved before the order is stored. */
export type OrderCard = {
  gateway: 'stripe' | 'adyen';
  /** Stripe pm_…; Adyen: the stored card's token (tokenization.storedPaymentMethodId) */
  paymentMethodId: string;
  /** Stripe cus_… for a saved card (a payment method attached to a customer is charged with it); Adyen: the shopperReference */
  customerId: string | null;
  /** the payment_methods row of a saved card */
  saved: PaymentMethodRow | null;
  brand: string;
  lastFour: string;
};

/**
 * The card of a credit order: exactly one of payment_method_id (the signed-in account's own active
 * card, verified when it needs it) or payment_token (a payment method made in the browser), else 422
 * payment_method_required. The body's customer_id is never trusted: a saved card's customer is ours.
 */
export async function orderCard(
  db: Database,
  gateway: CardGateway,
  order: PlaceOrderRequest['order'],
  userId: number | null,
  now: Date,
  options: { verify: boolean },
): Promise<OrderCard> {
  if (order.gateway !== undefined && order.gateway !== 'stripe') throw gatewayUnavailable();
  const hasSaved = order.payment_method_id !== undefined;
  const hasToken = Boolean(order.payment_token?.trim());
  if (hasSaved === hasToken) throw paymentMethodRequired();

  if (hasSaved) {
    const card = userId === null ? null : await findOwnCard(db, userId, order.payment_method_id!);
    if (!card && userId !== null) {
      // removed for its last wrong expiry (perhaps by a request racing this one): say so again
      const removed = await findCardDeletedByVerification(db, userId, order.payment_method_id!);
      if (removed) throw cardDeletedError(removed.lastFour);
    }
    if (!card || card.status !== 'active' || card.gateway !== 'stripe') throw paymentMethodRequired();
    if (options.verify) await verifySavedCard(db, gateway, card, order, now);
    return {
      gateway: 'stripe',
      paymentMethodId: card.gatewayPaymentMethodId,
      customerId: card.gatewayCustomerId,
      saved: card,
      brand: card.brand,
      lastFour: card.lastFour,
    };
  }
  const method = await cardPaymentMethod(gateway.stripe, order.payment_token);
  const attachedTo = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
  // a card attached to a customer is someone's saved card: only its own account may charge it
  if (attachedTo && (userId === null || attachedTo !== (await findCustomerId(db, userId, 'stripe')))) throw paymentMethodRequired();
  return {
    gateway: 'stripe',
    paymentMethodId: method.id,
    customerId: attachedTo,
    saved: null,
    brand: method.card.brand,
    lastFour: method.card.last4,
  };
}

export function checkChargeable(total: number): void {
  if (total < minimumCharge) {
    throw new ApiError(422, {
      code: 'amount_too_small',
      message: 'Card payments need an order total of at least $0.50.',
      field: 'payment_method',
    });
  }
}

const storedError = (error: ApiError) => ({ status: error.statusCode, details: error.details, order_codes: error.orderCodes });

/** The answer a payment_failed order got, to give again. */
export function storedPaymentError(row: OrderRow): ApiError {
  const stored = row.paymentError;
  return stored ? new ApiError(stored.status, stored.details, stored.order_codes) : verificationFailed();
}

/** A card error on the charge: a saved card starts verification (checkout §4), a new card is refused. */
async function cardDeclined(db: Database, card: OrderCard, failure: CardFailure): Promise<ApiError> {
  return card.saved ? startVerification(db, card.saved, failure) : cardRefusal(failure);
}

/** The charge failed: payment_failed with the answer (its key released), and that answer thrown. */
export async function failOrder(db: Database, row: OrderRow, intentId: string | null, error: ApiError): Promise<never> {
  await markOrderPaymentFailed(db, row.id, intentId, storedError(error));
  throw error;
}

export type ChargeTiming = { stepAt: Date };

/**
 * Charges an awaiting_payment order: a PaymentIntent for its priced total, confirmed at once, whose
 * Stripe idempotency key is the order's uuid (a resumed charge never charges twice). succeeded → placed;
 * 3-D Secure → stays awaiting_payment with the challenge's next action; card error → payment_failed and
 * the 422 (a saved card's: verification). Answers the order's row as it now is.
 */
export async function chargeOrder(
  db: Database,
  gateway: CardGateway,
  row: OrderRow,
  card: OrderCard,
  returnUrl: string,
  timing: ChargeTiming,
): Promise<OrderRow> {
  const amount = (row.receipt as Receipt).total;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await gateway.stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        payment_method: card.paymentMethodId,
        ...(card.customerId ? { customer: card.customerId } : {}),
        confirm: true,
        return_url: returnUrl,
        description: `Crust order ${row.uuid}`,
        metadata: { order_uuid: row.uuid },
      },
      { idempotencyKey: row.uuid },
    );
  } catch (error) {
    const failure = cardFailureOf(error);
    const intentId = isStripeError(error) ? (error.payment_intent?.id ?? null) : null;
    if (failure) return failOrder(db, row, intentId, await cardDeclined(db, card, failure));
    if (isStripeError(error)) return failOrder(db, row, intentId, gatewayError(error));
    // not the gateway's answer (a bug): the order must not stay pending, the error goes on to the log
    await markOrderPaymentFailed(db, row.id, null, storedError(gatewayError(error)));
    throw error;
  }

  if (intent.status === 'succeeded') {
    const placed = await markOrderPaid(db, row.id, { paymentIntentId: intent.id, stepAt: timing.stepAt });
    if (card.saved?.singleUse) await markCardDeleted(db, card.saved.id, timing.stepAt);
    return placed ?? (await findOrderByUuid(db, row.uuid))!;
  }
  const nextAction = intent.status === 'requires_action' ? redirectNextAction(intent.next_action) : null;
  if (nextAction) return (await markOrderAwaitingChallenge(db, row.id, intent.id, nextAction)) ?? (await findOrderByUuid(db, row.uuid))!;
  const failure = cardFailureOfLastError(intent.last_payment_error) ?? CARD_DECLINED;
  return failOrder(db, row, intent.id, await cardDeclined(db, card, failure));
}

/**
 * PUT v1/orders/{uuid}/complete after the 3-D Secure challenge: the intent succeeded → placed (its
 * dispatch starts now, its estimates move with it); otherwise payment_failed with its key released and
 * 422 'Your card verification failed, please try again'. An order already placed is answered again.
 */
export async function completeCardOrder(
  db: Database,
  gateway: CardGateway,
  uuid: string,
  body: CompleteOrderRequest,
  now: Date,
): Promise<OrderRow> {
  const row = orderAfterChallenge(await findOrderByUuid(db, uuid));
  if (body.details.payment_intent !== row.paymentIntentId) {
    throw new ApiError(422, {
      code: 'payment_intent_mismatch',
      message: 'This payment does not belong to this order.',
      field: 'details.payment_intent',
    });
  }
  if (row.status === 'payment_failed') throw storedPaymentError(row);
  if (row.status !== 'awaiting_payment') return row;

  // the intent is dead to us when its challenge failed: cancelled, so it can never be confirmed later (best effort)
  const settleFailed = () =>
    failChallenge(db, row, verificationFailed(), () =>
      gateway.stripe.paymentIntents.cancel(row.paymentIntentId!).then(
        () => undefined,
        () => undefined,
      ),
    );
  let intent: Stripe.PaymentIntent;
  try {
    intent = await gateway.stripe.paymentIntents.retrieve(row.paymentIntentId!);
  } catch (error) {
    if (isStripeError(error) && error.type === 'StripeInvalidRequestError') return settleFailed();
    throw isStripeError(error) ? gatewayError(error) : error;
  }
  if (intent.status !== 'succeeded') return settleFailed();
  return placeAfterChallenge(db, row, intent.id, now);
}

/** The order PUT …/complete names, if it is a card order whose challenge was (or is being) answered: 404 or 409 otherwise. */
export function orderAfterChallenge(row: OrderRow | null): OrderRow {
  if (!row) throw new ApiError(404, { code: 'order_not_found', message: "We couldn't find that order." });
  if (row.paymentMethod !== 'credit' || (row.status === 'awaiting_payment' && !row.paymentIntentId)) {
    throw new ApiError(409, { code: 'order_not_awaiting_payment', message: 'This order is not waiting for a card verification.' });
  }
  return row;
}

/** The challenge passed and the payment `paymentId` went through: placed (its dispatch starts now, its estimates move with it). */
export async function placeAfterChallenge(db: Database, row: OrderRow, paymentId: string, now: Date): Promise<OrderRow> {
  // an order paid for later than it was made: an ASAP order's estimates start now; a scheduled one keeps its time
  const waited = Math.max(0, now.getTime() - row.placedAt.getTime());
  const shift = (at: Date) => new Date(at.getTime() + waited);
  const placed = await markOrderPaid(
    db,
    row.id,
    row.scheduledAt
      ? { paymentIntentId: paymentId, stepAt: new Date(Math.max(now.getTime(), row.stepAt.getTime())) }
      : { paymentIntentId: paymentId, stepAt: now, placedAt: now, minEta: shift(row.minEta), maxEta: shift(row.maxEta) },
  );
  if (placed) return placed;
  return answerSettled(db, row.uuid);
}

/** The challenge failed: payment_failed with `error` (then `afterwards`, and `error` thrown), unless another request settled it first. */
export async function failChallenge(db: Database, row: OrderRow, error: ApiError, afterwards?: () => Promise<void>): Promise<OrderRow> {
  const failed = await markOrderPaymentFailed(db, row.id, null, storedError(error));
  if (!failed) return answerSettled(db, row.uuid);
  await afterwards?.();
  throw error;
}

/** Another request settled the order first: its outcome. */
export async function answerSettled(db: Database, uuid: string): Promise<OrderRow> {
  const now = await findOrderByUuid(db, uuid);
  if (!now) throw new ApiError(404, { code: 'order_not_found', message: "We couldn't find that order." });
  if (now.status === 'payment_failed') throw storedPaymentError(now);
  return now;
}
