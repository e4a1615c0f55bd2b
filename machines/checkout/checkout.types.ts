import type { PaypalAgreement, PaypalReport } from '../paypal/paypal.types';
import type { WalletAvailability, WalletIntent, WalletReport, WalletStatus, WalletTender } from '../walletPayment/walletPayment.types';
import type { PaymentGatewayOutput } from '../paymentGateway/paymentGateway.types';
import type { Opening, Pausing } from '../../server/contract/opening-hours';
import type { OrderOptionType } from '../../server/contract/order-options';
import type { CartProduct } from '../cart/cart.types';
import type { CardVerificationReport } from '../cardVerification/cardVerification.types';
import type { SavedCard } from '../savedCards/savedCards.types';
import type { Contact, ContactErrors, ContactField } from './contact.rules';

export type { Contact, ContactField };

export type CheckoutShop = {
  id: number;
  /** The payment service knows a shop by its uuid (its card gateway). */
  uuid: string;
  acceptsCash: boolean;
  acceptsCard: boolean;
  /** For the lost-connection message ('Call us at {phone}'). */
  phone: string;
  doesDelivery: boolean;
  doesPickup: boolean;
  isOpenForDelivery: boolean;
  isOpenForPickup: boolean;
  nextDeliveryOpen: string | null;
  nextPickupOpen: string | null;
  /** The order options the shop offers (its order_options: contactless_delivery, curbside_pickup). */
  orderOptions: string[];
  /** The shop takes tips on delivery orders (tipsEnabledForDelivery) / on pickup orders (tipsEnabledForPickup). */
  tipsForDelivery: boolean;
  tipsForPickup: boolean;
  /** The shop takes orders for later (doesScheduledOrders), at times from its hours in its time zone. */
  doesScheduledOrders: boolean;
  timezone: string;
  hours: Record<FulfilmentMode, { openings: Opening[]; pausings: Pausing[] }>;
  /** The estimate's longest wait per mode, in minutes: a later order is no sooner than that. */
  leadMinutes: Record<FulfilmentMode, number>;
  /** Kitchen capacity: the starts (ms) of the quarter hours the kitchen is fully booked in (schedule full_slots); none when absent. */
  fullSlots?: number[];
};

export type FulfilmentMode = 'delivery' | 'pickup';

/**
 * Now or later (checkout §3 fulfilment: forLater, deliveryLaterDateTime, pickupLaterDateTime): the time
 * chosen per mode (an instant on the quarter hour), the moment the offered times were listed, and
 * whether a chosen time that passed was moved to the next one (the shopper is told).
 */
export type CheckoutLater = { on: boolean; at: Record<FulfilmentMode, number | null>; listedAt: number; moved: boolean };

/** Checkout §3 tip: a preset percentage (0, 5 … 30) or the custom sentinel -1 with the amount typed. */
export type CheckoutTip = { percentage: number; custom: string };

export type CheckoutAddress = { address: string; address2: string; city: string; state: string; zipcode: string };
export type AddressField = keyof CheckoutAddress;
export type AddressValidation = 'idle' | 'validating' | 'deliverable' | 'undeliverable' | 'invalid';

export type CheckoutErrors = {
  contactDetails: ContactErrors;
  orderInformation: Partial<Record<AddressField | 'fulfilment' | 'when', string>>;
  payment: Partial<Record<'tender' | CardField | 'expiry' | 'tip' | 'paypal', string>>;
  cartReview: Partial<Record<'cart', string>>;
};

/** Checkout's tenders: cash, a card, PayPal (flag paypal_web), Apple Pay or Google Pay (flag web_third_party_payments). */
export type CheckoutTender = 'cash' | 'credit' | 'paypal' | WalletTender;
/** The card fields (Stripe's elements, and the billing ZIP the form asks itself). */
export type CardElementField = 'cardNumber' | 'cardExpiry' | 'cardCvc';
export type CardField = CardElementField | 'postalCode';
/** Checkout §3: each card element is empty, complete or in error. */
export type CardElementState = 'empty' | 'complete' | 'error';
/** Checkout §3 "adyen values": the Adyen card component's fields, each valid or not (its secured fields say no more). */
export type AdyenCardField = 'encryptedCardNumber' | 'encryptedExpiryDate' | 'encryptedSecurityCode';
export type AdyenValidity = Record<AdyenCardField, boolean>;
/** Stripe's elements and the billing ZIP the form asks itself. */
export type StripeCardEntry = Record<CardElementField, CardElementState> & { postalCode: string };
/** What was typed in checkout's card fields: Stripe's, or (gateway adyen) Adyen's valid flags. */
export type CardEntry = StripeCardEntry & { adyen: AdyenValidity };

