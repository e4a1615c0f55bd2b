import type { AnyMachineSnapshot } from 'xstate';
import {
  checkoutMachine,
  hasCurrentReceipt,
  pricedFulfilment,
  type AddressField,
  type CardElementField,
  type CheckoutContext,
  type CheckoutInput,
  type ContactField,
} from '../../machines';
import { cardShop } from '../../machines/checkout/checkout.fixtures';
import { CUSTOM_TIP } from '../../machines/checkout/checkout.tip';
import type { CheckoutShop } from '../../machines/checkout/checkout.types';
import { weeklyOpenings } from '../../server/seed/hours';
import { internetCutOut, PAYMENT_DECLINED } from '../oracles/cards';
import { offeredDaysAroundTheClock } from '../oracles/later';
import { contactProblems } from '../oracles/contact';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { validContact } from '../support/storefront';

/**
 * Checkout at Brooklyn Slice House (open 24/7, cash and cards, delivery minimum $10, no pickup minimum)
 * with one $7.50 item in the cart. So the real server places a pickup order; a delivery order is below
 * the minimum, which the receipt says ('Add $2.50 …') and Place order shows without submitting. The
 * payment is card by default (checkout §9); the walk pays by cash or types a card (the card sandbox's
 * numbers decide the placeOrder outcome: 4242 placed, 0002 declined, 3184 challenged and left). A
 * connection cut before the order reached the server ends failed with the lost-connection message.
 * The app's receipt re-prices every change of fulfilment (mode, deliverable address, tender):
 * `receipt.update` is its new total arriving.
 */
export const cartLine = {
  uuid: 'model-line',
  id: 1001014,
  name: 'Mozzarella Sticks',
  description: '',
  productTypeId: 1001536,
  productTypeName: 'Regular',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 750,
  isBestSeller: false,
  couponId: null,
};

/** Brooklyn Slice House as checkout sees it: open around the clock, and taking orders for later (pickup's estimate is 15–20 min). */
const aroundTheClock = { openings: weeklyOpenings('always'), pausings: [] };
export const brooklynCheckoutShop: CheckoutShop = {
  ...cardShop(brooklynSliceHouse.id),
  uuid: brooklynSliceHouse.uuid,
  phone: brooklynSliceHouse.phone,
  doesScheduledOrders: true,
  timezone: brooklynSliceHouse.timezone,
  hours: { delivery: aroundTheClock, pickup: aroundTheClock },
  leadMinutes: { delivery: 45, pickup: 20 },
};

export const checkoutInput: CheckoutInput = {
  shop: brooklynCheckoutShop,
  cartProducts: [cartLine],
  idempotencyKey: 'model-idempotency-key',
};

/** Addresses the real geocoder and delivery zones answer for. */
export const addresses = {
  deliverable: { address: '123 Court St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11201' },
  undeliverable: { address: '100 Main St', address2: '', city: 'Brooklyn', state: 'NY', zipcode: '11234' },
  unplaceable: { address: '1 Nowhere Rd', address2: '', city: 'Nowhere', state: 'NY', zipcode: '00000' },
} as const;
export type AddressKind = keyof typeof addresses;
const addressOrder: AddressField[] = ['address', 'city', 'state', 'zipcode'];

export const ORDER_MINIMUM_MESSAGE = 'Add $2.50 to meet the minimum order.';

const contactOrder: ContactField[] = ['firstName', 'lastName', 'email', 'phone'];
/** Wrong values whose messages must show verbatim once the form was submitted. */
const wrongValues: Partial<Record<ContactField, string[]>> = {
  email: ['ada@example'],
  phone: ['212-555-01', '212-555-01423'],
};

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CheckoutContext;

/** Contact fields valid so far, in form order, and the field typed next. */
function contactProgress(context: CheckoutContext) {
  const errors = contactProblems(context.contact);
  const next = contactOrder.find((field) => errors[field] !== undefined) ?? null;
  return { next, complete: next === null, wrong: next !== null && context.contact[next] !== '' };
}

/** Which seeded address the typed fields lead to, and how many are typed. */
function addressProgress(context: CheckoutContext) {
  const kind =
    (Object.keys(addresses) as AddressKind[]).find((candidate) => addresses[candidate].address === context.address.address) ?? null;
  const typed = kind ? addressOrder.filter((field) => context.address[field] === addresses[kind][field]).length : 0;
  return { kind, typed, complete: kind !== null && typed === addressOrder.length };
}

