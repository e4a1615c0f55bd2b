import snakecaseKeys from 'snakecase-keys';
import { describe, expect, it } from 'vitest';
import { placeOrderRequest } from '../../server/contract';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import type { ValidateDeliveryAddressInput, ValidateDeliveryAddressOutput } from './checkout.actors';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import type { PlaceOrderPayload } from './checkout.payload';

type SubmitOrderInput = { payload: PlaceOrderPayload; idempotencyKey: string };
import { checkoutMachine } from './checkout.machine';
import { buildOrderPayload, normalizeAddress2 } from './checkout.payload';
import { isOrderReady, validateOrder } from './checkout.rules';
import type { CheckoutContext, CheckoutDeals, CheckoutInput, CheckoutMemory, CheckoutShop, PricedFulfilment } from './checkout.types';
import { createCheckoutContext } from './checkout.context';
import { openShop } from './checkout.fixtures';

const shop = openShop(11);
const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: { '7': [71, 72], '8': [81] },
  specialRequest: ' well done ',
  quantity: 2,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
const address = { address: '1 Main St', address2: 'Apt 4', city: 'Austin', state: 'TX', zipcode: '78701' };

type Effects = {
  validate?: (input: ValidateDeliveryAddressInput) => Promise<ValidateDeliveryAddressOutput>;
  submit?: (input: SubmitOrderInput) => Promise<{ orderUuid: string }>;
  /** The app's receipt (a stubbed boundary): 'instant' prices every shared fulfilment at once; 'manual' leaves it to the test. */
  pricing?: 'instant' | 'manual';
  minimumMessage?: string | null;
};

// validateDeliveryAddress and submitOrder are stubbed boundaries (the platform API): they record
// what the machine sent and answer as the server would.
function start(
  effects: Effects = {},
  overrides: { shop?: Partial<CheckoutShop>; cartProducts?: CartProduct[]; deals?: CheckoutDeals; prefill?: CheckoutInput['prefill'] } = {},
) {
  const submitted: SubmitOrderInput[] = [];
  const validated: ValidateDeliveryAddressInput[] = [];
  const shared: PricedFulfilment[] = [];
  const remembered: CheckoutMemory[] = [];
  const forgotten: string[] = [];
  const afterPlacing: string[] = [];
  let actor: ReturnType<typeof createActor<typeof machine>>;
  const machine = checkoutMachine.provide({
    actions: {
      shareFulfilment: (_, { fulfilment }) => {
        shared.push(fulfilment);
        if ((effects.pricing ?? 'instant') === 'instant') {
          actor.send({ type: 'receipt.update', receipt: { pricedFor: fulfilment, minimumMessage: effects.minimumMessage ?? null } });
        }
      },
      persistCheckout: (_, memory) => void remembered.push(memory),
      forgetPlacedOrder: () => void forgotten.push(actor.getSnapshot().context.completedOrderUuid ?? ''),
      clearCart: () => void afterPlacing.push('cart cleared'),
      showConfirmation: (_, { orderUuid }) => void afterPlacing.push(`confirmation of ${orderUuid}`),
    },
    actors: {
      validateDeliveryAddress: fromPromise(async ({ input }) => {
        validated.push(input);
        return (effects.validate ?? (async () => ({ deliversTo: true, formattedAddress: '1 Main St, Austin, TX 78701' })))(input);
      }),
      // the placeOrder child with its POST v2 orders stubbed (a cash order never tokenizes, saves or is challenged)
      placeOrder: placeOrderMachine.provide({
        actors: {
          submitOrder: fromPromise(async ({ input }) => {
            submitted.push(input);
            const { orderUuid } = await (effects.submit ?? (async () => ({ orderUuid: 'order-1' })))(input);
            return { orderUuid, challengeUrl: null };
          }),
        },
      }),
    },
  });
  actor = createActor(machine, {
    input: {
      shop: { ...shop, ...overrides.shop },
      cartProducts: overrides.cartProducts ?? [line],
      idempotencyKey: 'idem-1',
      ...(overrides.deals ? { deals: overrides.deals } : {}),
      ...(overrides.prefill ? { prefill: overrides.prefill } : {}),
    },
  });
  actor.start();
  return { actor, submitted, validated, shared, remembered, forgotten, afterPlacing };
}

