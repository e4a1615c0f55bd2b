import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { CHAIN_MAX_EVENTS, itemsOf } from './chained-cover';
import { buildPaths, type ModelDefinition, type ModelPath } from './model-paths';
import { checkoutModel } from '../models/checkout.model';
import { cartModel } from '../models/cart.model';
import { trackingModel } from '../models/tracking.model';
import { placeOrderGuestCard } from '../models/placeOrder.model';

/** A menu with a drawer: every state has a way back, so one walk can go through it all. */
const drawerMachine = createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: { on: { open: 'open', fail: 'broken' } },
    open: { on: { close: 'closed', expand: 'expanded' } },
    expanded: { on: { collapse: 'open', close: 'closed' } },
    broken: { type: 'final' },
  },
});

const covered = (paths: ModelPath[]) => new Set(paths.flatMap(itemsOf));

describe('the quick cover walks fewer, longer paths with the same cover', () => {
  const drawer: ModelDefinition = { name: 'drawer', machine: drawerMachine };

  it('one walk goes on through the states a shortest path would open a page for each', () => {
    const shortest = buildPaths(drawer, 'full');
    const quick = buildPaths(drawer, 'quick');
    expect(covered(quick)).toEqual(covered(shortest));
    // each shortest path opens a page of its own; one walk goes through it all and ends in the final state
    expect(shortest.length).toBeGreaterThan(2);
    expect(quick.map((path) => path.title)).toEqual(['open → expand → collapse → close → open → expand → close → fail']);
  });

  it.each([
    ['checkout', checkoutModel],
    ['cart', cartModel],
    ['tracking', trackingModel],
    ['placeOrder (guest card)', placeOrderGuestCard],
  ])(
    '%s: every state, transition, outcome and walk alongside of the shortest paths, in no more paths than their greedy cover',
    (_, model) => {
      const shortest = buildPaths(model as ModelDefinition, 'full');
      const quick = buildPaths(model as ModelDefinition, 'quick');
      expect(covered(quick)).toEqual(covered(shortest));
      const previous = withShortestCover(() => buildPaths(model as ModelDefinition, 'quick'));
      expect(quick.length).toBeLessThanOrEqual(previous.length);
      expect(Math.max(...quick.map((path) => path.steps.length - 1))).toBeLessThanOrEqual(CHAIN_MAX_EVENTS);
    },
  );
});

function withShortestCover<T>(run: () => T): T {
  process.env.MODEL_TESTS_COVER = 'shortest';
  try {
    return run();
  } finally {
    delete process.env.MODEL_TESTS_COVER;
  }
}