const CARD_ELEMENTS: CardElementField[] = ['cardNumber', 'cardExpiry', 'cardCvc'];
/** The card fields filled so far (each complete, in form order), and whether the card is whole. */
function cardProgress(context: CheckoutContext) {
  const next = CARD_ELEMENTS.find((field) => context.card[field] !== 'complete') ?? null;
  return { next, complete: next === null && context.card.postalCode !== '' };
}
/** A payment the walk has settled on: cash, or a whole card. */
const paymentReady = (context: CheckoutContext) => context.tender === 'cash' || cardProgress(context).complete;

/** How placing ends (the placeOrder machine's output), and the card the suite types for it. */
export const placed = {
  type: 'xstate.done.actor.placeOrder',
  output: { status: 'placed', orderUuid: 'model-order' },
  card: '4242424242424242',
};
export const declined = {
  type: 'xstate.done.actor.placeOrder',
  output: { status: 'failed', error: { messages: [PAYMENT_DECLINED], codes: ['payment_error'], paymentError: true, verification: null } },
  card: '4000000000000002',
};
/** Issue 31 item 2's words for a 3-D Secure challenge the shopper closes: the order is cancelled, nothing charged. */
export const CHALLENGE_CLOSED = 'You closed the verification. Your card was not charged.';
export const challengeLeft = {
  type: 'xstate.done.actor.placeOrder',
  output: {
    status: 'failed',
    error: { messages: [CHALLENGE_CLOSED], codes: ['verification_closed'], paymentError: false, verification: null },
    savedCard: null,
  },
  card: '4000002760003184',
  closed: true,
};
/** The order request cut before it reached the server: the look-up by idempotency key finds nothing. */
export const connectionLost = {
  type: 'xstate.done.actor.placeOrder',
  output: {
    status: 'failed',
    error: { messages: [internetCutOut(brooklynSliceHouse.phone)], codes: [], paymentError: false, verification: null },
  },
  card: '4242424242424242',
};
const submitted = placed;
/** The receipt priced for what the form holds now: for delivery, $2.50 short of the minimum. */
export const receiptUpdate = (context: CheckoutContext, minimumMessage = context.forDelivery ? ORDER_MINIMUM_MESSAGE : null) => ({
  type: 'receipt.update',
  receipt: { pricedFor: pricedFulfilment(context), minimumMessage },
});
const delivers = (kind: AddressKind) => ({
  type: 'xstate.done.actor.validateDeliveryAddress',
  output: {
    deliversTo: kind === 'deliverable',
    formattedAddress: `${addresses[kind].address}, ${addresses[kind].city}, ${addresses[kind].state} ${addresses[kind].zipcode}, USA`,
  },
  kind,
});
const unplaceable = { type: 'xstate.error.actor.validateDeliveryAddress', error: { status: null, message: 'Address not found' } };

/**
 * Checkout's paymentGateway child answers first (the graph replays checkout without running its children):
 * without the sf_adyen_payments flag it is stripe at once, so the step has nothing to do on the page; the
 * paymentGateway suite walks the flag's loading and its failure.
 */
export const gatewayKnown = {
  type: 'xstate.done.actor.paymentGateway',
  actorId: 'paymentGateway',
  output: { shopUuid: brooklynSliceHouse.uuid, cardPaymentGateway: 'stripe', thirdPartyPaymentGateway: 'stripe' },
};
function gatewayFirst(definition: ModelDefinition<typeof checkoutMachine>): ModelDefinition<typeof checkoutMachine> {
  return {
    ...definition,
    outcomes: { ...definition.outcomes, [gatewayKnown.type]: [gatewayKnown] },
    filterEvents: (snapshot, event) => {
      const known = contextOf(snapshot).paymentGateway.status === 'success';
      if (event.type === gatewayKnown.type || !known) return event.type === gatewayKnown.type && !known;
      // the paypal child's reports (flag paypal_web) are paypal.spec's and placeOrder's PayPal walk
      if (event.type === 'paypal.update') return false;
      // the wallet child's reports and its retry (flag web_third_party_payments) are walletPayment.spec's and placeOrder's Google Pay walk
      if (event.type === 'wallet.update' || event.type === 'wallet.retry') return false;
      // the card newCreditCardModal saved (its saveCard form's) is saveCardAtCheckout.spec's walk (checkoutBehindNewCardModal)
      if (event.type === 'newCard.saved') return false;
      return definition.filterEvents?.(snapshot, event) ?? true;
    },
    eventLabel: (event) => (event.type === gatewayKnown.type ? 'card gateway known' : (definition.eventLabel?.(event) ?? event.type)),
  };
}

/*
 * The reports of checkout's children (paypal.update, wallet.update, verification.update), "Try Google Pay again",
 * the card saved in newCreditCardModal (newCard.saved) and the card typed into Adyen's component (from the editing
 * form and the failed one) are recorded under checkout by the children's suites, which walk them at a checkout page
 * (`parent` in their models, models/checkoutParent.ts).
 */
