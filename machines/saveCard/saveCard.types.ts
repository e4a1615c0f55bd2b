import type { CardElementField, CardElementState, CardField, StripeCardEntry as CardEntry } from '../checkout/checkout.types';
import type { SavedCard } from '../savedCards/savedCards.types';

export type { CardElementField, CardElementState, CardEntry, CardField, SavedCard };

/** The signed-in shopper the card is saved for (sent as the card's billing details). */
export type SaveCardInput = { email: string; name: string };

/** Why the last attempt did not save the card, as the page shows it (checkout §8's texts). */
export type SaveCardFailure = {
  messages: string[];
  /** The card was refused (payment_error): its fields are emptied. */
  paymentError: boolean;
};

export type SaveCardContext = SaveCardInput & {
  /** What the card fields hold: each element empty, complete or in error, and the billing ZIP as typed. */
  fields: CardEntry;
  /** "Save card" was pressed once: the fields' messages show from then on and follow every edit. */
  submitted: boolean;
  /** The fields' messages (checkout §5), once submitted. */
  errors: Partial<Record<CardField, string>>;
  /** The single-use payment method the gateway made of the fields (Stripe pm_…). */
  token: string | null;
  /** The card as the server stored it (status requires_action while its 3-D Secure challenge is open). */
  savedCard: SavedCard | null;
  /** The hosted 3-D Secure challenge page of the card's setup (threeDSecureModal, origin saveCard). */
  challengeUrl: string | null;
  failure: SaveCardFailure | null;
};

export type SaveCardEvent =
  /** One of the gateway's fields changed (Stripe Elements' change event, reduced to its state). */
  | { type: 'card.change'; field: CardElementField; state: CardElementState }
  | { type: 'card.postalCode'; value: string }
  /** "Save card". */
  | { type: 'card.submit' }
  /** The challenge page in threeDSecureModal returned to /3ds-redirect with the setup intent's id. */
  | { type: 'challenge.return'; intentId: string }
  /** The shopper closed threeDSecureModal without finishing (ABORTED). */
  | { type: 'challenge.abort' }
  /** checkout's newCreditCardModal opened again: a new card from empty fields. */
  | { type: 'card.restart' };

/** POST v2 payment_methods' answer: the stored card and, when its setup needs 3-D Secure, the challenge page. */
export type StoreCardOutput = { card: SavedCard; challengeUrl: string | null };

/** Params of the injected `announceSaved` action (the account page goes back to /user, which lists it). */
export type CardSavedParams = { card: SavedCard };

type Snapshot = { context: SaveCardContext };

export const selectCardErrors = (state: Snapshot) => state.context.errors;
export const selectPostalCode = (state: Snapshot) => state.context.fields.postalCode;
export const selectFailure = (state: Snapshot) => state.context.failure;
export const selectChallengeUrl = (state: Snapshot) => state.context.challengeUrl;
