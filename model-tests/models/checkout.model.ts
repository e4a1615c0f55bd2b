import type { AnyMachineSnapshot } from 'xstate';
import {
  checkoutMachine,
  hasCurrentReceipt,
  pricedFulfilment,
  validateContact,
  type AddressField,
  type CheckoutContext,
  type CheckoutInput,
  type ContactField,
} from '../../machines';
import { openShop } from '../../machines/checkout/checkout.fixtures';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { validContact } from '../support/storefront';

/**
 * Checkout at Brooklyn Slice House (open 24/7, cash, delivery minimum $10, no pickup minimum) with one
 * $7.50 item in the cart. So the real server places a pickup order; a delivery order is below the
 * minimum, which the receipt says ('Add $2.50 …') and Place order shows without submitting. A
 * connection cut while placing is the `failed` outcome. The app's receipt re-prices every change of
 * fulfilment (mode, deliverable address, cash): `receipt.update` is its new total arriving.
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

export const checkoutInput: CheckoutInput = {
  shop: openShop(brooklynSliceHouse.id),
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
  const errors = validateContact(context.contact);
  const next = contactOrder.find((field) => errors[field] !== undefined) ?? null;
  return { next, complete: next === null, wrong: next !== null && context.contact[next] !== '' };
}

/** Which seeded address the typed fields lead to, and how many are typed. */
function addressProgress(context: CheckoutContext) {
  const kind = (Object.keys(addresses) as AddressKind[]).find((candidate) => addresses[candidate].address === context.address.address) ?? null;
  const typed = kind ? addressOrder.filter((field) => context.address[field] === addresses[kind][field]).length : 0;
  return { kind, typed, complete: kind !== null && typed === addressOrder.length };
}

const submitted = { type: 'xstate.done.actor.submitOrder', output: { orderUuid: 'model-order' } };
const connectionLost = { type: 'xstate.error.actor.submitOrder', error: { status: null, message: 'Network Error', messages: [] } };
/** The receipt priced for what the form holds now: for delivery, $2.50 short of the minimum. */
const receiptUpdate = (context: CheckoutContext, minimumMessage = context.forDelivery ? ORDER_MINIMUM_MESSAGE : null) => ({
  type: 'receipt.update',
  receipt: { pricedFor: pricedFulfilment(context), minimumMessage },
});
const delivers = (kind: AddressKind) => ({
  type: 'xstate.done.actor.validateDeliveryAddress',
  output: { deliversTo: kind === 'deliverable', formattedAddress: `${addresses[kind].address}, ${addresses[kind].city}, ${addresses[kind].state} ${addresses[kind].zipcode}, USA` },
  kind,
});
const unplaceable = { type: 'xstate.error.actor.validateDeliveryAddress', error: { status: null, message: 'Address not found' } };

export const checkoutModel: ModelDefinition<typeof checkoutMachine> = {
  name: 'checkout',
  unreachable: {
    'checkout.editing --cart.sync--> (self)':
      'The checkout page has no cart controls: its cart changes only when another tab edits the cart, and the suites drive one tab.',
    'checkout.failed --cart.sync--> checkout.editing':
      'The checkout page has no cart controls: its cart changes only when another tab edits the cart, and the suites drive one tab.',
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
    'xstate.error.actor.validateDeliveryAddress': (snapshot) => (addressProgress(contextOf(snapshot)).kind === 'unplaceable' ? [unplaceable] : []),
    // The real server places a pickup order (a delivery one never goes: below the minimum); the connection can be cut.
    'xstate.done.actor.submitOrder': [submitted],
    'xstate.error.actor.submitOrder': [connectionLost],
    // The receipt answers only after the fulfilment it prices changed.
    'receipt.update': (snapshot) => (hasCurrentReceipt(contextOf(snapshot)) ? [] : [receiptUpdate(contextOf(snapshot))]),
    // The checkout page has no cart controls: the view sends `cart.sync` itself, on mount only.
    'cart.sync': [],
    // A guest has no saved addresses to pick from (the signed-in walk below picks one).
    'address.pick': [],
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
    // empty submit may come before it), then fulfilment, address and instructions.
    if (event.type === 'fulfilment.set' || event.type === 'address.change' || event.type === 'instructions.change') {
      return contact.complete || snapshot.matches('failed');
    }
    // An incomplete form is submitted only before anything is typed (the empty submit that shows
    // every message); the wrong emails and phones typed afterwards show theirs one by one.
    if (event.type === 'order.submit' && !contact.complete) return contact.next === 'firstName' && !contact.wrong;
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
      case 'xstate.done.actor.submitOrder':
        return 'server places order';
      case 'xstate.error.actor.submitOrder':
        return 'connection lost';
      case 'receipt.update':
        return 'receipt priced';
      default:
        return event.type;
    }
  },
};

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
  'xstate.done.actor.submitOrder',
  'xstate.error.actor.submitOrder',
];
export const checkoutFromStorage: ModelDefinition<typeof checkoutMachine> = {
  ...checkoutModel,
  input: { ...checkoutInput, cartProducts: [storedCartLine], prefill: { contact: storedCheckout.contact, forDelivery: true, address: storedCheckout.address } },
  outcomes: {
    ...checkoutModel.outcomes,
    'receipt.update': (snapshot) => (hasCurrentReceipt(contextOf(snapshot)) ? [] : [receiptUpdate(contextOf(snapshot), null)]),
    'xstate.done.actor.submitOrder': (snapshot) => (contextOf(snapshot).forDelivery ? [] : [submitted]),
    'xstate.error.actor.submitOrder': (snapshot) => (contextOf(snapshot).forDelivery ? [connectionLost] : []),
  },
  filterEvents: (snapshot, event) => {
    if (!checkoutModel.filterEvents!(snapshot, event)) return false;
    const { typed, complete } = addressProgress(contextOf(snapshot));
    // From a failed delivery order: another address is typed in (then checked), or the same one checked again.
    if (event.type === 'address.change') return snapshot.matches('failed') || (typed > 0 && !complete);
    if (event.type === 'address.validate') return snapshot.matches('failed');
    return storedPath.includes(event.type);
  },
};

/**
 * A signed-in shopper with one saved address (the seeded one outside the zone) and the same stored
 * visit: the saved address is picked from the delivery section, which checks it at once; also after a
 * connection cut left the order failed.
 */
export const savedAddress = addresses.undeliverable;
export const checkoutSignedIn: ModelDefinition<typeof checkoutMachine> = {
  ...checkoutFromStorage,
  outcomes: {
    ...checkoutFromStorage.outcomes,
    'address.pick': (snapshot) => (contextOf(snapshot).forDelivery ? [{ type: 'address.pick', address: savedAddress }] : []),
  },
  filterEvents: (snapshot, event) => {
    if (event.type !== 'address.pick') return event.type !== 'address.change' && event.type !== 'address.validate' && checkoutFromStorage.filterEvents!(snapshot, event);
    // picked once, from the stored (deliverable) address, once its total is priced: when its check answered, or after the failed order
    const context = contextOf(snapshot);
    return hasCurrentReceipt(context) && addressProgress(context).kind === 'deliverable' && (snapshot.matches('failed') || snapshot.matches({ editing: { address: 'deliverable' } }));
  },
  eventLabel: (event) => (event.type === 'address.pick' ? 'pick the saved address' : checkoutFromStorage.eventLabel!(event)),
};