export const checkoutModel: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  name: 'checkout',
  unreachable: {
    'checkout.submitting --xstate.error.actor.placeOrder--> checkout.failed':
      'The placeOrder child ends in a final state for every outcome (placed, failed, aborted); it has no error to throw.',
  },
  machine: checkoutMachine,
  input: checkoutInput,
  outcomes: {
    // Contact fields are typed in form order; an email or phone may first be typed wrong (once the
    // form was submitted, its message shows), then right.
    'contact.change': (snapshot) => {
      const context = contextOf(snapshot);
      const { next, wrong } = contactProgress(context);
      if (next === null) return snapshot.matches('failed') ? [{ type: 'contact.change', field: 'firstName', value: 'Grace' }] : [];
      const wrongOnes = !wrong && context.formSubmitted ? (wrongValues[next] ?? []) : [];
      return [validContact[next], ...wrongOnes].map((value) => ({ type: 'contact.change', field: next, value }));
    },
    'fulfilment.set': (snapshot) => [{ type: 'fulfilment.set', forDelivery: !contextOf(snapshot).forDelivery }],
    // Address fields are typed in form order, toward one of the seeded addresses chosen by the street.
    'address.change': (snapshot) => {
      const context = contextOf(snapshot);
      if (!context.forDelivery) return [];
      const { kind, typed, complete } = addressProgress(context);
      if (kind === null || complete) {
        // A complete address is changed only after the zone check answered (to try another one).
        if (complete && !['deliverable', 'undeliverable', 'invalid'].includes(context.addressValidation)) return [];
        return (Object.keys(addresses) as AddressKind[])
          .filter((candidate) => candidate !== kind)
          .map((candidate) => ({ type: 'address.change', field: 'address', value: addresses[candidate].address }));
      }
      const field = addressOrder[typed];
      return [{ type: 'address.change', field, value: addresses[kind][field] }];
    },
    'instructions.change': [{ type: 'instructions.change', value: 'Please ring the bell' }],
    // The real zone check decides: the seeded address in the zone, the one outside, or one the geocoder cannot place.
    'xstate.done.actor.validateDeliveryAddress': (snapshot) => {
      const { kind } = addressProgress(contextOf(snapshot));
      return kind === 'deliverable' || kind === 'undeliverable' ? [delivers(kind)] : [];
    },
    'xstate.error.actor.validateDeliveryAddress': (snapshot) =>
      addressProgress(contextOf(snapshot)).kind === 'unplaceable' ? [unplaceable] : [],
    // The real server places a pickup order (a delivery one never goes: below the minimum); the connection can be
    // cut; a new card can be declined, or challenged and the challenge left.
    'xstate.done.actor.placeOrder': (snapshot) =>
      contextOf(snapshot).tender === 'cash' ? [placed, connectionLost] : [placed, declined, challengeLeft, connectionLost],
    // placeOrder never errors (see `unreachable`)
    'xstate.error.actor.placeOrder': [],
    // The payment: the other tender, and the card typed field by field (complete), then its billing ZIP.
    'tender.set': (snapshot) => [{ type: 'tender.set', tender: contextOf(snapshot).tender === 'cash' ? 'credit' : 'cash' }],
    'card.change': (snapshot) => {
      const { next } = cardProgress(contextOf(snapshot));
      return next ? [{ type: 'card.change', field: next, state: 'complete' }] : [];
    },
    'card.postalCode': (snapshot) => {
      const context = contextOf(snapshot);
      if (cardProgress(context).next !== null) return [];
      // after a failed attempt with the card still whole (the connection cut), the ZIP is corrected
      if (snapshot.matches('failed')) return [{ type: 'card.postalCode', value: `${brooklynSliceHouse.zipcode}-0001` }];
      return context.card.postalCode === '' ? [{ type: 'card.postalCode', value: brooklynSliceHouse.zipcode }] : [];
    },
    // Stripe's fields at this shop (see ADYEN_FIELDS)
    'card.adyenChange': [],
    // A guest has no saved cards and saves none (the signed-in walk below).
    'card.pick': [],
    'savedCards.listed': [],
    'card.saveChange': [],
    // The cardVerification child's reports (see `unreachable`).
    'verification.update': [],
    // The receipt answers only after the fulfilment it prices changed.
    'receipt.update': (snapshot) => (hasCurrentReceipt(contextOf(snapshot)) ? [] : [receiptUpdate(contextOf(snapshot))]),
    // The checkout page has no cart controls: its cart changes when another tab edits it (the cart-elsewhere walk, below).
    'cart.sync': [],
    // Tipping and order options are the tip walk's (below); here the tip stays at none and no option is ticked.
    'tip.choose': [],
    'tip.customChange': [],
    'option.toggle': [],
    // text updates stay on (the spec's default) here; the tip walk turns them off
    'sms.toggle': [],
    // A guest has no saved addresses to pick from (the signed-in walk below picks one).
    'address.pick': [],
    // the order goes as soon as possible here; ordering for later is the later walk's (below)
    'when.set': [],
    'when.pick': [],
    'when.tick': [],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    const contact = contactProgress(context);
    const address = addressProgress(context);
    return {
      contact: contact.next ?? 'complete',
      wrong: contact.wrong,
      submitted: context.formSubmitted,
      delivery: context.forDelivery,
      address: `${address.kind}:${address.typed}`,
      validation: context.addressValidation,
      priced: hasCurrentReceipt(context),
      tender: context.tender,
      card: cardProgress(context).next ?? (context.card.postalCode ? 'complete' : 'zip'),
    };
  },
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot);
    const contact = contactProgress(context);
    const address = addressProgress(context);
    // A re-price is let through before anything else happens (Place order waits for it; each state shows it pending first).
    if (!hasCurrentReceipt(context) && !snapshot.matches('submitting')) return event.type === 'receipt.update';
    // An address is typed in one go: nothing else happens while it is half typed.
    if (context.forDelivery && address.typed > 0 && !address.complete) return event.type === 'address.change';
    // A canonical order of filling the form keeps the walk finite and short: contact first (an
    // empty submit may come before it), then the payment (cash, or a card typed in one go), then
    // fulfilment, address and instructions.
    if (event.type === 'tender.set')
      return contact.complete && (context.tender === 'credit' ? cardProgress(context).next === 'cardNumber' : !snapshot.matches('failed'));
    if (event.type === 'card.change' || event.type === 'card.postalCode') return contact.complete && context.tender === 'credit';
    if (context.tender === 'credit' && !cardProgress(context).complete && cardProgress(context).next !== 'cardNumber')
      return event.type === 'card.change' || event.type === 'card.postalCode';
    if (event.type === 'fulfilment.set' || event.type === 'address.change' || event.type === 'instructions.change') {
      return (contact.complete && paymentReady(context)) || snapshot.matches('failed');
    }
    // An incomplete form is submitted only before anything is typed (the empty submit that shows
    // every message); the wrong emails and phones typed afterwards show theirs one by one.
    if (event.type === 'order.submit' && !contact.complete) return contact.next === 'firstName' && !contact.wrong;
    // Placed with a whole payment (a half-typed card is not sent: the form says which fields)
    if (event.type === 'order.submit' && contact.complete) return paymentReady(context) || cardProgress(context).next === 'cardNumber';
    // 'Check address' is shown with the address fields, for delivery only.
    if (event.type === 'address.validate') return context.forDelivery;
    return true;
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'contact.change':
        return `type ${event.field} ${validContact[event.field as ContactField] === event.value ? '' : `"${event.value}"`}`.trim();
      case 'fulfilment.set':
        return event.forDelivery ? 'choose delivery' : 'choose pickup';
      case 'address.change':
        return `type ${event.field} "${event.value}"`;
      case 'instructions.change':
        return 'type instructions';
      case 'address.validate':
        return 'check address';
      case 'order.submit':
        return 'place order';
      case 'xstate.done.actor.validateDeliveryAddress':
        return `zone check: ${event.kind === 'deliverable' ? 'delivers' : 'does not deliver'}`;
      case 'xstate.error.actor.validateDeliveryAddress':
        return 'zone check: address not found';
      case 'xstate.done.actor.placeOrder':
        return event === connectionLost
          ? 'connection lost'
          : event === challengeLeft
            ? 'challenge closed'
            : `placing ends ${(event.output as { status: string }).status}${event === declined ? ' (declined)' : ''}`;
      case 'tender.set':
        return `pay by ${event.tender}`;
      case 'card.change':
        return `type ${event.field}`;
      case 'card.postalCode':
        return 'type billing ZIP';
      case 'receipt.update':
        return 'receipt priced';
      default:
        return event.type;
    }
  },
});

