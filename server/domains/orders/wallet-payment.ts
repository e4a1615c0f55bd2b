import type Stripe from 'stripe';
import type { Database } from '../../db/database';
import { ApiError } from '../api-error';
import { isStripeError } from '../payments/card-errors';
import type { CardGateway } from '../payments/stripe-client';
import { gatewayFailure, isMissingIntent, walletNotAuthorized, walletTotalsMismatch } from '../wallet/errors';
import { isWalletIntent } from '../wallet/service';
import { storedPaymentError } from './card-payment';
import { findOrderByUuid, markOrderPaid, markOrderPaymentFailed, type OrderRow } from './repository';

/** The wallet's authorised payment an order is placed with, and the card inside the wallet (for the receipt). */
export type WalletPayment = { intentId: string; brand: string; lastFour: string; wallet: string | null };

/**
 * Placing an order with a wallet (Apple Pay, Google Pay): its intent is one of ours for this shop, the
 * wallet authorised it (requires_capture; a captured one belongs to another order) and for exactly the
 * order's total. Checked before the order is stored.
 */
export async function checkWalletPayment(gateway: CardGateway, intentId: string, shopId: number, total: number): Promise<WalletPayment> {
  let intent: Stripe.PaymentIntent;
  try {
    intent = await gateway.stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
  } catch (error) {
    throw isMissingIntent(error) || (isStripeError(error) && error.type === 'StripeInvalidRequestError')
      ? walletNotAuthorized()
      : gatewayFailure(error);
  }
  if (!isWalletIntent(intent, shopId) || intent.status !== 'requires_capture') throw walletNotAuthorized();
  if (intent.amount !== total || intent.currency !== 'usd') throw walletTotalsMismatch();
  const card = typeof intent.payment_method === 'object' ? intent.payment_method?.card : null;
  if (!card) throw walletNotAuthorized();
  return { intentId: intent.id, brand: card.brand, lastFour: card.last4, wallet: card.wallet?.type ?? null };
}

const storedError = (error: ApiError) => ({ status: error.statusCode, details: error.details, order_codes: error.orderCodes });

/**
 * Captures a stored awaiting_payment wallet order's authorisation: placed with the intent, or
 * payment_failed with wallet_not_authorized when Stripe refuses (another order took it, it was
 * cancelled, the authorisation lapsed). The Stripe idempotency key comes from the order's uuid, so a
 * replay finishing a request that died half-way is the same capture. When Stripe cannot be reached
 * the outcome is unknown: the order stays awaiting_payment for that replay to settle, and the answer
 * is the gateway error.
 */
export async function captureWalletOrder(
  db: Database,
  gateway: CardGateway,
  row: OrderRow,
  intentId: string,
  fields: { stepAt: Date },
): Promise<OrderRow> {
  let captured: Stripe.PaymentIntent | null = null;
  try {
    captured = await gateway.stripe.paymentIntents.capture(intentId, {}, { idempotencyKey: `capture-${row.uuid}` });
  } catch (error) {
    if (!isStripeError(error) || !['StripeInvalidRequestError', 'StripeCardError'].includes(error.type)) throw gatewayFailure(error);
  }
  if (captured?.status !== 'succeeded') {
    const failed = await markOrderPaymentFailed(db, row.id, intentId, storedError(walletNotAuthorized()));
    if (!failed) return settledMeanwhile(db, row);
    throw walletNotAuthorized();
  }
  return (await markOrderPaid(db, row.id, { paymentIntentId: intentId, stepAt: fields.stepAt })) ?? settledMeanwhile(db, row);
}

/** Another request settled the order first: as it is now, or the answer its failure got. */
async function settledMeanwhile(db: Database, row: OrderRow): Promise<OrderRow> {
  const now = (await findOrderByUuid(db, row.uuid)) ?? row;
  if (now.status === 'payment_failed') throw storedPaymentError(now);
  return now;
}
