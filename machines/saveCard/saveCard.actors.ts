import { fromPromise } from 'xstate';
import type { CardForOrder, CardGateway, CardSavedParams, SavedCard, StoreCardOutput } from './saveCard.types';

/* Effects injected by the storefront (src/effects/saveCard.ts); the defaults throw or do nothing. */

/** Stripe.js createPaymentMethod from the card fields → the payment method id. Throws the gateway's error. */
export const tokenizeCard = fromPromise<{ token: string }, { email: string; name: string; postalCode: string }>(async () => {
  throw new Error('tokenizeCard not provided');
});

/** POST v2 payment_methods (channel web, origin, return_url, browser_info): single_use false for the account, `singleUse` for an order. */
export const storeCard = fromPromise<StoreCardOutput, CardForOrder & { email: string }>(async () => {
  throw new Error('storeCard not provided');
});

/**
 * POST v2 payment_methods/{id}/confirm with what the challenge returned (Stripe's setup intent, Adyen's redirectResult;
 * a failed challenge: 422, the server deletes the card); a guest's single-use card with the email and client_secret it was saved with.
 */
export const confirmCard = fromPromise<
  { card: SavedCard },
  { paymentMethodId: number; gateway: CardGateway; returned: string; email: string; clientSecret?: string }
>(async () => {
  throw new Error('confirmCard not provided');
});

/** Empties the gateway's card fields (a refused card, checkout §8). */
export const clearCardFields = (_: unknown) => {};
/** What follows a saved card (the account page goes back to /user). */
export const announceSaved = (_: unknown, _params: CardSavedParams) => {};
