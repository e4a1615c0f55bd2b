import type Stripe from 'stripe';
import { AdyenApiError, type AdyenClient } from '../payments/adyen-client';
import { isStripeError } from '../payments/card-errors';
import { PaypalError, type PaypalClient } from '../paypal/paypal-client';
import type { RefundClaim } from './refund-claims';
import type { OrderRow } from './repository';

/** The gateways an order can have been paid through. */
export type RefundGateways = { stripe: Stripe; adyen: AdyenClient; paypal?: PaypalClient };

/**
 * Why a refund did not go through. `refused`: the gateway said no for good (the claim is spent); `busy`: the same
 * refund is being sent right now by another request; `unreachable`: the outcome is unknown (the claim stays
 * pending, and the next call for the order sends it again with the same key). `not_captured` and `unavailable`
 * are refusals the platform makes itself.
 */
export class RefundFailure extends Error {
  constructor(
    readonly kind: 'refused' | 'busy' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'RefundFailure';
  }
}

/** Does the order hold money a gateway can give back (a card, a wallet or PayPal)? Cash is paid at the door. */
export const isPaidThroughGateway = (order: OrderRow) =>
  (order.paymentMethod === 'credit' || order.paymentMethod === 'paypal') && order.paymentIntentId !== null;

function stripeFailure(error: unknown): RefundFailure {
  if (!isStripeError(error)) return new RefundFailure('unreachable', 'The card gateway could not be reached');
  // Stripe's idempotency errors name the key; the shop is told only that the refund is already under way. A key in
  // use by a request still running is a 409, which stripe-node raises as an API error of raw type idempotency_error.
  if (error.type === 'StripeIdempotencyError' || error.rawType === 'idempotency_error' || error.statusCode === 409) {
    return new RefundFailure('busy', 'A refund for this order is already under way');
  }
  if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError') {
    return new RefundFailure('unreachable', 'The card gateway could not be reached');
  }
  return new RefundFailure('refused', 'The card gateway refused the refund');
}

function adyenFailure(error: unknown): RefundFailure {
  if (!(error instanceof AdyenApiError) || error.status === null || error.status >= 500)
    return new RefundFailure('unreachable', 'Adyen could not be reached');
  // 704: the key is in use by a request still running (or was used for another one)
  if (error.errorCode === '704') return new RefundFailure('busy', 'A refund for this order is already under way');
  return new RefundFailure('refused', 'Adyen refused the refund');
}

function paypalFailure(error: unknown): RefundFailure {
  if (error instanceof RefundFailure) return error;
  if (!(error instanceof PaypalError) || error.status === null || error.status >= 500)
    return new RefundFailure('unreachable', 'PayPal could not be reached');
  if (error.status === 409 || (error.status === 422 && error.issue === 'DUPLICATE_REQUEST_ID'))
    return new RefundFailure('busy', 'A refund for this order is already under way');
  return new RefundFailure('refused', 'PayPal refused the refund');
}

/**
 * Sends the claim's refund through the gateway that took the order's money, with the claim's key (a repeat
 * answers the refund already made): Stripe's payment intent (cards and wallets), Adyen's payment, or the PayPal
 * order's capture. Answers the gateway's id of the refund.
 */
export async function sendRefund(gateways: RefundGateways, order: OrderRow, claim: RefundClaim): Promise<string> {
  const paymentId = order.paymentIntentId!;
  if (order.paymentMethod === 'paypal') {
    const { paypal } = gateways;
    if (!paypal) throw new RefundFailure('refused', 'PayPal is not set up here; the order cannot be refunded');
    try {
      const { captureId } = await paypal.getOrder(paymentId);
      if (!captureId) throw new RefundFailure('refused', "The order's PayPal payment was never captured");
      return (await paypal.refundCapture(captureId, claim.amount, claim.gatewayKey)).id;
    } catch (error) {
      throw paypalFailure(error);
    }
  }
  if (order.cardGateway === 'adyen') {
    try {
      const refund = await gateways.adyen.refund(
        paymentId,
        { currency: 'USD', value: claim.amount },
        `${order.uuid}-${claim.purpose}-${claim.sequence}`,
        claim.gatewayKey,
      );
      return refund.pspReference;
    } catch (error) {
      throw adyenFailure(error);
    }
  }
  try {
    const refund = await gateways.stripe.refunds.create(
      { payment_intent: paymentId, amount: claim.amount, metadata: { order_uuid: order.uuid, purpose: claim.purpose } },
      { idempotencyKey: claim.gatewayKey },
    );
    return refund.id;
  } catch (error) {
    throw stripeFailure(error);
  }
}
