import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoadMagicCartOutput } from './magicCart.actors';
import { magicCartMachine } from './magicCart.machine';

const loaded: LoadMagicCartOutput = {
  shop: { id: 1001, webSlug: 'ny/brooklyn/11201/brooklyn-slice-house' },
  products: [],
  coupon: null,
  fulfilment: { forDelivery: false, address: null },
  checkout: { orderOptions: [], specialInstructions: '' },
  dropped: ['Truffle Calzone'],
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(load: () => Promise<LoadMagicCartOutput>) {
  const refill = vi.fn();
  const machine = magicCartMachine.provide({ actors: { loadMagicCart: fromPromise(load) }, actions: { refillCart: (_, p) => refill(p) } });
  return { actor: createActor(machine, { input: { uuid: 'u1' } }).start(), refill };
}

describe('magicCartMachine', () => {
  it('loads, refills the cart once and ends in success', async () => {
    const { actor, refill } = start(async () => loaded);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().status).toBe('done');
    expect(refill).toHaveBeenCalledExactlyOnceWith(loaded);
  });

  it('ends in error without touching the cart, and can retry', async () => {
    let calls = 0;
    const { actor, refill } = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: 404, message: "We couldn't find that cart.", messages: ["We couldn't find that cart."] };
      return loaded;
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe("We couldn't find that cart.");
    expect(refill).not.toHaveBeenCalled();
    actor.send({ type: 'magicCart.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('success');
  });
});
