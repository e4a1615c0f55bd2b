import { describe, expect, it } from 'vitest';
import { machineTotals } from './machine-coverage';
import { buildPaths, childReached, type Reached } from './model-paths';
import {
  placeOrderAdyen,
  placeOrderCash,
  placeOrderGuestCard,
  placeOrderPaypal,
  placeOrderSavingCard,
  placeOrderWallet,
} from '../models/placeOrder.model';

const placeOrderWalks = [placeOrderGuestCard, placeOrderSavingCard, placeOrderCash, placeOrderPaypal, placeOrderWallet, placeOrderAdyen];

/** saveCard as placeOrder's child: it saves the card at once and ends stored, refused or abandoned (never the account's form). */
const FOR_ORDER_WALK = {
  states: [
    'saveCard.starting',
    'saveCard.saving',
    'saveCard.awaitingChallenge',
    'saveCard.confirming',
    'saveCard.stored',
    'saveCard.refused',
    'saveCard.abandoned',
  ],
  transitions: [
    'saveCard.starting --always#0--> saveCard.saving',
    'saveCard.saving --xstate.done.actor.storeCard#0--> saveCard.awaitingChallenge',
    'saveCard.saving --xstate.done.actor.storeCard#1--> saveCard.stored',
    'saveCard.saving --xstate.error.actor.storeCard#0--> saveCard.refused',
    'saveCard.awaitingChallenge --challenge.return--> saveCard.confirming',
    'saveCard.awaitingChallenge --challenge.abort#0--> saveCard.abandoned',
    'saveCard.confirming --xstate.done.actor.confirmCard#0--> saveCard.stored',
    'saveCard.confirming --xstate.error.actor.confirmCard#0--> saveCard.refused',
  ],
};

describe("placeOrder's paths record what its saveCard child went through", () => {
  const reached: Reached = { states: new Set(), transitions: new Set() };
  for (const walk of placeOrderWalks)
    for (const path of buildPaths(walk, 'quick'))
      for (const step of path.steps) walk.children?.forEach((child) => childReached(child, step.event, reached));

  it('every outcome of the save, with and without its 3-D Secure challenge', () => {
    expect([...reached.states].sort()).toEqual([...FOR_ORDER_WALK.states].sort());
    expect([...reached.transitions].sort()).toEqual([...FOR_ORDER_WALK.transitions].sort());
  });

  it('names only states and transitions the saveCard machine has', () => {
    const child = placeOrderGuestCard.children![0];
    const totals = machineTotals(child.machine);
    expect([...reached.states].filter((state) => !totals.states.includes(state))).toEqual([]);
    expect([...reached.transitions].filter((transition) => !totals.transitions.includes(transition))).toEqual([]);
  });

  it('an event that is not the child’s outcome walks nothing of it', () => {
    const child = placeOrderGuestCard.children![0];
    const none: Reached = { states: new Set(), transitions: new Set() };
    childReached(child, { type: 'xstate.done.actor.submitOrder', output: { orderUuid: 'x', challengeUrl: null } }, none);
    expect(none.states.size + none.transitions.size).toBe(0);
  });
});
