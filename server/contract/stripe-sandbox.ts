/* The embedded Stripe sandbox's address and key, without the payment schemas: the browser's card code imports them. */

/**
 * Where the embedded Stripe sandbox answers on this server: Stripe's API paths below it
 * (`/sandbox/stripe/v1/payment_methods`, …) and the hosted 3-D Secure challenge pages
 * (`/sandbox/stripe/3ds/{intent id}`). The platform's `stripe` SDK reaches it in-process.
 */
export const STRIPE_SANDBOX_PATH = '/sandbox/stripe';
/** The publishable key the embedded sandbox accepts (a real one starts pk_live_ / pk_test_). */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_crust';
