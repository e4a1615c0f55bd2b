import type { AnyMachineSnapshot } from 'xstate';
import { couponMachine, type CouponContext, type Deal } from '../../machines';
import type { ModelDefinition } from '../support/model-paths';
import { brooklynSliceHouse } from '../support/seed';
import { MODEL_NOW } from './cart.model';

/** Two of Brooklyn Slice House's seeded deals (server/seed/deals.ts: ids shop*100+n, conditions coupon*10+k). */
export const seededDeals = {
  flat: {
    id: 100101, name: '$5 off $30', description: 'Take $5 off any order of $30 or more.', pricingType: 'flat_discount', discountAmount: 500,
    conditions: [{ id: 1001011, conditionType: 'order_subtotal', customerText: 'Orders of $30 or more', quantity: null, minimumOrderSubtotal: 3000, productType: null }],
  },
  bundle: {
    id: 100103, name: '2 Large Cheese Pizzas', description: 'Two large cheese pies for one price. Toppings extra.', pricingType: 'bundle_price', discountAmount: 2999,
    conditions: [{ id: 1001031, conditionType: 'has_product_type', customerText: '2 large cheese pizzas', quantity: 2, minimumOrderSubtotal: null, productType: { id: 0, productId: 0, name: 'Large 16"' } }],
  },
} satisfies Record<string, Deal>;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CouponContext;

export const couponModel: ModelDefinition<typeof couponMachine> = {
  name: 'coupon',
  machine: couponMachine,
  input: { shopId: brooklynSliceHouse.id },
  now: MODEL_NOW,
  outcomes: {
    'xstate.done.actor.loadDeals': [
      { type: 'xstate.done.actor.loadDeals', output: { shop: { id: brooklynSliceHouse.id, webSlug: brooklynSliceHouse.webSlug }, deals: [seededDeals.flat, seededDeals.bundle] }, actorId: 'loadDeals' },
    ],
    'xstate.error.actor.loadDeals': [{ type: 'xstate.error.actor.loadDeals', error: { status: null, message: 'ERR_NETWORK', messages: [] }, actorId: 'loadDeals' }],
    'deal.select': [seededDeals.flat, seededDeals.bundle].map((deal) => ({ type: 'deal.select', couponId: deal.id })),
    'bundle.pick': (snapshot) => (contextOf(snapshot).building?.conditions ?? []).map((condition) => ({ type: 'bundle.pick', conditionId: condition.id })),
  },
  contextKey: (snapshot) => ({ building: contextOf(snapshot).building?.id ?? null, picked: contextOf(snapshot).picked, loaded: contextOf(snapshot).deals.length }),
  eventLabel: (event) => {
    if (event.type === 'deal.select') return event.couponId === seededDeals.flat.id ? `apply "${seededDeals.flat.name}"` : `build "${seededDeals.bundle.name}"`;
    if (event.type === 'bundle.pick') return 'pick the pizzas';
    if (event.type === 'bundle.add') return 'add the deal';
    if (event.type === 'bundle.cancel') return 'back to deals';
    if (event.type === 'deals.retry') return 'try again';
    if (event.type === 'xstate.done.actor.loadDeals') return 'deals load';
    if (event.type === 'xstate.error.actor.loadDeals') return 'connection lost';
    return event.type;
  },
};