/** The deals the receipt prices the cart with: its coupon ids and the validated promo code. The order is placed with the same. */
export type CheckoutDeals = { couponIds: number[]; promoCodeId: number | null };

/** What the app's receipt prices checkout with: the mode, the delivery address once deliverable, the tender, the tip in cents. */
export type PricedFulfilment = { forDelivery: boolean; address: CheckoutAddress | null; tender: CheckoutTender; tipAmount: number };

/**
 * The app's receipt as checkout needs it: the fulfilment its current total was priced for (null while it
 * is re-priced or failed) and 'Add {amount} to meet the minimum order.' when the order is below the minimum.
 */
export type CheckoutReceipt = { pricedFor: PricedFulfilment | null; minimumMessage: string | null };

/** What checkout keeps for the next visit (stored 180 minutes): contact, fulfilment and tender. */
export type CheckoutMemory = {
  contact: Contact;
  forDelivery: boolean;
  address: CheckoutAddress;
  tender: CheckoutTender;
  tip: CheckoutTip;
  /** the order options and special instructions chosen (or restored by a reorder) */
  orderOptions: OrderOptionType[];
  specialInstructions: string;
};

/**
 * Where the shopper came from (decided once per browser from the landing campaign), and who is ordering:
 * this browser's anonymous id and the signed-in account's id (checkout §3 anonymous_id, customers_id).
 */
export type CheckoutAttribution = {
  customerOrigin: 'direct' | 'marketplace';
  attributionSource: string;
  anonymousId?: string;
  customersId?: number | null;
};

export type CheckoutInput = {
  shop: CheckoutShop;
  /** Default marketplace, no source. */
  attribution?: CheckoutAttribution;
  cartProducts: CartProduct[];
  /** The cart's deals (default none); `cart.sync` keeps them current. */
  deals?: CheckoutDeals;
  idempotencyKey: string;
  /** The receipt when checkout starts (default: none priced yet); `receipt.update` keeps it current. */
  receipt?: CheckoutReceipt;
  /** Optional starting values (e.g. the address searched on home, a remembered contact). */
  /** orderOptions: ticked to start with (a signed-in shopper's utensils preference). */
  prefill?: {
    contact?: Partial<Contact>;
    forDelivery?: boolean;
    address?: Partial<CheckoutAddress>;
    tender?: CheckoutTender;
    tip?: CheckoutTip;
    orderOptions?: OrderOptionType[];
    specialInstructions?: string;
  };
  /** Signed in: a new card is saved to the account (unless the shopper unticks it) and saved cards can be picked. */
  signedIn?: boolean;
  /** This browser has not skipped the offer to sign in (the signInPrompt child's 'should render' flag; default: not offered). */
  offerSignIn?: boolean;
  /** When checkout opened (default: the clock's now): the first times offered for later follow it. */
  now?: number;
  /** The sf_adyen_payments flag: the shop's card gateway is asked of the payment service (default off: stripe). */
  adyenPayments?: boolean;
  /** The paypal_web flag: PayPal is offered where the shop takes cards (default off). */
  paypalEnabled?: boolean;
  /** The web_third_party_payments flag: Apple Pay / Google Pay are offered where the shop takes cards and the browser has them (default off). */
  walletsEnabled?: boolean;
};

/** checkout §3 thirdPartyPayments and paymentIntent, as the walletPayment child last reported them. */
export type CheckoutWallet = {
  offered: boolean;
  available: WalletAvailability | null;
  intent: WalletIntent | null;
  status: WalletStatus;
  error: string | null;
};

/** checkout §3 payment's PayPal part: offered or not, the agreement the paypal child reported, PayPal's client metadata id for this checkout. */
export type CheckoutPaypal = { offered: boolean; agreement: PaypalAgreement | null; metadataId: string };

/** checkout §3 paymentGateway: which gateway takes this shop's cards, loading then success. */
export type CheckoutPaymentGateway = PaymentGatewayOutput & { status: 'loading' | 'success' };