function fillContact(actor: ReturnType<typeof start>['actor']) {
  for (const [field, value] of Object.entries(contact)) actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
}
function fillAddress(actor: ReturnType<typeof start>['actor']) {
  for (const [field, value] of Object.entries(address)) actor.send({ type: 'address.change', field: field as keyof typeof address, value });
}

describe('checkoutMachine editing', () => {
  it('starts editing, pickup, cash, with no errors shown', () => {
    const { actor } = start();
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ editing: { address: 'idle' } });
    expect(context).toMatchObject({
      forDelivery: false,
      tender: 'cash',
      formSubmitted: false,
      summaryErrors: [],
      idempotencyKey: 'idem-1',
    });
    expect(context.errors).toEqual({ contactDetails: {}, orderInformation: {}, payment: {}, cartReview: {} });
  });

  it('order.submit with an invalid form stays editing, marks it submitted and shows errors', () => {
    const { actor, submitted } = start();
    actor.send({ type: 'order.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toEqual({ editing: { address: 'idle' } });
    expect(context.formSubmitted).toBe(true);
    expect(context.summaryErrors).toEqual(['Please correct errors to continue']);
    expect(context.errors.contactDetails).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone is required',
    });
    expect(submitted).toEqual([]);
  });

  it('after a submit, errors follow every edit and clear when the form is ready', () => {
    const { actor } = start();
    actor.send({ type: 'order.submit' });
    actor.send({ type: 'contact.change', field: 'firstName', value: 'Ada' });
    expect(actor.getSnapshot().context.errors.contactDetails.firstName).toBeUndefined();
    actor.send({ type: 'contact.change', field: 'phone', value: '555' });
    expect(actor.getSnapshot().context.errors.contactDetails.phone).toBe('Mobile phone number is too short');
    fillContact(actor);
    expect(actor.getSnapshot().context.errors.contactDetails).toEqual({});
    expect(actor.getSnapshot().context.summaryErrors).toEqual([]);
  });

  it('before a submit, edits show no errors', () => {
    const { actor } = start();
    actor.send({ type: 'contact.change', field: 'email', value: 'nope' });
    expect(actor.getSnapshot().context.errors.contactDetails).toEqual({});
    expect(actor.getSnapshot().context.contact.email).toBe('nope');
  });

  it('instructions.change and fulfilment.set update the form', () => {
    const { actor } = start();
    actor.send({ type: 'instructions.change', value: 'Ring twice' });
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    expect(actor.getSnapshot().context).toMatchObject({ specialInstructions: 'Ring twice', forDelivery: true });
  });

  it('cart.sync replaces the cart lines; an emptied cart blocks the order', () => {
    const { actor } = start();
    fillContact(actor);
    actor.send({ type: 'cart.sync', products: [] });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.cartReview).toEqual({ cart: 'Please add items to your cart to checkout' });
    actor.send({ type: 'cart.sync', products: [line] });
    expect(actor.getSnapshot().context.errors.cartReview).toEqual({});
  });
});

