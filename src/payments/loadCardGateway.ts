import type { Stripe } from '@stripe/stripe-js';
import { STRIPE_SANDBOX_PATH } from '@contract/stripe-sandbox';
import { getPaymentsConfig } from '@/api/payments';
import { loadOnce } from './loadOnce';
import { createSandboxStripe } from './sandbox';

async function load(): Promise<Stripe> {
  const config = await getPaymentsConfig();
  if (config.mode === 'sandbox')
    return createSandboxStripe({ apiBase: config.apiBase ?? STRIPE_SANDBOX_PATH, publishableKey: config.publishableKey });
  // only a configured Stripe account loads Stripe.js (it fetches Stripe's script)
  const { loadStripe } = await import('@stripe/stripe-js');
  const stripe = await loadStripe(config.publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available here (no window).');
  return stripe;
}

/**
 * The `stripe` object for `<Elements>` and the checkout's card calls: the real Stripe.js when the
 * server has Stripe keys, otherwise the card sandbox's client. Loaded once; a failure (the config
 * could not be fetched, Stripe.js could not load) rejects, and the next call tries again.
 */
export const loadCardGateway: () => Promise<Stripe> = loadOnce(load);