export type CheckoutContext = {
  shop: CheckoutShop;
  paymentGateway: CheckoutPaymentGateway;
  adyenPayments: boolean;
  paypal: CheckoutPaypal;
  wallet: CheckoutWallet;
  attribution: CheckoutAttribution;
  cartProducts: CartProduct[];
  deals: CheckoutDeals;
  contact: Contact;
  forDelivery: boolean;
  address: CheckoutAddress;
  addressValidation: AddressValidation;
  /** Formatted address from the last successful validation, else null. */
  formattedAddress: string | null;
  tender: CheckoutTender;
  card: CardEntry;
  /** The saved card chosen (its v2 payment_methods id and last four); null: a new card in the card fields. */
  savedCard: { id: number; lastFour: string } | null;
  /** The account's cards were listed once (the last used one was offered then): a later list picks nothing. */
  savedCardsListed: boolean;
  tip: CheckoutTip;
  /** isSaved (default true): a signed-in shopper's new card is saved first. */
  saveCard: boolean;
  signedIn: boolean;
  /** Whether a guest is offered to sign in (signInPrompt child, with the cart and the session). */
  offerSignIn: boolean;
  /** What card verification asks for now (mirrors the cardVerification child). */
  verification: CardVerificationReport;
  specialInstructions: string;
  /** Order options ticked (checkout §3 fulfilment: contactless delivery, curbside pickup, include utensils). */
  orderOptions: OrderOptionType[];
  later: CheckoutLater;
  /** "Text me updates about this order" (transactional_sms; the spec's SMS opt-in default, on). */
  textUpdates: boolean;
  /** Set by the first `order.submit`; from then on errors are shown and kept current. */
  formSubmitted: boolean;
  errors: CheckoutErrors;
  summaryErrors: string[];
  completedOrderUuid: string | null;
  /** Sent with every attempt at placing this order, so a retry cannot create a second order. */
  idempotencyKey: string;
  receipt: CheckoutReceipt;
  /** A complete delivery address arrived with the checkout (saved cart, delivery preference, last visit): it is checked without a click. */
  checkRestoredAddress: boolean;
};

export type CheckoutEvent =
  | { type: 'contact.change'; field: ContactField; value: string }
  | { type: 'fulfilment.set'; forDelivery: boolean }
  | { type: 'address.change'; field: AddressField; value: string }
  | { type: 'address.validate' }
  /** A signed-in shopper chose one of the account's saved addresses: it replaces the fields and is checked at once. */
  | { type: 'address.pick'; address: CheckoutAddress }
  | { type: 'instructions.change'; value: string }
  /** An order option ticked or unticked. */
  | { type: 'option.toggle'; option: OrderOptionType; on: boolean }
  /** Text updates about this order to the phone given, on or off. */
  | { type: 'sms.toggle'; on: boolean }
  /** As soon as possible or later, decided at `now` (the times offered follow it). */
  | { type: 'when.set'; later: boolean; now: number }
  /** A time offered for later picked (a day picked picks its first time). */
  | { type: 'when.pick'; at: number }
  /** The page's clock, each minute: a chosen time that is no longer offered moves to the next one. */
  | { type: 'when.tick'; now: number }
  /** The cart changed while on checkout (cart review section); `deals`, when given, replace the cart's deals. */
  | { type: 'cart.sync'; products: CartProduct[]; deals?: CheckoutDeals }
  | { type: 'order.submit' }
  | { type: 'tender.set'; tender: CheckoutTender }
  /** The paypal child's report: the agreement to pay with, or none. */
  | { type: 'paypal.update'; report: PaypalReport }
  /** The walletPayment child's report: the wallets here and the intent the wallet button pays. */
  | { type: 'wallet.update'; report: WalletReport }
  /** "Try again" after the wallet's intent could not be made. */
  | { type: 'wallet.retry' }
  /** A card element's change event: empty, complete or error. */
  | { type: 'card.change'; field: CardElementField; state: CardElementState }
  | { type: 'card.postalCode'; value: string }
  /** The Adyen card component's change: which of its fields are valid (gateway adyen). */
  | { type: 'card.adyenChange'; valid: AdyenValidity }
  /** A tip preset (percent) or the custom tip (-1). */
  | { type: 'tip.choose'; percentage: number }
  /** The custom tip's amount as typed. */
  | { type: 'tip.customChange'; value: string }
  | { type: 'card.saveChange'; save: boolean }
  /** A saved card (its id) or, with null, a new card. */
  | { type: 'card.pick'; card: { id: number; lastFour: string } | null }
  /** A card saved in newCreditCardModal (its saveCard form): it joins the listed cards and is picked, and the modal closes. */
  | { type: 'newCard.saved'; card: SavedCard }
  /** The account's saved cards arrived, last used first (issue 31: checkout starts on the last used one). */
  | { type: 'savedCards.listed'; cards: Array<{ id: number; lastFour: string; gateway?: 'stripe' | 'adyen' }> }
  /** From the cardVerification child. */
  | { type: 'verification.update'; report: CardVerificationReport }
  /** The app's receipt changed (priced, re-pricing or failed). */
  | { type: 'receipt.update'; receipt: CheckoutReceipt };

export type CheckoutOutput = { orderUuid: string | null };