/**
 * A direct visit to checkout with details stored in the last 180 minutes and a stored cart of two sticks
 * ($15: above the delivery minimum): the contact and the delivery address of the last visit come back,
 * and the address is checked without a click. Walked until the order is placed, or, for delivery, a
 * connection cut leaves it failed and the address is changed or checked again from there.
 */
export const storedCheckout = { contact: validContact, forDelivery: true, address: addresses.deliverable, tender: 'cash' as const };
export const storedCartLine = { ...cartLine, quantity: 2 };
const storedPath = [
  'receipt.update',
  'xstate.done.actor.validateDeliveryAddress',
  'xstate.error.actor.validateDeliveryAddress',
  'order.submit',
  'fulfilment.set',
  'xstate.done.actor.placeOrder',
];
export const checkoutFromStorage: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutModel,
  input: {
    ...checkoutInput,
    cartProducts: [storedCartLine],
    prefill: { contact: storedCheckout.contact, forDelivery: true, address: storedCheckout.address, tender: storedCheckout.tender },
  },
  outcomes: {
    ...checkoutModel.outcomes,
    'receipt.update': (snapshot) => (hasCurrentReceipt(contextOf(snapshot)) ? [] : [receiptUpdate(contextOf(snapshot), null)]),
    'xstate.done.actor.placeOrder': (snapshot) => (contextOf(snapshot).forDelivery ? [connectionLost] : [submitted]),
  },
  filterEvents: (snapshot, event) => {
    if (!checkoutModel.filterEvents!(snapshot, event)) return false;
    const { typed, complete } = addressProgress(contextOf(snapshot));
    // From a failed delivery order: another address is typed in (then checked), or the same one checked again.
    if (event.type === 'address.change') return snapshot.matches('failed') || (typed > 0 && !complete);
    if (event.type === 'address.validate') return snapshot.matches('failed');
    return storedPath.includes(event.type);
  },
});

