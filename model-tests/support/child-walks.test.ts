import { describe, expect, it } from 'vitest';
import { machineTotals } from './machine-coverage';
import { buildPaths, childReached, parentFollower, type ModelDefinition, type Reached } from './model-paths';
import {
  placeOrderAdyen,
  placeOrderAdyenAfterDecline,
  placeOrderCash,
  placeOrderGuestCard,
  placeOrderPaypal,
  placeOrderSavingCard,
  placeOrderWallet,
} from '../models/placeOrder.model';
import { cardVerificationAcrossDevicesModel, cardVerificationModel } from '../models/cardVerification.model';
import { paypalModel } from '../models/paypal.model';
import { walletPaymentModel, walletPaymentWithoutFlag } from '../models/walletPayment.model';
import { saveCardAtCheckout } from '../models/saveCard.model';

const placeOrderWalks = [
  placeOrderGuestCard,
  placeOrderSavingCard,
  placeOrderCash,
  placeOrderPaypal,
  placeOrderWallet,
  placeOrderAdyen,
  placeOrderAdyenAfterDecline,
];

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

/** What checkout takes behind its children's paths at its page: each child's reports and what the page sent it (its form's changes, "Try Google Pay again", the Adyen card typed). */
const CHECKOUT_BEHIND: [string, ModelDefinition[], string[]][] = [
  ['paypal', [paypalModel], ['checkout --paypal.update--> (self)']],
  [
    'walletPayment',
    [walletPaymentModel, walletPaymentWithoutFlag],
    [
      // the page opens priced; Google Pay, a tip or the card chosen is the form's (re-priced)
      'checkout --xstate.done.actor.paymentGateway--> (self)',
      'checkout --receipt.update--> (self)',
      'checkout.editing --tender.set--> (self)',
      'checkout.editing --tip.choose--> (self)',
      'checkout --wallet.update--> (self)',
      'checkout.editing --wallet.retry--> (self)',
      // the refused order: "Pay with Google Pay" submits the form and placing fails (a declined wallet card)
      'checkout.editing --order.submit#0--> checkout.submitting',
      'checkout.submitting --xstate.done.actor.placeOrder#1--> checkout.failed',
      // then the failed form's tip, card, or "Try Google Pay again" once the renewed intent's request is cut
      'checkout.failed --tip.choose--> checkout.editing',
      'checkout.failed --tender.set--> checkout.editing',
      'checkout.failed --wallet.retry--> checkout.editing',
    ],
  ],
  [
    'cardVerification',
    [cardVerificationModel, cardVerificationAcrossDevicesModel],
    [
      // the page opens with the card gateway known, the total priced and the saved card picked
      'checkout --xstate.done.actor.paymentGateway--> (self)',
      'checkout --receipt.update--> (self)',
      'checkout --savedCards.listed#0--> (self)',
      'checkout --verification.update--> (self)',
      // Place order, answered by the server's verification request, again once the expiry is typed, or by the card's decline
      'checkout.editing --order.submit#0--> checkout.submitting',
      'checkout.submitting --xstate.done.actor.placeOrder#2--> checkout.failed',
      'checkout.failed --order.submit#0--> checkout.submitting',
      'checkout.submitting --xstate.done.actor.placeOrder#1--> checkout.failed',
      // "Cash" or "A new card" after it
      'checkout.failed --tender.set--> checkout.editing',
      'checkout.failed --card.pick--> checkout.editing',
    ],
  ],
  [
    "placeOrder's Google Pay walk",
    [placeOrderWallet],
    [
      // the page opens priced, Google Pay is found and chosen (re-priced), its intent made, and the form submitted
      'checkout --xstate.done.actor.paymentGateway--> (self)',
      'checkout --receipt.update--> (self)',
      'checkout.editing --tender.set--> (self)',
      'checkout --wallet.update--> (self)',
      'checkout.editing --order.submit#0--> checkout.submitting',
      // placing's end: placed, failed, or aborted with the sheet closed (back to the form)
      'checkout.submitting --xstate.done.actor.placeOrder#0--> checkout.placed',
      'checkout.submitting --xstate.done.actor.placeOrder#3--> checkout.failed',
      'checkout.submitting --xstate.done.actor.placeOrder#4--> checkout.editing',
    ],
  ],
  // not a report: placeOrder's Adyen walk starts by typing the card into Adyen's component on checkout's form
  ["placeOrder's Adyen walk", [placeOrderAdyen], ['checkout.editing --card.adyenChange--> (self)']],
  // the card saved in newCreditCardModal is handed to checkout, which lists and picks it and closes the modal
  ["saveCard in checkout's newCreditCardModal", [saveCardAtCheckout], ['checkout --newCard.saved--> (self)']],
  [
    "placeOrder's Adyen walk after a declined card",
    [placeOrderAdyenAfterDecline],
    [
      // the page opens priced, with Adyen as the card gateway; the declined card typed and submitted, refused at its save
      'checkout --xstate.done.actor.paymentGateway--> (self)',
      'checkout --receipt.update--> (self)',
      'checkout.editing --card.adyenChange--> (self)',
      'checkout.editing --order.submit#0--> checkout.submitting',
      'checkout.submitting --xstate.done.actor.placeOrder#1--> checkout.failed',
      // the path's card typed into the emptied component from the failed form, submitted and placed
      'checkout.failed --card.adyenChange--> checkout.editing',
      'checkout.submitting --xstate.done.actor.placeOrder#0--> checkout.placed',
    ],
  ],
];

describe("checkout's children record what checkout took behind their paths", () => {
  for (const [child, walks, expected] of CHECKOUT_BEHIND) {
    it(`${child}: what it makes checkout take`, () => {
      const reached = new Set<string>();
      for (const walk of walks)
        for (const path of buildPaths(walk, 'quick')) {
          const follower = parentFollower(walk.parent!);
          path.steps.forEach((step) => follower.follow(step));
          follower.reached.transitions.forEach((transition) => reached.add(transition));
        }
      // checkout's own start (its restored address settles at once) and the events behind the child's steps
      expect([...reached].sort()).toEqual(
        ['checkout.editing.address.restoring --always#4--> checkout.editing.address.idle', ...expected].sort(),
      );
      expect(walks.every((walk) => walk.parent!.name === 'checkout')).toBe(true);
    });
  }

  it('a step whose child reported nothing and was sent nothing by the page walks nothing of checkout', () => {
    const follower = parentFollower(paypalModel.parent!);
    const [first] = buildPaths(paypalModel, 'quick');
    follower.follow({ ...first.steps[0], actions: [] });
    const started = follower.reached.transitions.size;
    follower.follow({ ...first.steps[0], event: { type: 'paypal.cancel' }, actions: [{ type: 'openApprovalWindow', params: undefined }] });
    expect(follower.reached.transitions.size).toBe(started);
  });
});