describe('checkoutMachine delivery address', () => {
  it('address.validate needs every required field and a valid zip', () => {
    const { actor } = start();
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    expect(actor.getSnapshot().can({ type: 'address.validate' })).toBe(false);
    fillAddress(actor);
    actor.send({ type: 'address.change', field: 'zipcode', value: '787' });
    expect(actor.getSnapshot().can({ type: 'address.validate' })).toBe(false);
    actor.send({ type: 'address.change', field: 'zipcode', value: '78701-1234' });
    expect(actor.getSnapshot().can({ type: 'address.validate' })).toBe(true);
  });

  it('a deliverable address', async () => {
    const { actor, validated } = start();
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'validating' } });
    expect(actor.getSnapshot().context.addressValidation).toBe('validating');
    const done = await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    expect(done.context.addressValidation).toBe('deliverable');
    expect(done.context.formattedAddress).toBe('1 Main St, Austin, TX 78701');
    expect(validated).toEqual([{ shopId: 11, address }]);
  });

  it('an address outside the zone is undeliverable', async () => {
    const { actor } = start({ validate: async () => ({ deliversTo: false, formattedAddress: 'Far away' }) });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    const done = await waitFor(actor, (s) => s.matches({ editing: { address: 'undeliverable' } }));
    expect(done.context.addressValidation).toBe('undeliverable');
  });

  it('a validation failure marks the address invalid', async () => {
    const { actor } = start({ validate: async () => Promise.reject({ status: 422, message: 'bad address' }) });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    const done = await waitFor(actor, (s) => s.matches({ editing: { address: 'invalid' } }));
    expect(done.context.addressValidation).toBe('invalid');
  });

  it('a saved address picked replaces the fields and is checked at once, also after a failed order', async () => {
    const saved = { address: '9 Saved Ave', address2: '#2F', city: 'Austin', state: 'TX', zipcode: '78702' };
    const { actor, validated, remembered } = start({
      submit: async () => Promise.reject({ status: null, message: 'Network Error', messages: [] }),
    });
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    fillAddress(actor);
    actor.send({ type: 'address.pick', address: saved });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'validating' } });
    expect(actor.getSnapshot().context.address).toEqual(saved);
    expect(remembered.at(-1)?.address).toEqual(saved);
    await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'address.pick', address });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'validating' } });
    expect(validated.map((v) => v.address)).toEqual([saved, address]);
  });

  it('changing the address drops the validation result (and abandons one in flight)', async () => {
    let answer!: (value: ValidateDeliveryAddressOutput) => void;
    const { actor } = start({ validate: () => new Promise((resolve) => (answer = resolve)) });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    actor.send({ type: 'address.change', field: 'address', value: '2 Main St' });
    answer({ deliversTo: true, formattedAddress: 'x' });
    await Promise.resolve();
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'idle' } });
    expect(actor.getSnapshot().context.addressValidation).toBe('idle');
    expect(actor.getSnapshot().context.address.address).toBe('2 Main St');
  });

  it('after a submit, changing a validated address shows the address error again', async () => {
    const { actor } = start();
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.errors.orderInformation).toEqual({});
    actor.send({ type: 'address.change', field: 'address', value: '9 Elm St' });
    expect(actor.getSnapshot().context.errors.orderInformation).toEqual({ address: 'Please provide a valid delivery address.' });
  });

  it('re-validating from every result state is possible, but not while validating', async () => {
    const { actor } = start({ validate: async () => Promise.reject({ status: null }) });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    expect(actor.getSnapshot().can({ type: 'address.validate' })).toBe(false);
    await waitFor(actor, (s) => s.matches({ editing: { address: 'invalid' } }));
    expect(actor.getSnapshot().can({ type: 'address.validate' })).toBe(true);
  });
});

describe('isOrderReady', () => {
  const base = { ...createCheckoutContext({ shop, cartProducts: [line], idempotencyKey: 'k' }), contact };
  const ready = (overrides: Partial<CheckoutContext>) => isOrderReady({ ...base, ...overrides });
  const deliveryBase = { forDelivery: true, address, addressValidation: 'deliverable' as const };

  it('pickup: ready with a cart, valid contact and a shop that does pickup', () => {
    expect(ready({})).toBe(true);
    expect(ready({ cartProducts: [] })).toBe(false);
    expect(ready({ contact: { ...contact, email: 'x' } })).toBe(false);
    expect(ready({ shop: { ...shop, doesPickup: false } })).toBe(false);
    expect(ready({ shop: { ...shop, isOpenForPickup: false } })).toBe(false);
    expect(ready({ shop: { ...shop, isOpenForPickup: false, nextPickupOpen: '2025-01-02T11:00:00Z' } })).toBe(true);
    expect(ready({ shop: { ...shop, acceptsCash: false } })).toBe(false);
  });

  it('delivery: needs delivery support and a deliverable address', () => {
    expect(ready(deliveryBase)).toBe(true);
    for (const addressValidation of ['idle', 'validating', 'undeliverable', 'invalid'] as const) {
      expect(ready({ ...deliveryBase, addressValidation })).toBe(false);
    }
    expect(ready({ ...deliveryBase, shop: { ...shop, doesDelivery: false } })).toBe(false);
    expect(ready({ ...deliveryBase, shop: { ...shop, isOpenForDelivery: false } })).toBe(false);
    expect(ready({ ...deliveryBase, shop: { ...shop, isOpenForDelivery: false, nextDeliveryOpen: '2025-01-02T11:00:00Z' } })).toBe(true);
    expect(ready({ ...deliveryBase, address: { ...address, city: '' } })).toBe(false);
    // pickup ignores the address entirely
    expect(ready({ ...deliveryBase, forDelivery: false, addressValidation: 'invalid' })).toBe(true);
  });

  it('names what is wrong per section', () => {
    const errors = validateOrder({
      ...base,
      forDelivery: true,
      address: { ...address, city: ' ', zipcode: 'abc' },
      addressValidation: 'idle',
      cartProducts: [],
    });
    expect(errors.orderInformation).toEqual({
      city: 'This is a required field.',
      zipcode: 'Please check your delivery address includes a zip code',
      address: 'Please provide a valid delivery address.',
    });
    expect(errors.cartReview).toEqual({ cart: 'Please add items to your cart to checkout' });
    expect(validateOrder({ ...base, ...deliveryBase, addressValidation: 'undeliverable' }).orderInformation).toEqual({
      address: "Sorry, this pizzeria doesn't deliver to that location. Use a new address, switch to pickup, or start a new search.",
    });
    expect(validateOrder({ ...base, shop: { ...shop, doesPickup: false } }).orderInformation).toEqual({
      fulfilment: 'This pizzeria is not taking pickup orders right now.',
    });
    expect(validateOrder({ ...base, ...deliveryBase, shop: { ...shop, doesDelivery: false } }).orderInformation).toEqual({
      fulfilment: 'This pizzeria is not taking delivery orders right now.',
    });
    expect(validateOrder({ ...base, shop: { ...shop, acceptsCash: false } }).payment).toEqual({
      tender: 'A valid payment method is required',
    });
  });
});

