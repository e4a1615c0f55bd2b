import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { ADYEN_SANDBOX_PATH, SANDBOX_ADYEN_CLIENT_KEY, type AdyenBrowserConfig } from '../../contract/adyen';
import { SANDBOX_ADYEN_API_KEY, SANDBOX_ADYEN_MERCHANT_ACCOUNT } from '../adyen-sandbox';
import { sandboxFetch } from '../stripe-sandbox';
import { createAdyenClient, rebasedFetchClient, type AdyenClient } from './adyen-client';

/** Adyen as the platform uses it: the Checkout API client, and what the browser is told (GET v1/payments/config). */
export type AdyenGateway = { mode: AdyenBrowserConfig['mode']; client: AdyenClient; browserConfig: AdyenBrowserConfig };

export type AdyenKeys = Partial<
  Pick<Config, 'adyenApiKey' | 'adyenMerchantAccount' | 'adyenClientKey' | 'adyenEnvironment' | 'adyenLiveUrlPrefix'>
>;

/**
 * The library's client for the embedded sandbox on `app` (in-process, no port): the test environment's requests
 * (checkout-test.adyen.com/v71/…) go to ADYEN_SANDBOX_PATH/checkout/v71/… with the sandbox's API key.
 */
export const sandboxAdyenClient = (app: Pick<FastifyInstance, 'inject'>): AdyenClient =>
  createAdyenClient({
    apiKey: SANDBOX_ADYEN_API_KEY,
    merchantAccount: SANDBOX_ADYEN_MERCHANT_ACCOUNT,
    environment: 'test',
    httpClient: rebasedFetchClient(sandboxFetch(app, ADYEN_SANDBOX_PATH), 'https://adyen-sandbox.invalid/checkout/v71'),
  });

/** Real keys configured (all three: readConfig refuses fewer)? */
export const usesRealAdyen = (keys: AdyenKeys) => Boolean(keys.adyenApiKey && keys.adyenMerchantAccount && keys.adyenClientKey);

/** The real Adyen with keys; else the embedded sandbox on this same server, reached in-process (no port). */
export function createAdyenGateway(keys: AdyenKeys, app: Pick<FastifyInstance, 'inject'>): AdyenGateway {
  if (usesRealAdyen(keys)) {
    const environment = keys.adyenEnvironment ?? 'test';
    return {
      mode: 'adyen',
      client: createAdyenClient({
        apiKey: keys.adyenApiKey!,
        merchantAccount: keys.adyenMerchantAccount!,
        environment,
        liveEndpointUrlPrefix: keys.adyenLiveUrlPrefix ?? null,
      }),
      browserConfig: { mode: 'adyen', client_key: keys.adyenClientKey!, environment },
    };
  }
  return {
    mode: 'sandbox',
    client: sandboxAdyenClient(app),
    browserConfig: { mode: 'sandbox', client_key: SANDBOX_ADYEN_CLIENT_KEY, environment: 'test' },
  };
}
