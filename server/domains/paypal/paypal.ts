import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { PAYPAL_SANDBOX_PATH } from '../../contract/paypal';
import { PAYPAL_SANDBOX_CLIENT } from '../paypal-sandbox/routes';
import { sandboxFetch } from '../stripe-sandbox';
import { createPaypalClient, type PaypalClient } from './paypal-client';

export type PaypalKeys = Partial<Pick<Config, 'paypalClientId' | 'paypalClientSecret' | 'paypalApiBase'>>;

export const usesRealPaypal = (keys: PaypalKeys) => Boolean(keys.paypalClientId && keys.paypalClientSecret);

/** The platform's PayPal: the real REST API with keys, else the embedded sandbox answering on this server, in-process. */
export function createPaypal(keys: PaypalKeys, app: Pick<FastifyInstance, 'inject'>): PaypalClient {
  if (usesRealPaypal(keys)) {
    return createPaypalClient({ apiBase: keys.paypalApiBase ?? 'https://api-m.paypal.com', clientId: keys.paypalClientId!, clientSecret: keys.paypalClientSecret!, fetch });
  }
  return createPaypalClient({
    apiBase: 'https://paypal-sandbox.invalid', clientId: PAYPAL_SANDBOX_CLIENT.id, clientSecret: PAYPAL_SANDBOX_CLIENT.secret, fetch: sandboxFetch(app, PAYPAL_SANDBOX_PATH),
  });
}
