import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartProduct } from '../cart/cart.types';
import { placeOrderMachine } from '../placeOrder/placeOrder.machine';
import type { ValidateDeliveryAddressOutput } from './checkout.actors';
import { checkoutMachine } from './checkout.machine';
import { openShop } from './checkout.fixtures';

// checkout §8, quoted
const UNSAVED = 'You have unsaved changes on this page. Please save changes before placing your order.';
const CORRECT_ERRORS = 'Please correct errors to continue';

const line: CartProduct = {
  uuid: 'l1',
  id: 5,
  name: 'Margherita',
  description: '',
  productTypeId: 51,
  productTypeName: 'Large',
  selections: {},
  specialRequest: '',
  quantity: 1,
  price: 1800,
  isBestSeller: false,
  couponId: null,
};
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' };
const address = { address: '1 Main St', address2: '', city: 'Austin', state: 'TX', zipcode: '78701' };

// The platform API (zone check, POST v2 orders) and the app's receipt are stubbed boundaries: every fulfilment is priced at once.
function start() {
  const submitted: unknown[] = [];
  let actor: ReturnType<typeof createActor<typeof machine>>;
  const machine = checkoutMachine.provide({
    actions: {
      shareFulfilment: (_, { fulfilment }) =>
        actor.send({ type: 'receipt.update', receipt: { pricedFor: fulfilment, minimumMessage: null } }),
      persistCheckout: () => {},
      forgetPlacedOrder: () => {},
      clearCart: () => {},
      showConfirmation: () => {},
    },
    actors: {
      validateDeliveryAddress: fromPromise(
        async (): Promise<ValidateDeliveryAddressOutput> => ({ deliversTo: true, formattedAddress: '1 Main St, Austin, TX 78701' }),
      ),
      placeOrder: placeOrderMachine.provide({
        actors: { submitOrder: fromPromise(async ({ input }) => (submitted.push(input), { orderUuid: 'order-1', challengeUrl: null })) },
      }),
    },
  });
  actor = createActor(machine, { input: { shop: openShop(11), cartProducts: [line], idempotencyKey: 'idem-1' } });
  actor.start();
  for (const [field, value] of Object.entries(contact)) actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
  actor.send({ type: 'fulfilment.set', forDelivery: true });
  for (const [field, value] of Object.entries(address)) actor.send({ type: 'address.change', field: field as keyof typeof address, value });
  return { actor, submitted };
}

describe('Place order with an unsaved change (checkout §8)', () => {
  it('a delivery address typed but not checked is an unsaved change: the summary says so and nothing is placed', () => {
    const { actor, submitted } = start();
    expect(actor.getSnapshot().context.addressValidation).toBe('idle');
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.summaryErrors).toEqual([UNSAVED]);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(submitted).toEqual([]);
  });

  it('once checked ("Check address" saves it) the order goes', async () => {
    const { actor, submitted } = start();
    actor.send({ type: 'address.validate' });
    await waitFor(actor, (state) => state.context.addressValidation === 'deliverable');
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (state) => state.matches('placed'));
    expect(submitted).toHaveLength(1);
  });

  it('an address still missing a part is an error to correct, not an unsaved change', () => {
    const { actor } = start();
    actor.send({ type: 'address.change', field: 'city', value: '' });
    actor.send({ type: 'order.submit' });
    expect(actor.getSnapshot().context.summaryErrors).toEqual([CORRECT_ERRORS]);
  });
});