/**
 * A signed-in shopper with one saved address (the seeded one outside the zone), who has unticked "No
 * plastic cutlery" in their preferences (so utensils start ticked), and the same stored visit: the saved
 * address is picked from the delivery section, which checks it at once; also after a connection cut left
 * the order failed.
 */
export const savedAddress = addresses.undeliverable;
export const checkoutSignedIn: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutFromStorage,
  input: {
    ...checkoutFromStorage.input!,
    signedIn: true,
    prefill: { ...checkoutFromStorage.input!.prefill, orderOptions: ['include_utensils'] },
  },
  outcomes: {
    ...checkoutFromStorage.outcomes,
    'address.pick': (snapshot) => (contextOf(snapshot).forDelivery ? [{ type: 'address.pick', address: savedAddress }] : []),
    // this shopper has no saved card: the (empty) list arrives once and picks nothing
    'savedCards.listed': (snapshot) => (contextOf(snapshot).savedCardsListed ? [] : [{ type: 'savedCards.listed', cards: [] }]),
  },
  contextKey: (snapshot) => ({ ...(checkoutFromStorage.contextKey!(snapshot) as object), listed: contextOf(snapshot).savedCardsListed }),
  filterEvents: (snapshot, event) => {
    // the account's cards arrive once the receipt is priced, before anything else is done
    if (hasCurrentReceipt(contextOf(snapshot)) && !contextOf(snapshot).savedCardsListed) return event.type === 'savedCards.listed';
    if (event.type === 'savedCards.listed') return false;
    if (event.type !== 'address.pick')
      return event.type !== 'address.change' && event.type !== 'address.validate' && checkoutFromStorage.filterEvents!(snapshot, event);
    // picked once, from the stored (deliverable) address, once its total is priced: when its check answered, or after the failed order
    const context = contextOf(snapshot);
    return (
      hasCurrentReceipt(context) &&
      addressProgress(context).kind === 'deliverable' &&
      (snapshot.matches('failed') || snapshot.matches({ editing: { address: 'deliverable' } }))
    );
  },
  eventLabel: (event) =>
    event.type === 'address.pick'
      ? 'pick the saved address'
      : event.type === 'savedCards.listed'
        ? 'no saved cards arrive'
        : checkoutFromStorage.eventLabel!(event),
});

/**
 * A signed-in shopper with one saved card (a 4242 Visa saved from another visit) paying by card at pickup:
 * the saved card is picked, or a new one typed with "save this card" ticked or not. A new card that the
 * sandbox refuses (0002, refused when it is saved first or charged) leaves the order failed; from there
 * the shopper picks the saved card, unticks saving or types the card again.
 */
