import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { PAYPAL_SANDBOX_PATH } from '../../contract/paypal';
import { PAYPAL_SANDBOX_CLIENT } from '../paypal-sandbox/routes';
import { sandboxFetch } from '../stripe-sandbox';
import { createPaypalClient, type PaypalClient } from './paypal-client';

export type PaypalKeys = Partial<Pick<Config, 'paypalClientId' | 'paypalClientSecret' | 'paypalApiBase'>>;

export const usesRealPaypal = (keys: PaypalKeys) => Boolean(keys.paypalClientId && keys.paypalClientSecret);

/** The platform's PayPal (on PayPal's server SDK): PayPal's API with keys, else the embedded sandbox answering on this server, in-process. */
export function createPaypal(keys: PaypalKeys, app: Pick<FastifyInstance, 'inject'>): PaypalClient {
  if (usesRealPaypal(keys)) {
    // PAYPAL_API_BASE is one of PayPal's two hosts (config.ts), which are the SDK's two environments
    const environment = keys.paypalApiBase === 'https://api-m.sandbox.paypal.com' ? 'sandbox' : 'production';
    return createPaypalClient({ environment, clientId: keys.paypalClientId!, clientSecret: keys.paypalClientSecret!, fetch });
  }
  // the embedded sandbox answers PayPal's sandbox paths below PAYPAL_SANDBOX_PATH on this server, in-process
  return createPaypalClient({
    environment: 'sandbox',
    clientId: PAYPAL_SANDBOX_CLIENT.id,
    clientSecret: PAYPAL_SANDBOX_CLIENT.secret,
    fetch: sandboxFetch(app, PAYPAL_SANDBOX_PATH),
  });
}
