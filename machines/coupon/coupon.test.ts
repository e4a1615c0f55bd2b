import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoadDealsOutput } from './coupon.actors';
import { couponMachine } from './coupon.machine';
import type { Deal } from './coupon.types';

const shop = { id: 1001, webSlug: 'ny/brooklyn/11201/brooklyn-slice-house' };
const flat: Deal = {
  id: 100101, name: '$5 off $30', description: '', pricingType: 'flat_discount', discountAmount: 500,
  conditions: [{ id: 1, conditionType: 'order_subtotal', customerText: 'Orders of $30 or more', quantity: null, minimumOrderSubtotal: 3000, productType: null }],
};
const bundle: Deal = {
  id: 100104, name: 'Family Deal', description: '', pricingType: 'bundle_price', discountAmount: 3499,
  conditions: [
    { id: 11, conditionType: 'has_product_type', customerText: 'A large pepperoni pizza', quantity: 1, minimumOrderSubtotal: null, productType: { id: 5, productId: 50, name: 'Large 16"' } },
    { id: 12, conditionType: 'has_product_type', customerText: '12 buffalo wings', quantity: 1, minimumOrderSubtotal: null, productType: { id: 6, productId: 60, name: '12 pieces' } },
  ],
};

function start(load: () => Promise<LoadDealsOutput>) {
  const applied = vi.fn();
  const machine = couponMachine.provide({
    actors: { loadDeals: fromPromise(load) },
    actions: { applyDeal: (_, params) => applied(params) },
  });
  return { actor: createActor(machine, { input: { shopId: 1001 } }).start(), applied };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('couponMachine', () => {
  it('a flat or percent coupon goes straight to the cart', async () => {
    const { actor, applied } = start(async () => ({ shop, deals: [flat, bundle] }));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    actor.send({ type: 'deal.select', couponId: flat.id });
    expect(actor.getSnapshot().status).toBe('done');
    expect(applied).toHaveBeenCalledWith({ deal: flat, shop });
  });

  it('a bundle is added only once every qualifying product is picked', async () => {
    const { actor, applied } = start(async () => ({ shop, deals: [flat, bundle] }));
    await settle();
    actor.send({ type: 'deal.select', couponId: bundle.id });
    expect(actor.getSnapshot().value).toBe('building');
    actor.send({ type: 'bundle.pick', conditionId: 11 });
    expect(actor.getSnapshot().can({ type: 'bundle.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'bundle.pick', conditionId: 99 })).toBe(false);
    actor.send({ type: 'bundle.pick', conditionId: 12 });
    actor.send({ type: 'bundle.pick', conditionId: 12 });
    expect(actor.getSnapshot().context.picked).toEqual([11]);
    actor.send({ type: 'bundle.pick', conditionId: 12 });
    actor.send({ type: 'bundle.add' });
    expect(applied).toHaveBeenCalledWith({ deal: bundle, shop });
  });

  it('cancel returns to the cards; an unknown coupon is ignored', async () => {
    const { actor } = start(async () => ({ shop, deals: [bundle] }));
    await settle();
    expect(actor.getSnapshot().can({ type: 'deal.select', couponId: 1 })).toBe(false);
    actor.send({ type: 'deal.select', couponId: bundle.id });
    actor.send({ type: 'bundle.cancel' });
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.building).toBeNull();
  });

  it('a load failure can be retried', async () => {
    let calls = 0;
    const { actor } = start(async () => {
      calls += 1;
      if (calls === 1) throw { status: null, message: 'ERR_NETWORK', messages: [] };
      return { shop, deals: [] };
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('ERR_NETWORK');
    actor.send({ type: 'deals.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('browsing');
  });
});