export const savedVisa = { id: 1, lastFour: '4242' };
const signedInCardEvents = [
  'receipt.update',
  'savedCards.listed',
  'card.pick',
  'card.saveChange',
  'card.change',
  'card.postalCode',
  'order.submit',
  'xstate.done.actor.placeOrder',
];
export const checkoutSignedInCard: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutModel,
  input: {
    ...checkoutInput,
    cartProducts: [storedCartLine],
    signedIn: true,
    prefill: { contact: validContact, forDelivery: false, tender: 'credit' },
  },
  outcomes: {
    ...checkoutModel.outcomes,
    // the account's cards arrive once, after the page opened: the saved Visa is picked for the shopper (issue 31 item 6)
    'savedCards.listed': (snapshot) => (contextOf(snapshot).savedCardsListed ? [] : [{ type: 'savedCards.listed', cards: [savedVisa] }]),
    'card.pick': (snapshot) => [{ type: 'card.pick', card: contextOf(snapshot).savedCard ? null : savedVisa }],
    'card.saveChange': (snapshot) => [{ type: 'card.saveChange', save: !contextOf(snapshot).saveCard }],
    // the saved card is charged; a new card is refused (0002), saved first when "save" is ticked
    'xstate.done.actor.placeOrder': (snapshot) => (contextOf(snapshot).savedCard ? [placed] : [declined]),
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    return {
      ...(checkoutModel.contextKey!(snapshot) as object),
      saved: context.savedCard !== null,
      save: context.saveCard,
      listed: context.savedCardsListed,
    };
  },
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot);
    if (!hasCurrentReceipt(context) && !snapshot.matches('submitting')) return event.type === 'receipt.update';
    if (!signedInCardEvents.includes(event.type)) return false;
    // nothing is chosen before the account's cards arrive
    if (!context.savedCardsListed) return event.type === 'savedCards.listed';
    const card = cardProgress(context);
    // a card is typed in one go
    if (!context.savedCard && card.next !== 'cardNumber' && !card.complete)
      return event.type === 'card.change' || event.type === 'card.postalCode';
    if (event.type === 'card.change' || event.type === 'card.postalCode') return !context.savedCard;
    // placed with the saved card, or with a whole new card
    if (event.type === 'order.submit') return context.savedCard !== null || card.complete;
    // saving is ticked or unticked once, before the new card is typed or after it was refused
    if (event.type === 'card.saveChange')
      return !context.savedCard && card.next === 'cardNumber' && (context.saveCard || snapshot.matches('failed'));
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'savedCards.listed') return 'the saved cards arrive';
    if (event.type === 'card.pick') return event.card ? 'pick the saved card' : 'choose a new card';
    if (event.type === 'card.saveChange') return event.save ? 'tick save card' : 'untick save card';
    return checkoutModel.eventLabel!(event);
  },
});

/**
 * Tipping at pickup (Brooklyn Slice House takes tips on pickup and delivery orders) with two sticks ($15)
 * paid in cash, after ticking the pickup's order options (curbside pickup, then utensils) and turning text updates off: 15% is chosen and priced, then Other with an amount that is not money rounded to two
 * decimals (its message shows; nothing is tipped), corrected to $4.50 and priced; the order is placed
 * with the tip. Place order may come at any point; when the connection cuts out instead, the tip and
 * the options stay editable.
 */
const tipEvents = [
  'receipt.update',
  'option.toggle',
  'sms.toggle',
  'tip.choose',
  'tip.customChange',
  'order.submit',
  'xstate.done.actor.placeOrder',
];
const PICKUP_OPTIONS = ['curbside_pickup', 'include_utensils'] as const;
export const TIP_TYPED = { invalid: '4.555', valid: '4.50' } as const;
export const checkoutTip: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutModel,
  input: { ...checkoutInput, cartProducts: [storedCartLine], prefill: { contact: validContact, forDelivery: false, tender: 'cash' } },
  outcomes: {
    ...checkoutModel.outcomes,
    'tip.choose': (snapshot) => {
      const { percentage } = contextOf(snapshot).tip;
      return percentage === 0
        ? [{ type: 'tip.choose', percentage: 15 }]
        : percentage === 15
          ? [{ type: 'tip.choose', percentage: CUSTOM_TIP }]
          : [];
    },
    'tip.customChange': (snapshot) => {
      const { percentage, custom } = contextOf(snapshot).tip;
      if (percentage !== CUSTOM_TIP) return [];
      if (custom === '') return [{ type: 'tip.customChange', value: TIP_TYPED.invalid }];
      if (custom === TIP_TYPED.invalid) return [{ type: 'tip.customChange', value: TIP_TYPED.valid }];
      // after a failed order, the amount may be changed again
      return snapshot.matches('failed') ? [{ type: 'tip.customChange', value: TIP_TYPED.invalid }] : [];
    },
    // placed, or the connection cut out (the form stays, and a tip or an option can still change)
    'xstate.done.actor.placeOrder': [placed, connectionLost],
    // ticked in form order, each once, before tipping
    'option.toggle': (snapshot) => {
      const { orderOptions, tip } = contextOf(snapshot);
      const next = PICKUP_OPTIONS.find((option) => !orderOptions.includes(option));
      return next && tip.percentage === 0 ? [{ type: 'option.toggle', option: next, on: true }] : [];
    },
    // text updates turned off once the options are ticked, before tipping, or after a failed order
    'sms.toggle': (snapshot) => {
      const { orderOptions, tip, textUpdates } = contextOf(snapshot);
      if (snapshot.matches('failed')) return textUpdates ? [{ type: 'sms.toggle', on: false }] : [];
      return textUpdates && orderOptions.length === PICKUP_OPTIONS.length && tip.percentage === 0
        ? [{ type: 'sms.toggle', on: false }]
        : [];
    },
  },
  contextKey: (snapshot) => {
    const { tip, orderOptions } = contextOf(snapshot);
    return {
      ...(checkoutModel.contextKey!(snapshot) as object),
      tip: `${tip.percentage}:${tip.custom}`,
      options: orderOptions.join(','),
      texts: contextOf(snapshot).textUpdates,
    };
  },
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot);
    if (!hasCurrentReceipt(context) && !snapshot.matches('submitting')) return event.type === 'receipt.update';
    // the options come first: tipping starts once both are ticked
    if (event.type === 'tip.choose' && (context.orderOptions.length < PICKUP_OPTIONS.length || context.textUpdates)) return false;
    return tipEvents.includes(event.type);
  },
  eventLabel: (event) => {
    if (event.type === 'option.toggle') return `tick ${(event.option as string).replace('_', ' ')}`;
    if (event.type === 'sms.toggle') return event.on ? 'turn text updates on' : 'turn text updates off';
    if (event.type === 'tip.choose') return event.percentage === CUSTOM_TIP ? 'choose Other' : `choose ${event.percentage as number}%`;
    if (event.type === 'tip.customChange') return `type tip "${event.value as string}"`;
    return checkoutModel.eventLabel!(event);
  },
});

