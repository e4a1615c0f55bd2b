import { CHECKOUT_MESSAGES } from '@machines/checkout/contact.rules';

/** What the card steps throw, as placeOrder reads it: the messages to show and the gateway's codes. */
export type PaymentFailure = { messages: string[]; codes: string[] };

/** No card to read (its fields left the page, or are not all valid): the summary shows the spec's message. */
export const noPaymentMethod = (): PaymentFailure => ({ messages: [CHECKOUT_MESSAGES.paymentRequired], codes: [] });

/** A Stripe.js error in its own words, or `fallback` where it gives none. */
export const stripeFailure = (error: { message?: string; code?: string }, fallback = 'Your card could not be used.'): PaymentFailure => ({
  messages: [error.message ?? fallback],
  codes: error.code ? [error.code] : [],
});
