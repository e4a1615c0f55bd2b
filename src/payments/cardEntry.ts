import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { clearAdyenCard } from './adyen/adyenEntry';
import { noPaymentMethod, stripeFailure } from './paymentFailure';

/**
 * The card fields on screen: the gateway client and the Elements group that holds what was typed.
 * The payment form registers them while mounted; placing an order reads them (the typed card never
 * leaves the gateway's elements except through the gateway's own call).
 */
type CardEntry = { stripe: Stripe; elements: StripeElements };

/**
 * The mounted card fields, newest last: a dialog's fields (newCreditCardModal over checkout's own) are
 * read while it is open, and checkout's again once it closed.
 */
let mounted: CardEntry[] = [];
const currentEntry = (): CardEntry | null => mounted.at(-1) ?? null;

export function registerCardEntry(entry: CardEntry): () => void {
  mounted = [...mounted, entry];
  return () => {
    mounted = mounted.filter((each) => each !== entry);
  };
}

/** Stripe.js createPaymentMethod from the card number field (the group supplies expiry and CVC) → the single-use pm id. */
export async function tokenizeCardEntry(billing: { email: string; name: string; postalCode: string }): Promise<{ token: string }> {
  const entry = currentEntry();
  const card = entry?.elements.getElement('cardNumber');
  // no card fields to read (a bug, or the page left): the summary's message
  if (!entry || !card) throw noPaymentMethod();
  const result = await entry.stripe.createPaymentMethod({
    type: 'card',
    card,
    billing_details: { email: billing.email || undefined, name: billing.name || undefined, address: { postal_code: billing.postalCode } },
  });
  if (result.error) throw stripeFailure(result.error);
  return { token: result.paymentMethod.id };
}

/** payment_error: the card fields are emptied (checkout §8), Stripe's or Adyen's. */
export function clearCardEntry(): void {
  clearAdyenCard();
  const elements = currentEntry()?.elements;
  elements?.getElement('cardNumber')?.clear();
  elements?.getElement('cardExpiry')?.clear();
  elements?.getElement('cardCvc')?.clear();
}
