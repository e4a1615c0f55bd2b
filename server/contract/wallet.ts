import { z } from 'zod';
import { pricedOrderInput } from './cart';
import { CANCELLATION_REASONS } from './wallet-messages';

/**
 * Apple Pay and Google Pay (checkout §4 "Wallet payment intent", flag web_third_party_payments): the
 * platform makes a Stripe PaymentIntent for the order's strict total, authorised only (capture_method
 * manual), which the browser's wallet sheet confirms; the order is then placed with its
 * `payment_intent_id` and the platform captures it. The third-party gateway is always stripe.
 */

/** POST /services/core/api/v1/payment_intents and PUT …/payment_intents/{id}: {order}. */
export const paymentIntentRequest = z.object({ order: pricedOrderInput });
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequest>;

/** The intent the wallet confirms: its amount is the order's strict total in cents. */
export const paymentIntentResponse = z.object({
  payment_intent: z.object({
    id: z.string(),
    client_secret: z.string(),
    amount: z.number().int(),
    currency: z.literal('usd'),
    status: z.string(),
  }),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

/** DELETE …/payment_intents/{id}?cancellation_reason= (checkout §9); answers 204. */
export const cancelPaymentIntentQuery = z.object({ cancellation_reason: z.enum(CANCELLATION_REASONS) });

export { CANCELLATION_REASONS, WALLET_MESSAGES, type CancellationReason } from './wallet-messages';
