import Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH, type PaymentsConfig } from '../../contract/payments';
import { SANDBOX_SECRET_KEY, sandboxFetch } from '../stripe-sandbox';
import { createAdyenGateway, type AdyenGateway, type AdyenKeys } from './adyen-gateway';

/**
 * The card gateways the platform charges through: the `stripe` SDK, and Adyen for the shops whose gateway is
 * adyen (adyen-gateway.ts). With STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY it talks to the real Stripe;
 * without, to the embedded sandbox on this same server (server/domains/stripe-sandbox), reached in-process
 * through its fetch, so no port is needed. Adyen likewise, with its own keys or its own sandbox.
 */
export type CardGateway = {
  mode: PaymentsConfig['mode'];
  stripe: Stripe;
  adyen: AdyenGateway;
  /** what GET /v1/payments/config tells the browser */
  browserConfig: PaymentsConfig;
};

export type StripeKeys = Partial<Pick<Config, 'stripeSecretKey' | 'stripePublishableKey'>>;

/** Real keys configured (both: readConfig refuses one alone)? */
export const usesRealStripe = (keys: StripeKeys) => Boolean(keys.stripeSecretKey && keys.stripePublishableKey);

/** The one Stripe client of an app; `app` is the server the sandbox answers on in sandbox mode. */
export function createCardGateway(keys: StripeKeys & AdyenKeys, app: FastifyInstance): CardGateway {
  const adyen = createAdyenGateway(keys, app);
  if (usesRealStripe(keys)) {
    return {
      mode: 'stripe',
      // retries reuse one idempotency key per request, so a lost answer never charges twice
      stripe: new Stripe(keys.stripeSecretKey!, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Crust' } }),
      adyen,
      browserConfig: { mode: 'stripe', publishable_key: keys.stripePublishableKey!, api_base: null, adyen: adyen.browserConfig },
    };
  }
  return {
    mode: 'sandbox',
    stripe: new Stripe(SANDBOX_SECRET_KEY, { httpClient: Stripe.createFetchHttpClient(sandboxFetch(app)), maxNetworkRetries: 0 }),
    adyen,
    browserConfig: { mode: 'sandbox', publishable_key: SANDBOX_PUBLISHABLE_KEY, api_base: STRIPE_SANDBOX_PATH, adyen: adyen.browserConfig },
  };
}
