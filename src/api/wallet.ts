import type * as contract from '@contract';
import type { PlaceOrderPayload } from '@machines/checkout/checkout.payload';
import type { CancellationReason, WalletIntent, WalletTender } from '@machines/walletPayment/walletPayment.types';
import { priceShoppingCart } from './cart';
import { client, CORE } from './client';
import { pricingOf } from './orderPricing';
import type { Camel } from './types';

type IntentAnswer = Camel<contract.PaymentIntentResponse>;
const toIntent = ({ paymentIntent }: IntentAnswer): WalletIntent => ({
  id: paymentIntent.id,
  clientSecret: paymentIntent.clientSecret,
  amount: paymentIntent.amount,
});

/**
 * Checkout §4 "Wallet payment intent": a receipt with the strict total (POST orders/shopping_cart,
 * calculate_strict_total), then the intent for the order: PUT payment_intents/{id} when one is held,
 * else POST payment_intents.
 */
export async function requestWalletIntent(
  { order }: PlaceOrderPayload,
  wallet: WalletTender,
  intentId: string | null,
): Promise<{ intent: WalletIntent; strictTotal: number }> {
  const pricing = pricingOf(order, wallet);
  const { receipt } = await priceShoppingCart(pricing, true);
  const { data } = intentId
    ? await client.put<IntentAnswer>(`${CORE}/v1/payment_intents/${encodeURIComponent(intentId)}`, { order: pricing })
    : await client.post<IntentAnswer>(`${CORE}/v1/payment_intents`, { order: pricing });
  return { intent: toIntent(data), strictTotal: receipt.total };
}

/** DELETE payment_intents/{id}?cancellation_reason= (checkout §9's reasons). */
export async function cancelWalletIntent(intentId: string, reason: CancellationReason): Promise<void> {
  await client.delete(`${CORE}/v1/payment_intents/${encodeURIComponent(intentId)}`, { params: { cancellation_reason: reason } });
}