describe('checkoutMachine placing the order', () => {
  it('places a pickup order and ends with its uuid', async () => {
    const { actor, submitted } = start();
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('placed');
    expect(done.output).toEqual({ orderUuid: 'order-1' });
    expect(done.context.completedOrderUuid).toBe('order-1');
    expect(submitted).toHaveLength(1);
    expect(submitted[0].idempotencyKey).toBe('idem-1');
    expect(submitted[0].payload.order.shippingType).toBe('pickup');
  });

  it("places the order with the cart's deals, kept current by cart.sync", async () => {
    const { actor, submitted } = start({}, { deals: { couponIds: [300], promoCodeId: null } });
    expect(actor.getSnapshot().context.deals).toEqual({ couponIds: [300], promoCodeId: null });
    const bundleLine = { ...line, uuid: 'l2', couponId: 400 };
    // the receipt's cart (a wider object) may be handed over: only the deal fields are kept
    const receiptCart = { shopId: 11, products: [line, bundleLine], couponIds: [400], promoCodeId: 2 };
    actor.send({ type: 'cart.sync', products: [line, bundleLine], deals: receiptCart });
    expect(actor.getSnapshot().context.deals).toEqual({ couponIds: [400], promoCodeId: 2 });
    // a sync without deals keeps them
    actor.send({ type: 'cart.sync', products: [line, bundleLine] });
    expect(actor.getSnapshot().context.deals).toEqual({ couponIds: [400], promoCodeId: 2 });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0].payload.order).toMatchObject({ couponIds: [400], promoCodeId: 2 });
    expect(submitted[0].payload.order.orderItemsAttributes.map((item) => item.couponId)).toEqual([null, 400]);
  });

  it('places a delivery order to the validated address', async () => {
    const { actor, submitted } = start();
    fillContact(actor);
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    fillAddress(actor);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    actor.send({ type: 'address.validate' });
    await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted[0].payload.order).toMatchObject({
      shippingType: 'delivery',
      deliveryAddress: '1 Main St',
      deliveryFloor: '#Apt 4',
      deliveryPostcode: '78701',
    });
  });

  it('a server failure shows its messages; a retry keeps the idempotency key', async () => {
    let attempt = 0;
    const { actor, submitted } = start({
      submit: async () =>
        ++attempt === 1 ? Promise.reject({ status: 422, message: 'x', messages: ['Shop is closed'] }) : { orderUuid: 'order-2' },
    });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.summaryErrors).toEqual(['Shop is closed']);
    actor.send({ type: 'order.submit' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ orderUuid: 'order-2' });
    expect(submitted.map((s) => s.idempotencyKey)).toEqual(['idem-1', 'idem-1']);
  });

  it('a network failure shows the generic message', async () => {
    const { actor } = start({ submit: async () => Promise.reject(new Error('Network Error')) });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.summaryErrors).toEqual(['Something went wrong, please try again.']);
  });

  it('the form stays editable after a failure and returns to editing with the address result kept', async () => {
    const { actor } = start({ submit: async () => Promise.reject(new Error('down')) });
    fillContact(actor);
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    fillAddress(actor);
    actor.send({ type: 'address.validate' });
    await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'instructions.change', value: 'Leave at door' });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'deliverable' } });
    expect(actor.getSnapshot().context.specialInstructions).toBe('Leave at door');
  });

  it('from failed: an address change goes to idle, address.validate validates, an invalid submit shows errors', async () => {
    const { actor } = start({ submit: async () => Promise.reject(new Error('down')) });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'address.change', field: 'city', value: 'Austin' });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'idle' } });

    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    fillAddress(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'address.validate' });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'validating' } });

    const second = start({ submit: async () => Promise.reject(new Error('down')) });
    fillContact(second.actor);
    second.actor.send({ type: 'order.submit' });
    await waitFor(second.actor, (s) => s.matches('failed'));
    second.actor.send({ type: 'fulfilment.set', forDelivery: true });
    second.actor.send({ type: 'order.submit' });
    expect(second.actor.getSnapshot().value).toEqual({ editing: { address: 'idle' } });
    expect(second.actor.getSnapshot().context.summaryErrors).toEqual(['Please correct errors to continue']);
  });

  it('from failed an invalid order.submit returns to editing with errors', async () => {
    const { actor } = start({ submit: async () => Promise.reject(new Error('down')) });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'contact.change', field: 'email', value: 'bad' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.errors.contactDetails.email).toBe('Please enter a valid e-mail address');
  });

  it('edits are not accepted while submitting', () => {
    const { actor } = start({ submit: () => new Promise(() => {}) });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().can({ type: 'contact.change', field: 'email', value: 'x' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(false);
  });
});

