import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { openShop } from '@machines/checkout/checkout.fixtures';
import { checkoutMachine } from '@machines/checkout/checkout.machine';
import { placeOrderMachine } from '@machines/placeOrder/placeOrder.machine';
import type { CartProduct } from '@machines/cart/cart.types';
import type { Analytics } from './tracker';
import { watchCheckout } from './useCheckoutAnalytics';

/*
 * Checkout's analytics read from the real checkout machine. Stubbed boundaries: the machine's effects
 * (the app's receipt prices every fulfilment at once; submitOrder answers as the server would) and
 * the analytics tracker (its calls are recorded).
 */
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

function start(submit: () => Promise<{ orderUuid: string }>) {
  let actor: ReturnType<typeof createActor<typeof machine>>;
  const machine = checkoutMachine.provide({
    actions: {
      shareFulfilment: (_, { fulfilment }) =>
        actor.send({ type: 'receipt.update', receipt: { pricedFor: fulfilment, minimumMessage: null } }),
      persistCheckout: () => {},
    },
    // placeOrder's POST v2 orders is the stubbed boundary; the rest of placeOrder is the real machine
    actors: {
      placeOrder: placeOrderMachine.provide({
        actors: { submitOrder: fromPromise(async () => ({ orderUuid: (await submit()).orderUuid, challengeUrl: null as string | null })) },
      }),
    },
  });
  actor = createActor(machine, { input: { shop: openShop(11), cartProducts: [line], idempotencyKey: 'idem-1' } });
  const analytics = {
    personalInfoEdit: vi.fn(),
    checkoutErrorBeforeSubmit: vi.fn(),
    completedSection: vi.fn(),
    orderFailed: vi.fn(),
    track: vi.fn(),
  };
  const stop = watchCheckout(actor, analytics as unknown as Analytics);
  actor.start();
  return { actor, analytics, stop };
}

describe('checkout analytics', () => {
  it('reports contact edits by field, a refused submit with its error fields, and completed sections', () => {
    const { actor, analytics } = start(async () => ({ orderUuid: 'o-1' }));
    actor.send({ type: 'order.submit' });
    expect(analytics.checkoutErrorBeforeSubmit).toHaveBeenCalledWith(
      expect.arrayContaining(['contactDetails.firstName', 'contactDetails.email']),
    );
    expect(analytics.completedSection).not.toHaveBeenCalledWith('contactDetails');
    for (const [field, value] of Object.entries(contact))
      actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
    expect(analytics.personalInfoEdit.mock.calls.map(([field]) => field)).toEqual(['firstName', 'lastName', 'email', 'phone']);
    expect(analytics.completedSection).toHaveBeenCalledWith('contactDetails');
  });

  it("reports a failed order with the server's message and error codes, and a placed order", async () => {
    let attempt = 0;
    const { actor, analytics, stop } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw { status: 422, message: 'Shop is closed', messages: ['Shop is closed'], orderErrorCodes: ['shop_closed'] };
      return { orderUuid: 'o-2' };
    });
    for (const [field, value] of Object.entries(contact))
      actor.send({ type: 'contact.change', field: field as keyof typeof contact, value });
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(analytics.orderFailed).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Shop is closed', orderErrorCodes: ['shop_closed'] }),
    );
    actor.send({ type: 'order.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('placed'));
    expect(analytics.track).toHaveBeenCalledWith('order_placed', { orderUuid: 'o-2' });
    stop();
  });
});
