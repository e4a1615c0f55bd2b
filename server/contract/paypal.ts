import { z } from 'zod';

/**
 * PayPal (checkout §4 "PayPal", flag paypal_web): the shopper approves a billing agreement on PayPal's
 * page, the platform makes it (POST v1/paypal/billing_agreements), a payment of the order's strict total
 * is made on it (POST v1/paypal/orders), then the order is placed with `paypal` {billing_agreement_id,
 * payment_id, payer_id, metadata_id} and the payment is captured. The platform talks to PayPal's REST
 * API: the real one when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are set, otherwise the embedded sandbox
 * that answers PayPal's own paths under PAYPAL_SANDBOX_PATH on this server (server/domains/paypal-sandbox).
 */

export { PAYPAL_RETURN_PATH, PAYPAL_SANDBOX_PATH } from './paypal-paths';

/**
 * POST /services/core/api/v1/paypal/billing_agreement_tokens: PayPal's approval starts from a token the
 * platform asks for with its secret (PayPal's REST vault flow); the browser opens `approval_url`.
 */
/** return_url: the storefront's /paypal-return on this origin (default: the request's origin + /paypal-return). */
export const agreementTokenRequest = z.object({ return_url: z.string().max(500).optional() });
export const agreementTokenResponse = z.object({ token_id: z.string(), approval_url: z.string() });
export type AgreementTokenResponse = z.infer<typeof agreementTokenResponse>;

/** POST /services/core/api/v1/paypal/billing_agreements {token_id}: the approved agreement, made. */
export const billingAgreementRequest = z.object({ token_id: z.string().min(1).max(100) });
export const billingAgreementResponse = z.object({
  billing_agreement: z.object({ id: z.string(), payer_id: z.string(), email: z.string().nullable() }),
});
export type BillingAgreementResponse = z.infer<typeof billingAgreementResponse>;

/** The order's `paypal` block (checkout §3 "Order submitted"). */
export const orderPaypal = z.object({
  billing_agreement_id: z.string().min(1).max(100),
  /** the PayPal payment made by POST v1/paypal/orders; absent when that call is made */
  payment_id: z.string().max(100).optional(),
  payer_id: z.string().max(100).optional(),
  /** PayPal's client metadata id (its fraud check), one per checkout */
  metadata_id: z.string().max(100).optional(),
});
export type OrderPaypal = z.infer<typeof orderPaypal>;

/**
 * checkout §3 "PayPal shipping": where a delivery order goes, sent with its PayPal payment (POST v1/paypal/orders
 * `order.shipping`) so PayPal holds the address the seller ships to. Keys as the spec names them (the
 * browser builds them in snake_case); the country is always US.
 */
export const paypalShipping = z.object({
  name: z.string().trim().min(1).max(300),
  /** the contact's 10 digits */
  phone: z.string().regex(/^\d{10}$/),
  address_line_1: z.string().trim().min(1).max(300),
  address_line_2: z.string().trim().max(300).optional(),
  /** the state */
  admin_area_1: z.string().trim().min(1).max(300),
  /** the city */
  admin_area_2: z.string().trim().min(1).max(120),
  postal_code: z.string().trim().min(1).max(60),
  country_code: z.literal('US'),
});
export type PaypalShipping = z.infer<typeof paypalShipping>;

/** POST /services/core/api/v1/paypal/orders answer: the payment made for the order's strict total. */
export const paypalOrderResponse = z.object({ paypal_order: z.object({ id: z.string(), total: z.number().int() }) });
export type PaypalOrderResponse = z.infer<typeof paypalOrderResponse>;

export { PAYPAL_MESSAGES } from './paypal-messages';