describe('checkoutMachine and the receipt', () => {
  it('places the order only with a total priced for this fulfilment (a stale or failed receipt blocks it)', () => {
    const { actor, submitted, shared } = start({ pricing: 'manual' });
    fillContact(actor);
    expect(shared.at(-1)).toEqual({ forDelivery: false, address: null, tender: 'cash', tipAmount: 0 });
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(false);
    // priced for pickup, then the shopper switches to delivery: that total is not this order's
    actor.send({ type: 'receipt.update', receipt: { pricedFor: shared.at(-1)!, minimumMessage: null } });
    expect(actor.getSnapshot().can({ type: 'order.submit' })).toBe(true);
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    expect(shared.at(-1)).toEqual({ forDelivery: true, address: null, tender: 'cash', tipAmount: 0 });
    actor.send({ type: 'fulfilment.set', forDelivery: false });
    actor.send({ type: 'receipt.update', receipt: { pricedFor: null, minimumMessage: null } });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(submitted).toEqual([]);
  });

  it('below the minimum, Place order says how much to add and does not submit', () => {
    const minimum = 'Add $2.50 to meet the minimum order.';
    const { actor, submitted } = start({ minimumMessage: minimum });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'idle' } });
    expect(actor.getSnapshot().context.summaryErrors).toEqual([minimum]);
    expect(submitted).toEqual([]);
    // the cart grows: the receipt meets the minimum, the order goes
    actor.send({
      type: 'receipt.update',
      receipt: { pricedFor: { forDelivery: false, address: null, tender: 'cash', tipAmount: 0 }, minimumMessage: null },
    });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('a delivery address that arrives with checkout is checked without a click', async () => {
    const { actor, validated, shared } = start({}, { prefill: { forDelivery: true, address } });
    expect(actor.getSnapshot().value).toEqual({ editing: { address: 'validating' } });
    await waitFor(actor, (s) => s.matches({ editing: { address: 'deliverable' } }));
    expect(validated).toHaveLength(1);
    expect(shared.at(-1)).toEqual({ forDelivery: true, address, tender: 'cash', tipAmount: 0 });
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('a remembered address for pickup, or one edited, waits for Check address', () => {
    const pickup = start({}, { prefill: { forDelivery: false, address } });
    expect(pickup.actor.getSnapshot().value).toEqual({ editing: { address: 'idle' } });
    expect(pickup.validated).toHaveLength(0);
  });

  it('a delivery-only shop starts with delivery, a pickup-only shop with pickup', () => {
    const deliveryOnly = start({}, { shop: { doesPickup: false } });
    expect(deliveryOnly.actor.getSnapshot().context.forDelivery).toBe(true);
    const pickupOnly = start({}, { shop: { doesDelivery: false }, prefill: { forDelivery: true } });
    expect(pickupOnly.actor.getSnapshot().context.forDelivery).toBe(false);
  });

  it('once placed, the machine empties the cart and shows the confirmation (not a view effect)', async () => {
    const { actor, afterPlacing } = start();
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(afterPlacing).toEqual([]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(afterPlacing).toEqual(['cart cleared', 'confirmation of order-1']);
  });

  it('once placed, the stored fulfilment and payment are forgotten (spec: cleared on success)', async () => {
    const { actor, forgotten } = start();
    fillContact(actor);
    actor.send({ type: 'order.submit' });
    expect(forgotten).toEqual([]);
    await waitFor(actor, (s) => s.status === 'done');
    expect(forgotten).toHaveLength(1);
  });

  it('stores contact, fulfilment and tender on every change', () => {
    const { actor, remembered } = start();
    actor.send({ type: 'contact.change', field: 'email', value: 'ada@example.com' });
    expect(remembered.at(-1)?.contact.email).toBe('ada@example.com');
    actor.send({ type: 'fulfilment.set', forDelivery: true });
    expect(remembered.at(-1)?.forDelivery).toBe(true);
    actor.send({ type: 'address.change', field: 'zipcode', value: '11201' });
    expect(remembered.at(-1)).toEqual({
      contact: { firstName: '', lastName: '', email: 'ada@example.com', phone: '' },
      forDelivery: true,
      address: { address: '', address2: '', city: '', state: '', zipcode: '11201' },
      tender: 'cash',
      tip: { percentage: 0, custom: '' },
      orderOptions: [],
      specialInstructions: '',
    });
  });

  it('stores the order options and instructions, and starts from stored ones (a reorder hands them over, issue 31 item 6)', () => {
    const { actor, remembered } = start();
    actor.send({ type: 'option.toggle', option: 'include_utensils', on: true });
    expect(remembered.at(-1)?.orderOptions).toEqual(['include_utensils']);
    actor.send({ type: 'instructions.change', value: 'Ring twice' });
    expect(remembered.at(-1)?.specialInstructions).toBe('Ring twice');
    const reordered = start({}, { prefill: { orderOptions: ['include_utensils'], specialInstructions: 'Ring twice' } });
    expect(reordered.actor.getSnapshot().context).toMatchObject({ orderOptions: ['include_utensils'], specialInstructions: 'Ring twice' });
  });

  it('stores the tip with them (a reload keeps it, issue 31 item 6), and starts from a stored one', () => {
    const { actor, remembered } = start({}, { shop: { tipsForPickup: true } });
    actor.send({ type: 'tip.choose', percentage: 20 });
    expect(remembered.at(-1)?.tip).toEqual({ percentage: 20, custom: '' });
    actor.send({ type: 'tip.choose', percentage: -1 });
    actor.send({ type: 'tip.customChange', value: '4.50' });
    expect(remembered.at(-1)?.tip).toEqual({ percentage: -1, custom: '4.50' });
    const reloaded = start({}, { shop: { tipsForPickup: true }, prefill: { tip: remembered.at(-1)!.tip } });
    expect(reloaded.actor.getSnapshot().context.tip).toEqual({ percentage: -1, custom: '4.50' });
    expect(reloaded.shared.at(-1)?.tipAmount).toBe(450);
  });
});

describe('buildOrderPayload', () => {
  const context = {
    ...createCheckoutContext({ shop, cartProducts: [line], idempotencyKey: 'k' }),
    contact: { ...contact, email: ' ada@example.com ' },
  };

  it('builds the camelCase placeOrderRequest for pickup', () => {
    expect(buildOrderPayload({ ...context, specialInstructions: 'Extra napkins' })).toEqual({
      order: {
        shopId: 11,
        placedVia: 'web',
        customerOrigin: 'marketplace',
        shippingType: 'pickup',
        orderItemsAttributes: [
          { productsTypeId: 51, productsQuantity: 2, productsInstruction: 'well done', selectionIds: [71, 72, 81], couponId: null },
        ],
        paymentMethod: 'cash',
        email: 'ada@example.com',
        deliveryFirstName: 'Ada',
        deliveryLastName: 'Lovelace',
        deliveryTelephone: '5551234567',
        deliveryInstruction: 'Extra napkins',
        transactionalSms: true,
      },
      orderOptionTypes: [],
    });
    // text updates are on unless the shopper turns them off
    expect(buildOrderPayload({ ...context, textUpdates: false }).order.transactionalSms).toBe(false);
  });

  it("sends the browser's attribution: the source only when there is one", () => {
    const direct = createCheckoutContext({
      shop,
      cartProducts: [line],
      idempotencyKey: 'k',
      attribution: { customerOrigin: 'direct', attributionSource: '' },
    });
    expect(buildOrderPayload(direct).order.customerOrigin).toBe('direct');
    expect(buildOrderPayload(direct).order).not.toHaveProperty('attributionSource');
    const sms = {
      ...context,
      attribution: { customerOrigin: 'marketplace' as const, attributionSource: 'teleflow_sms_quick_reorder_prompt' },
    };
    expect(buildOrderPayload(sms).order).toMatchObject({
      customerOrigin: 'marketplace',
      attributionSource: 'teleflow_sms_quick_reorder_prompt',
    });
  });

  it('sends no deals when the cart has none', () => {
    expect(context.deals).toEqual({ couponIds: [], promoCodeId: null });
    const { order } = buildOrderPayload(context);
    expect(order).not.toHaveProperty('couponIds');
    expect(order).not.toHaveProperty('promoCodeId');
  });

  it("sends the cart's coupon ids (with each bundle line's coupon) and its promo code id", () => {
    const flatCoupon = { ...context, deals: { couponIds: [100101], promoCodeId: null } };
    expect(buildOrderPayload(flatCoupon).order).toMatchObject({ couponIds: [100101] });
    expect(buildOrderPayload(flatCoupon).order).not.toHaveProperty('promoCodeId');

    const bundle = [
      { ...line, uuid: 'b1', couponId: 100103 },
      { ...line, uuid: 'b2', couponId: 100103 },
    ];
    const withBundle = buildOrderPayload({ ...context, cartProducts: [line, ...bundle], deals: { couponIds: [100103], promoCodeId: 2 } });
    expect(withBundle.order.couponIds).toEqual([100103]);
    expect(withBundle.order.promoCodeId).toBe(2);
    expect(withBundle.order.orderItemsAttributes.map((item) => item.couponId)).toEqual([null, 100103, 100103]);
    // a line tied to a coupon the deals do not name still names it in coupon_ids
    expect(buildOrderPayload({ ...context, cartProducts: bundle }).order.couponIds).toEqual([100103]);
  });

  it('adds the delivery address (postcode as a string, floor with one #) for delivery', () => {
    const payload = buildOrderPayload({ ...context, forDelivery: true, address: { ...address, address2: '##5' } });
    expect(payload.order).toMatchObject({
      shippingType: 'delivery',
      deliveryAddress: '1 Main St',
      deliveryFloor: '#5',
      deliveryCity: 'Austin',
      deliveryState: 'TX',
      deliveryPostcode: '78701',
    });
    expect(buildOrderPayload({ ...context, forDelivery: true, address: { ...address, address2: '' } }).order.deliveryFloor).toBeUndefined();
  });

  it('snake_cased, it is a valid placeOrderRequest of the server contract', () => {
    for (const forDelivery of [false, true]) {
      const wire = snakecaseKeys(buildOrderPayload({ ...context, forDelivery, address }), { deep: true });
      expect(placeOrderRequest.parse(wire)).toEqual(wire);
      expect(wire.order.order_items_attributes[0]).toMatchObject({ products_type_id: 51, selection_ids: [71, 72, 81] });
      const withDeals = snakecaseKeys(
        buildOrderPayload({
          ...context,
          forDelivery,
          address,
          cartProducts: [{ ...line, couponId: 100103 }],
          deals: { couponIds: [100101], promoCodeId: 2 },
        }),
        { deep: true },
      );
      expect(placeOrderRequest.parse(withDeals)).toEqual(withDeals);
      expect(withDeals.order).toMatchObject({ coupon_ids: [100101, 100103], promo_code_id: 2, payment_method: 'cash' });
      expect(withDeals.order.order_items_attributes[0].coupon_id).toBe(100103);
    }
  });

  it('normalizes address2 to a single leading #', () => {
    expect(normalizeAddress2('Apt 4')).toBe('#Apt 4');
    expect(normalizeAddress2('# 4')).toBe('#4');
    expect(normalizeAddress2('###4')).toBe('#4');
    expect(normalizeAddress2('  ')).toBe('');
  });
});
