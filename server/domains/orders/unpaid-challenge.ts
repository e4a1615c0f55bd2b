import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { isStripeError } from '../payments/card-errors';
import type { CardGateway } from '../payments/stripe-client';
import { answerSettled, orderAfterChallenge, placeAfterChallenge } from './card-payment';
import { markOrderPaymentFailed, type OrderRow } from './repository';

/** The shopper closed the 3-D Secure challenge: the order is cancelled, nothing charged. */
export const challengeClosed = () =>
  new ApiError(422, { code: 'verification_closed', message: 'You closed the verification. Your card was not charged.' });

/** Nobody answered the challenge in time (the sweeper): the order is cancelled, nothing charged. */
export const challengeExpired = () =>
  new ApiError(422, { code: 'payment_expired', message: 'This order was not paid in time. Your card was not charged.' });

const storedError = (error: ApiError) => ({ status: error.statusCode, details: error.details, order_codes: error.orderCodes });

type Settled = { row: OrderRow; paid: boolean };

/** Stripe's intent as it is now, or null when Stripe does not know it. */
async function intentOf(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent | null> {
  try {
    return await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    if (isStripeError(error) && error.type === 'StripeInvalidRequestError') return null;
    throw error;
  }
}

/**
 * A Stripe intent left at its challenge: cancelled, so it can never be confirmed later. False when it went
 * through after all (the shopper passed the challenge and left before its page returned): it is then paid.
 */
async function cancelUnlessPaid(stripe: Stripe, id: string): Promise<boolean> {
  const intent = await intentOf(stripe, id);
  if (intent?.status === 'succeeded') return false;
  if (!intent || intent.status === 'canceled') return true;
  try {
    await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
    return true;
  } catch {
    // it moved on meanwhile: succeeded (paid) or already cancelled
    return (await intentOf(stripe, id))?.status !== 'succeeded';
  }
}

/**
 * Settles an order whose 3-D Secure challenge nobody will answer (closed by the shopper, or expired): paid
 * at the gateway after all → placed; otherwise its payment is cancelled there and the order payment_failed
 * with `error` (its Idempotency-Key released, so the shopper's retry places a new attempt). An Adyen payment
 * waiting for its redirect is never authorised without the shopper's redirectResult; one Adyen took but never
 * settled (Received) may still be authorised, so it is cancelled at Adyen (an unauthorised one refuses the cancel).
 */
export async function settleUnansweredChallenge(
  db: Database,
  gateway: CardGateway,
  row: OrderRow,
  error: ApiError,
  now: Date,
): Promise<Settled> {
  if (row.status !== 'awaiting_payment' || row.paymentIntentId === null) return { row, paid: row.status !== 'payment_failed' };
  const paymentId = row.paymentIntentId;
  if (row.cardGateway === 'adyen') {
    await gateway.adyen.client.cancel(paymentId, row.uuid, `crust-cancel-${row.uuid}`).catch(() => null);
  }
  const unpaid = row.cardGateway === 'adyen' || (await cancelUnlessPaid(gateway.stripe, paymentId));
  if (!unpaid) return { row: await placeAfterChallenge(db, row, paymentId, now), paid: true };
  const failed = await markOrderPaymentFailed(db, row.id, null, storedError(error));
  if (failed) return { row: failed, paid: false };
  const settled = await answerSettled(db, row.uuid).catch(() => null);
  return settled ? { row: settled, paid: true } : { row, paid: false };
}

/**
 * PUT v1/orders/{uuid}/abandon: the shopper closed the challenge. Paid after all → the order (placed);
 * otherwise 422 'You closed the verification. Your card was not charged.' and the order is cancelled.
 */
export async function abandonChallenge(db: Database, gateway: CardGateway, found: OrderRow | null, now: Date): Promise<OrderRow> {
  const row = orderAfterChallenge(found);
  if (row.status !== 'awaiting_payment') return answerSettled(db, row.uuid);
  const { row: settled, paid } = await settleUnansweredChallenge(db, gateway, row, challengeClosed(), now);
  if (paid) return settled;
  throw challengeClosed();
}
