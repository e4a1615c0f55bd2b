import type { CardGateway } from '../paymentGateway/paymentGateway.types';
import type { PlaceOrderPayload } from '../checkout/checkout.payload';
import type { SavedCard } from '../savedCards/savedCards.types';
import type { WalletTender } from '../walletPayment/walletPayment.types';

/** How the order is paid (checkout §3 "Payment state"). */
export type PlaceOrderPayment =
  | { kind: 'cash' }
  /** A card typed into the card fields; `save`: signed in with "save this card" chosen (isSaved). */
  | { kind: 'newCard'; save: boolean; email: string; name: string; postalCode: string }
  /** One of the account's saved cards; `expiry` once card verification asked for it. */
  | { kind: 'savedCard'; paymentMethodId: number; expiry: { month: number; year: number } | null }
  /** PayPal: the billing agreement the shopper approved (checkout §4 "PayPal"), and PayPal's client metadata id. */
  | { kind: 'paypal'; billingAgreementId: string; payerId: string; metadataId: string }
  /** Apple Pay or Google Pay: the payment intent made for the order's strict total, which the wallet sheet confirms (checkout §4). */
  | { kind: 'wallet'; wallet: WalletTender; intentId: string; clientSecret: string };

/**
 * What the card fields give at placing: Stripe's single-use payment method (pm_…), or Adyen's encrypted card
 * and the browser's details for 3-D Secure (saved first: checkout §4).
 */
export type CardSource =
  | { gateway: 'stripe'; token: string }
  | { gateway: 'adyen'; data: Record<string, unknown>; browserInfo: Record<string, unknown> };

export type PlaceOrderInput = {
  /** The order as checkout built it; the card fields are added here. */
  payload: PlaceOrderPayload;
  /** Sent with every attempt (and asked about after a lost connection): one order however often it is tried. */
  idempotencyKey: string;
  payment: PlaceOrderPayment;
  /** The shop's phone, for the lost-connection message. */
  shopPhone: string;
  /** The gateway that takes the card (the paymentGateway machine's answer). */
  gateway: CardGateway;
};

/**
 * Which step a 3-D Secure challenge paused (checkout §3 threeDSOrigin; a wallet's card may ask for one too). The card's
 * setup (origin saveCard) pauses in placeOrder's saveCard child, which holds that challenge.
 */
export type ChallengeOrigin = 'placeOrder' | 'saveCard' | 'wallet';
export type Challenge = { origin: ChallengeOrigin; url: string };

/** Why placing failed, as checkout shows it (checkout §8). */
export type PlaceOrderError = {
  /** Summary messages, remapped where the spec asks. */
  messages: string[];
  /** meta.errors.order and the errors' codes. */
  codes: string[];
  /** A card failure: the card entry and the payment are cleared. */
  paymentError: boolean;
  /** A card-verification answer for a saved card. */
  verification: { code: string; message: string } | null;
};

export type PlaceOrderContext = PlaceOrderInput & {
  /** The single-use card made in the browser (Stripe pm_…). */
  paymentToken: string | null;
  /** What the card fields gave (Stripe's token, or Adyen's encrypted card, which is saved before the order). */
  cardSource: CardSource | null;
  /** The saved card the order is paid with (chosen, or just saved). */
  paymentMethodId: number | null;
  /** A guest's card just saved: the client_secret its save answered, without which it can be neither confirmed nor paid with. */
  cardSecret: string | null;
  /** PayPal: the payment made on the agreement for the order's strict total (POST v1/paypal/orders). */
  paypalPaymentId: string | null;
  /** The card this flow saved to the account (after its challenge, if it had one); it stays saved whatever the order does. */
  savedCard: SavedCard | null;
  /** The order the server created (it may await its 3-D Secure challenge). */
  orderUuid: string | null;
  challenge: Challenge | null;
  /** The connection cut out while placing: the shopper is told, and the server is asked whether it went through. */
  connectionLost: boolean;
  /** How many times the server was asked again while it settled the charge. */
  lookups: number;
  error: PlaceOrderError | null;
  /** Set by the final state reached (the machine's output). */
  outcome: 'placed' | 'failed' | 'aborted' | null;
};

export type PlaceOrderEvent =
  /** The challenge page in threeDSecureModal returned to /3ds-redirect with its reference: Stripe's intent id, or Adyen's redirectResult. */
  | { type: 'challenge.return'; intentId: string }
  /** The shopper closed threeDSecureModal without finishing. */
  | { type: 'challenge.abort' }
  /** The wallet sheet gave a payment method (the shopper chose Pay). */
  | { type: 'wallet.authorized'; paymentMethodId: string }
  /** The shopper closed the wallet sheet. */
  | { type: 'wallet.dismissed' };

export type PlaceOrderOutput =
  | { status: 'placed'; orderUuid: string }
  /** `savedCard`: the card saved on the way (the order was then refused); checkout lists and picks it. */
  | { status: 'failed'; error: PlaceOrderError; savedCard: SavedCard | null }
  /** The marker ABORTED of checkout §4: the shopper closed the wallet sheet; nothing was charged. */
  | { status: 'aborted' };

export type SubmitOrderOutput = { orderUuid: string; challengeUrl: string | null };

/** What the server says of an order by its idempotency key: found (perhaps awaiting its challenge), still being charged, or never made (null). */
export type LookupOrderOutput = SubmitOrderOutput | { inProgress: true } | null;

/** The wallet's payment confirmed (authorised, captured when the order is placed), or the 3-D Secure page it waits on. */
export type ConfirmedWallet = { challengeUrl: string | null };