/**
 * Ordering for later at pickup, paid in cash (details stored by the same visit). The page clock starts
 * at LATER_NOW, a quarter hour an hour ahead of the real one (the server, on the real clock, takes every
 * time offered from it); with pickup's 20 minutes the first time offered is LATER_NOW + 30 min and stays
 * first for 10 minutes. The shopper schedules for later (the first time is chosen), then picks the next
 * time or the next day's first, or sits on the page: 11 minutes later (the page clock moved on) the
 * first time has gone and the next one is chosen, with a notice. Placed with `deliver_at`, or the
 * connection cuts out; from there the time is picked again, rolls, or the order goes back to as soon as possible.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
/** Pickup's longest estimate at Brooklyn Slice House (its menu says '15–20 min'), from which later times start. */
const PICKUP_LONGEST_ESTIMATE_MINUTES = 20;
const pickupDays = (listedAt: number) => offeredDaysAroundTheClock(listedAt, PICKUP_LONGEST_ESTIMATE_MINUTES, brooklynSliceHouse.timezone);
/** The first quarter hour an hour ahead whose first day offers two times (the walk picks the second; late at night the first day may hold one). */
function laterNow(): number {
  let at = Math.ceil(Date.now() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS + 60 * 60_000;
  while (pickupDays(at)[0].slots.length < 2) at += QUARTER_HOUR_MS;
  return at;
}
export const LATER_NOW = laterNow();
/** How long the shopper sits on the page before the first time offered has gone. */
export const LATER_SITS_MS = 11 * 60_000;
const laterEvents = ['receipt.update', 'when.set', 'when.pick', 'when.tick', 'order.submit', 'xstate.done.actor.placeOrder'];
/** Which time is chosen, as the walk names it: the first offered at LATER_NOW, the next, the next day's first. */
function chosenTime(context: CheckoutContext): 'first' | 'next' | 'nextDay' | 'none' {
  const at = context.later.at.pickup;
  const [today, tomorrow] = pickupDays(LATER_NOW);
  if (at === today.slots[0]) return 'first';
  if (at === today.slots[1]) return 'next';
  if (at === tomorrow.slots[0]) return 'nextDay';
  return 'none';
}
const hasSat = (context: CheckoutContext) => context.later.listedAt !== LATER_NOW;
export const checkoutLater: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutModel,
  input: {
    ...checkoutInput,
    cartProducts: [storedCartLine],
    prefill: { contact: validContact, forDelivery: false, tender: 'cash' },
    now: LATER_NOW,
  },
  now: LATER_NOW,
  outcomes: {
    ...checkoutModel.outcomes,
    // later once, before placing; back to as soon as possible after a failed order
    'when.set': (snapshot) => {
      const context = contextOf(snapshot);
      if (!context.later.on) return context.formSubmitted ? [] : [{ type: 'when.set', later: true, now: LATER_NOW }];
      return snapshot.matches('failed') ? [{ type: 'when.set', later: false, now: LATER_NOW }] : [];
    },
    // from the first time: the next one, or the next day (its first time); the next day again after a failed order
    'when.pick': (snapshot) => {
      const context = contextOf(snapshot);
      if (!context.later.on) return [];
      const [today, tomorrow] = pickupDays(context.later.listedAt);
      const nextDay = { type: 'when.pick', at: tomorrow.slots[0], via: 'day' };
      if (snapshot.matches('failed')) return chosenTime(context) === 'nextDay' ? [] : [nextDay];
      return chosenTime(context) === 'first' ? [{ type: 'when.pick', at: today.slots[1], via: 'time' }, nextDay] : [];
    },
    // sitting on the page until the first time has gone (the page clock only moves on: once)
    'when.tick': (snapshot) => {
      const context = contextOf(snapshot);
      return context.later.on && !hasSat(context) ? [{ type: 'when.tick', now: LATER_NOW + LATER_SITS_MS }] : [];
    },
    'xstate.done.actor.placeOrder': [placed, connectionLost],
  },
  contextKey: (snapshot) => {
    const context = contextOf(snapshot);
    return {
      ...(checkoutModel.contextKey!(snapshot) as object),
      later: context.later.on,
      at: chosenTime(context),
      moved: context.later.moved,
      sat: hasSat(context),
    };
  },
  filterEvents: (snapshot, event) => {
    const context = contextOf(snapshot);
    if (!hasCurrentReceipt(context) && !snapshot.matches('submitting')) return event.type === 'receipt.update';
    // placing as soon as possible is the other walks'
    if (event.type === 'order.submit') return context.later.on || context.formSubmitted;
    // the connection cuts out only for the first time offered (the failed order's choices start from it)
    if (event.type === 'xstate.done.actor.placeOrder' && event === connectionLost)
      return chosenTime(context) === 'first' && !hasSat(context);
    return laterEvents.includes(event.type);
  },
  eventLabel: (event) => {
    if (event.type === 'when.set') return event.later ? 'schedule for later' : 'choose as soon as possible';
    if (event.type === 'when.pick') return event.via === 'day' ? 'pick the next day' : 'pick the next time';
    if (event.type === 'when.tick') return 'sit on the page 11 minutes';
    return checkoutModel.eventLabel!(event);
  },
});

