import { readCardDetails, type CardDetails } from './cardDetails';
import { fieldInternals } from './element';
import { IntegrationError } from './errors';
import type { ValidationError } from './validationErrors';

/**
 * The `card` of a card payment method as Stripe's API takes it, from what the page passed Stripe.js:
 * one of the sandbox's card Elements (the whole card is read from its group), or `{ token }`.
 */
export function readCardSource(card: unknown): { card: CardDetails | { token: string } } | { error: ValidationError } {
  const field = fieldInternals(card);
  if (field) return readCardDetails((type) => field.host.field(type));
  if (typeof card === 'object' && card !== null && typeof (card as { token?: unknown }).token === 'string') {
    return { card: { token: (card as { token: string }).token } };
  }
  throw new IntegrationError(
    'Invalid value for card: expected a cardNumber Element of this card sandbox that is still mounted (not destroyed), or { token }.',
  );
}
