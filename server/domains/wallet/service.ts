import type Stripe from 'stripe';
import type { PricedOrderInput } from '../../contract/cart';
import type { CancellationReason, PaymentIntentResponse } from '../../contract/wallet';
import type { Database } from '../../db/database';
import { checkOrderMinimum, priceForPlacement } from '../cart/service';
import { checkChargeable } from '../orders/card-payment';
import { checkShopTakesCards, checkShopTakesOrders } from '../orders/shop-acceptance';
import type { ShopRecord } from '../shops/repository';
import { requireShopById } from '../shops/service';
import {
  gatewayFailure,
  isMissingIntent,
  refusedIntentStatus,
  walletIntentCaptured,
  walletIntentNotFound,
  walletIntentNotUpdatable,
} from './errors';

/** What marks a PaymentIntent as this platform's wallet payment, and for which shop. */
const walletMetadata = (shopId: number) => ({ crust_wallet: 'true', shop_id: String(shopId) });

/** One of this platform's wallet intents (for this shop, when given): a card order's intent or another app's never is. */
export const isWalletIntent = (intent: Stripe.PaymentIntent, shopId?: number) =>
  intent.metadata?.crust_wallet === 'true' && (shopId === undefined || intent.metadata.shop_id === String(shopId));

/** Statuses in which the wallet has not confirmed the intent yet, so its amount may follow the order. */
const UPDATABLE: Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation'];

/** The reasons Stripe's cancel takes; the storefront's own (storefront_…) cancel as abandoned. */
const STRIPE_REASONS: readonly CancellationReason[] = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

const intentIdPattern = /^pi_[A-Za-z0-9]{1,250}$/;

/**
 * The order's strict total as placing it prices it, paid by card (a wallet holds a card): the same
 * refusals as placing it for a shop that is not live or takes no cards, a minimum not met, or a total
 * too small to charge.
 */
async function strictTotal(db: Database, order: PricedOrderInput, now: Date): Promise<{ shop: ShopRecord; total: number }> {
  const shop = await requireShopById(db, order.shop_id);
  checkShopTakesOrders(shop);
  checkShopTakesCards(shop);
  const priced = await priceForPlacement(
    db,
    shop,
    {
      shipping_type: order.shipping_type,
      items: order.order_items_attributes,
      tip_amount: order.tip_amount,
      coupon_ids: order.coupon_ids,
      promo_code_id: order.promo_code_id,
      payment_method: 'credit',
    },
    now,
    'order_items_attributes',
  );
  checkOrderMinimum(priced);
  checkChargeable(priced.receipt.total);
  return { shop, total: priced.receipt.total };
}

const present = (intent: Stripe.PaymentIntent): PaymentIntentResponse => ({
  payment_intent: {
    id: intent.id,
    client_secret: intent.client_secret ?? '',
    amount: intent.amount,
    currency: 'usd',
    status: intent.status,
  },
});

const descriptionFor = (shop: ShopRecord) => `Crust wallet payment at ${shop.name}`;

/** One of this platform's wallet intents, by id; any other (or none) is not found. */
async function findWalletIntent(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent> {
  if (!intentIdPattern.test(id)) throw walletIntentNotFound();
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    throw isMissingIntent(error) ? walletIntentNotFound() : gatewayFailure(error);
  }
  if (!isWalletIntent(intent)) throw walletIntentNotFound();
  return intent;
}

/** POST v1/payment_intents: an intent for the order's strict total, authorised only (captured when the order is placed). */
export async function createWalletIntent(db: Database, stripe: Stripe, order: PricedOrderInput, now: Date): Promise<PaymentIntentResponse> {
  const { shop, total } = await strictTotal(db, order, now);
  try {
    return present(
      await stripe.paymentIntents.create({
        amount: total,
        currency: 'usd',
        capture_method: 'manual',
        allowed_payment_method_types: ['card'],
        metadata: walletMetadata(shop.id),
        description: descriptionFor(shop),
      }),
    );
  } catch (error) {
    throw gatewayFailure(error);
  }
}

/** PUT v1/payment_intents/{id}: the intent follows the order's new total, until the wallet has confirmed it. */
export async function updateWalletIntent(
  db: Database,
  stripe: Stripe,
  id: string,
  order: PricedOrderInput,
  now: Date,
): Promise<PaymentIntentResponse> {
  const intent = await findWalletIntent(stripe, id);
  if (!isWalletIntent(intent, order.shop_id)) throw walletIntentNotFound();
  if (!UPDATABLE.includes(intent.status)) throw walletIntentNotUpdatable();
  const { shop, total } = await strictTotal(db, order, now);
  try {
    return present(
      await stripe.paymentIntents.update(id, { amount: total, metadata: walletMetadata(shop.id), description: descriptionFor(shop) }),
    );
  } catch (error) {
    // the wallet confirmed it meanwhile
    if (refusedIntentStatus(error) !== null) throw walletIntentNotUpdatable();
    throw gatewayFailure(error);
  }
}

/**
 * DELETE v1/payment_intents/{id}?cancellation_reason= (checkout §9): cancelled at Stripe, with the
 * storefront's own reasons as abandoned and the reason itself kept in the intent's metadata (Stripe's
 * cancel takes no metadata, so it is written first). Cancelled already: done. Captured: 409.
 */
export async function cancelWalletIntent(stripe: Stripe, id: string, reason: CancellationReason): Promise<void> {
  const intent = await findWalletIntent(stripe, id);
  if (intent.status === 'canceled') return;
  if (intent.status === 'succeeded') throw walletIntentCaptured();
  const stripeReason = STRIPE_REASONS.includes(reason) ? (reason as Stripe.PaymentIntentCancelParams.CancellationReason) : 'abandoned';
  try {
    if (stripeReason !== reason) await stripe.paymentIntents.update(id, { metadata: { storefront_cancellation_reason: reason } });
    await stripe.paymentIntents.cancel(id, { cancellation_reason: stripeReason });
  } catch (error) {
    // settled meanwhile: cancelled by another request, or captured by its order
    const status = refusedIntentStatus(error);
    if (status === 'canceled') return;
    if (status === 'succeeded') throw walletIntentCaptured();
    throw gatewayFailure(error);
  }
}
