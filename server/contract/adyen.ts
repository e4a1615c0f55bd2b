import { z } from 'zod';

/**
 * Adyen card payments (checkout §3 "adyen values", §4 "Payment gateway", "Placing an order"; flag
 * sf_adyen_payments). A shop whose payment service answers `adyen` takes cards through Adyen's Checkout
 * API: the browser's card component (@adyen/adyen-web) encrypts the card fields, the platform saves the
 * card first (POST v2/payment_methods {gateway: adyen, data, browser_info}: a zero-value authorisation that
 * stores it) and then places the order with the saved card's id. A 3-D Secure step is Adyen's redirect
 * action, shown as the same `next_action` (redirect_to_url) the Stripe path uses; the challenge page
 * returns to the storefront's /3ds-redirect with `redirectResult` in its query, which the storefront sends
 * back as `details: { redirectResult }`.
 *
 * With ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT and ADYEN_CLIENT_KEY the real Adyen (test or live) is used;
 * without them the embedded sandbox answers Adyen's Checkout API paths under ADYEN_SANDBOX_PATH on this
 * server, and the browser's stand-in card component "encrypts" with `sandboxEncrypt`.
 */

export { ADYEN_SANDBOX_PATH, SANDBOX_ADYEN_CLIENT_KEY, SANDBOX_ENCRYPTED_PREFIX, sandboxDecrypt, sandboxEncrypt } from './adyen-sandbox';

const encrypted = z.string().min(1).max(10_000);

/** The card component's `state.data.paymentMethod`: sent as `data` of POST v2/payment_methods with gateway adyen. */
export const adyenCardData = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: encrypted,
  encryptedExpiryMonth: encrypted,
  encryptedExpiryYear: encrypted,
  encryptedSecurityCode: encrypted.optional(),
  holderName: z.string().max(200).optional(),
  brand: z.string().max(50).optional(),
  checkoutAttemptId: z.string().max(200).optional(),
});
export type AdyenCardData = z.infer<typeof adyenCardData>;

/** The card component's `state.data.browserInfo` (3-D Secure 2 needs it): sent as `browser_info`. */
export const adyenBrowserInfo = z.object({
  acceptHeader: z.string().max(500).optional(),
  colorDepth: z.number().int().optional(),
  language: z.string().max(50).optional(),
  javaEnabled: z.boolean().optional(),
  screenHeight: z.number().int().optional(),
  screenWidth: z.number().int().optional(),
  userAgent: z.string().max(1000).optional(),
  timeZoneOffset: z.number().int().optional(),
});
export type AdyenBrowserInfo = z.infer<typeof adyenBrowserInfo>;

/** How the browser reaches Adyen (part of GET v1/payments/config): the sandbox's stand-in component, or adyen-web with a client key. */
export const adyenBrowserConfig = z.object({
  mode: z.enum(['sandbox', 'adyen']),
  client_key: z.string(),
  environment: z.enum(['test', 'live']),
});
export type AdyenBrowserConfig = z.infer<typeof adyenBrowserConfig>;

/** `details` after an Adyen challenge: what its page returned to /3ds-redirect with. */
export const adyenRedirectDetails = z.object({ redirectResult: z.string().min(1).max(10_000) });
