import type { FastifyInstance } from 'fastify';
import { ADYEN_SANDBOX_PATH } from '../contract/adyen';
import { nextAction as nextActionShape, SANDBOX_PUBLISHABLE_KEY, STRIPE_SANDBOX_PATH, type NextAction } from '../contract/payments';
import { TEST_ORIGIN } from '../identity/oidc-test-client';

/** Stripe's test cards the embedded sandbox knows (server/domains/stripe-sandbox/cards.ts). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  threeDSecure: '4000002760003184',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** attaches and sets up fine; every charge is declined */
  declinesCharges: '4000000000000341',
} as const;

export type CardEntry = { expMonth?: number; expYear?: number; cvc?: string; postalCode?: string };

/**
 * A card typed into the checkout: what the storefront's Stripe.js-shaped client sends the sandbox
 * (createPaymentMethod, with the publishable key, as the browser would). Answers its pm_….
 */
export async function browserCard(app: FastifyInstance, number: string, entry: CardEntry = {}): Promise<string> {
  const form = new URLSearchParams({
    type: 'card',
    'card[number]': number,
    'card[exp_month]': String(entry.expMonth ?? 12),
    'card[exp_year]': String(entry.expYear ?? 2030),
    'card[cvc]': entry.cvc ?? '123',
    'billing_details[address][postal_code]': entry.postalCode ?? '11201',
  });
  const response = await app.inject({
    method: 'POST',
    url: `${STRIPE_SANDBOX_PATH}/v1/payment_methods`,
    payload: form.toString(),
    headers: { authorization: `Bearer ${SANDBOX_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`sandbox payment method: ${response.statusCode} ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * The shopper on the hosted 3-D Secure page (in the checkout's frame) of the Stripe or the Adyen sandbox:
 * opens it, presses "Complete authentication" or "Fail authentication". Answers where the page sends the
 * browser back (/3ds-redirect?…: Stripe's intent and redirect_status, or Adyen's redirectResult).
 */
export async function answerChallenge(
  app: FastifyInstance,
  action: NextAction | null | undefined,
  outcome: 'complete' | 'fail',
): Promise<URL> {
  const {
    redirect_to_url: { url },
  } = nextActionShape.parse(action);
  const path = new URL(url, TEST_ORIGIN).pathname;
  if (![STRIPE_SANDBOX_PATH, ADYEN_SANDBOX_PATH].some((sandbox) => path.startsWith(`${sandbox}/3ds/`)))
    throw new Error(`not a sandbox's challenge page: ${url}`);
  const page = await app.inject({ method: 'GET', url: path });
  if (page.statusCode !== 200 || !page.body.includes('Complete authentication'))
    throw new Error(`challenge page: ${page.statusCode} ${page.body}`);
  const answered = await app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ outcome }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (answered.statusCode !== 303) throw new Error(`challenge answer: ${answered.statusCode} ${answered.body}`);
  return new URL(String(answered.headers.location));
}
