import type { CardGateway } from '@contract';
import { verbatim } from './client';

/** `details` of a confirm or complete after a 3-D Secure challenge: Stripe's intent id, or Adyen's redirectResult as Adyen wrote it. */
export type ChallengeDetails = { setupIntent: string } | { paymentIntent: string } | { redirectResult: string };

/** What the challenge page returned with, as the gateway's details of a card setup ('setup') or of a payment ('payment'). */
export function challengeDetails(gateway: CardGateway, step: 'setup' | 'payment', returned: string): ChallengeDetails {
  if (gateway === 'adyen') return verbatim({ redirectResult: returned });
  return step === 'setup' ? { setupIntent: returned } : { paymentIntent: returned };
}