/**
 * The cart changed in another tab while checkout is open (pickup, cash, details stored by the same visit): a second tab
 * of the same browser adds Mozzarella Sticks on the menu, so the cart holds a new line of its own (cart.model's
 * otherTabAdds). This checkout lists it, re-prices, and places the order with it; or the connection cut out first, and
 * the line added then makes the failed form editable again.
 */
export const otherTabLine = { ...cartLine, uuid: 'other-tab-line' };
const elsewhereEvents = ['receipt.update', 'cart.sync', 'order.submit', 'xstate.done.actor.placeOrder'];
const addedElsewhere = (context: CheckoutContext) => context.cartProducts.length > 1;
export const checkoutCartElsewhere: ModelDefinition<typeof checkoutMachine> = gatewayFirst({
  ...checkoutModel,
  input: { ...checkoutInput, cartProducts: [storedCartLine], prefill: { contact: validContact, forDelivery: false, tender: 'cash' } },
  outcomes: {
    ...checkoutModel.outcomes,
    'cart.sync': (snapshot) => {
      const context = contextOf(snapshot);
      if (addedElsewhere(context)) return [];
      return [{ type: 'cart.sync', products: [...context.cartProducts, otherTabLine], deals: { couponIds: [], promoCodeId: null } }];
    },
    // the connection cuts out before the other tab's line, the order is placed after it
    'xstate.done.actor.placeOrder': (snapshot) => (addedElsewhere(contextOf(snapshot)) ? [placed] : [connectionLost]),
  },
  contextKey: (snapshot) => ({ ...(checkoutModel.contextKey!(snapshot) as object), lines: contextOf(snapshot).cartProducts.length }),
  filterEvents: (snapshot, event) => {
    if (!hasCurrentReceipt(contextOf(snapshot)) && !snapshot.matches('submitting')) return event.type === 'receipt.update';
    // placing again from the failed form is the other walks'; here it follows the other tab's line
    if (event.type === 'order.submit' && snapshot.matches('failed')) return addedElsewhere(contextOf(snapshot));
    return elsewhereEvents.includes(event.type);
  },
  eventLabel: (event) => (event.type === 'cart.sync' ? 'another tab adds Mozzarella Sticks' : checkoutModel.eventLabel!(event)),
});
