import { fromPromise, sendTo, type AnyActorRef } from 'xstate';
import type { CheckoutEvent } from '../checkout/checkout.types';
import { systemActor } from '../shared/system-actors';
import type {
  CardForOrder,
  CardGateway,
  CardSavedParams,
  SaveCardContext,
  SaveCardEvent,
  SavedCard,
  StoreCardOutput,
} from './saveCard.types';

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
/** What follows a saved card, injected by the page that shows the form (the account page goes back to /user). */
export const announceSaved = (_: unknown, _params: CardSavedParams) => {};

/**
 * checkout's newCreditCardModal: the saved card is the system's checkout's (newCard.saved: it lists and picks it and
 * closes the modal). Outside the app's system it goes back to saveCard, which takes no checkout event.
 */
export const announceSavedToCheckout = sendTo<SaveCardContext, SaveCardEvent, CardSavedParams, AnyActorRef, SaveCardEvent>(
  systemActor('checkout'),
  (_: unknown, p: CardSavedParams) => ({ type: 'newCard.saved', card: p.card }) satisfies CheckoutEvent,
);
