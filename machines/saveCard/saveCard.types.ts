import type { CardElementField, CardElementState, CardField, StripeCardEntry as CardEntry } from '../checkout/checkout.types';
import type { SavedCard } from '../savedCards/savedCards.types';
import type { CardGateway } from '../paymentGateway/paymentGateway.types';
import type { CardSource } from '../placeOrder/placeOrder.types';

export type { CardElementField, CardElementState, CardEntry, CardField, CardGateway, SavedCard };

/** A card checkout already read from its fields, saved before the order (checkout §4); `singleUse`: for this order only. */
export type CardForOrder = { source: CardSource; singleUse: boolean };

/**
 * The shopper the card is saved for (sent as the card's billing details). With `forOrder` the machine is
 * placeOrder's child: it saves that card at once (no form), and ends with its output.
 */
export type SaveCardInput = { email: string; name: string; forOrder?: CardForOrder };

/** Why the last attempt did not save the card, as the page shows it (checkout §8's texts). */
export type SaveCardFailure = {
  messages: string[];
  /** The card was refused (payment_error): its fields are emptied. */
  paymentError: boolean;
};

export type SaveCardContext = Omit<SaveCardInput, 'forOrder'> & {
  forOrder: CardForOrder | null;
  /** The card's save answered a client_secret (a guest's single-use card), which its confirm and the order need. */
  clientSecret: string | null;
  /** What refused the card for an order (the API client's error), handed to placeOrder as checkout §8 words it. */
  refusal: unknown;
  /** How placeOrder's child ended (its output). */
  ended: SaveCardOutput['status'] | null;
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

/** POST v2 payment_methods' answer: the stored card, the challenge page when its setup needs 3-D Secure, and a guest's card's client_secret. */
export type StoreCardOutput = { card: SavedCard; challengeUrl: string | null; clientSecret?: string | null };

/** What the machine ends with as placeOrder's child: the card saved (confirmed after its challenge), refused, or its challenge closed. */
export type SaveCardOutput =
  | { status: 'saved'; card: SavedCard; clientSecret: string | null }
  | { status: 'refused'; error: unknown }
  | { status: 'aborted' };

/** Params of the injected `announceSaved` action (the account page goes back to /user, which lists it). */
export type CardSavedParams = { card: SavedCard };

type Snapshot = { context: SaveCardContext };

export const selectCardErrors = (state: Snapshot) => state.context.errors;
export const selectPostalCode = (state: Snapshot) => state.context.fields.postalCode;
export const selectFailure = (state: Snapshot) => state.context.failure;
export const selectChallengeUrl = (state: Snapshot) => state.context.challengeUrl;
