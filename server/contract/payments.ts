import { z } from 'zod';
import { adyenBrowserConfig } from './adyen';

/**
 * Card payments (checkout §3 "Payment state", §4 "Placing an order", "Card verification", §8).
 * The card gateway is Stripe's API: the real one when STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY are
 * set, otherwise the embedded sandbox that answers Stripe's own paths under STRIPE_SANDBOX_PATH on
 * this server (server/domains/stripe-sandbox). The storefront and the platform talk to either through
 * the same code: Stripe.js-shaped in the browser, the `stripe` SDK on the server.
 */

export const cardGateway = z.enum(['stripe', 'adyen']);
export type CardGateway = z.infer<typeof cardGateway>;

export { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH } from './stripe-sandbox';

/**
 * GET /services/core/api/v1/payments/config: how the browser reaches the card gateway.
 * mode 'sandbox': the storefront's own Stripe.js-shaped client calls `api_base` + '/v1/…' (this server's sandbox);
 * mode 'stripe': the real Stripe.js is loaded with `publishable_key`.
 */
export const paymentsConfig = z.object({
  mode: z.enum(['sandbox', 'stripe']),
  publishable_key: z.string(),
  /** base of the Stripe API the browser calls in sandbox mode ('/sandbox/stripe', same origin); null for real Stripe */
  api_base: z.string().nullable(),
  /** how the browser reaches Adyen, for shops whose gateway is adyen (issue 13) */
  adyen: adyenBrowserConfig,
});
export type PaymentsConfig = z.infer<typeof paymentsConfig>;

/** GET /services/payment/public/shops/{shop_uuid}/gateway */
export const shopGatewayResponse = z.object({ gateway: cardGateway, interim_gateway: cardGateway.nullable() });
export type ShopGatewayResponse = z.infer<typeof shopGatewayResponse>;

/**
 * The Stripe-style next action of a payment or setup that needs 3-D Secure: the browser shows `url`
 * (the hosted challenge page) in the threeDSecureModal; the page ends by loading `return_url`
 * (the storefront's /3ds-redirect) with `payment_intent` or `setup_intent` and `redirect_status` in its query.
 */
export const nextAction = z.object({
  type: z.literal('redirect_to_url'),
  redirect_to_url: z.object({ url: z.string(), return_url: z.string() }),
});
export type NextAction = z.infer<typeof nextAction>;

/** A saved card (v2 payment_methods). */
export const savedPaymentMethod = z.object({
  id: z.number().int(),
  gateway: cardGateway,
  brand: z.string(),
  last_four: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** 'requires_action' until a 3-D Secure setup is confirmed (POST …/{id}/confirm); only 'active' cards are listed */
  status: z.enum(['active', 'requires_action']),
  single_use: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethod>;

/** GET /v2/payment_methods?gateway=: the list of the signed-in account's active cards, newest first; signed out, []. */
export const paymentMethodsQuery = z.object({ gateway: cardGateway.default('stripe') });
export const paymentMethodsResponse = z.array(savedPaymentMethod);
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponse>;

/**
 * POST /v2/payment_methods. `token` is the gateway's payment method id made in the browser (Stripe:
 * pm_…); `data` is Adyen's encrypted card (issue 13). A guest's card is single_use and carries the
 * guest's email; only a signed-in account may save one for reuse (single_use false).
 */
export const createPaymentMethodRequest = z.object({
  gateway: cardGateway,
  token: z.string().max(255).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
  origin: z.string().max(500).optional(),
  channel: z.literal('web'),
  single_use: z.boolean(),
  email: z.string().max(200).optional(),
  return_url: z.string().max(500).optional(),
  browser_info: z.record(z.string(), z.unknown()).optional(),
  external_customer_id: z.string().max(255).optional(),
});
export type CreatePaymentMethodRequest = z.infer<typeof createPaymentMethodRequest>;

/** 201: the card (a guest's with its client_secret); with status requires_action, `next_action` names the challenge page (origin saveCard). */
export const paymentMethodResponse = z.object({
  payment_method: savedPaymentMethod,
  next_action: nextAction.nullable(),
  /** a guest's card only: the secret that alone lets this browser confirm it and pay an order with it (given once) */
  client_secret: z.string().optional(),
});
export type PaymentMethodResponse = z.infer<typeof paymentMethodResponse>;

/** Adyen's redirectResult, as its challenge page returned it (contract/adyen.ts adyenRedirectDetails). */
const redirectResult = z.string().min(1).max(10_000);

/**
 * POST /v2/payment_methods/{id}/confirm after the challenge: details carry the setup intent's id (Stripe) or
 * the redirectResult the challenge returned with (Adyen). A guest's single-use Adyen card is confirmed with
 * the email and the client_secret it was saved with.
 */
export const confirmPaymentMethodRequest = z.object({
  details: z
    .object({ setup_intent: z.string().max(255).optional(), redirectResult: redirectResult.optional() })
    .catchall(z.unknown())
    .refine(
      (details) => details.setup_intent !== undefined || details.redirectResult !== undefined,
      'give setup_intent (Stripe) or redirectResult (Adyen)',
    ),
  email: z.string().max(200).optional(),
  /** a guest's card: the client_secret its save answered */
  client_secret: z.string().max(100).optional(),
  customer_id: z.string().max(255).optional(),
});
export type ConfirmPaymentMethodRequest = z.infer<typeof confirmPaymentMethodRequest>;

/** PUT /v1/orders/{uuid}/complete after the challenge: details carry the payment intent's id (Stripe) or the redirectResult (Adyen). */
export const completeOrderRequest = z.object({
  details: z
    .object({ payment_intent: z.string().max(255).optional(), redirectResult: redirectResult.optional() })
    .catchall(z.unknown())
    .refine(
      (details) => details.payment_intent !== undefined || details.redirectResult !== undefined,
      'give payment_intent (Stripe) or redirectResult (Adyen)',
    ),
});
export type CompleteOrderRequest = z.infer<typeof completeOrderRequest>;

export {
  CARD_ERROR_MESSAGES,
  CARD_VERIFICATION_CODES,
  CARD_VERIFICATION_MESSAGES,
  PAYMENT_ERROR_CODE,
  type CardVerificationCode,
} from './card-messages';
