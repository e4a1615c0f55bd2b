import type { AnyMachineSnapshot } from 'xstate';
import { checkoutMachine, type CheckoutContext } from '../../machines';
import type { ReplayedStep } from '../support/machine-coverage';
import type { ModelEvent, ParentWalk } from '../support/model-paths';
import { validContact } from '../support/storefront';
import { checkoutInput, declined, gatewayKnown, receiptUpdate } from './checkout.model';

type ChildReport = 'paypal.update' | 'wallet.update' | 'verification.update';

/**
 * Checkout, the page a child's suite walks it at (the paypal suite's): behind each step of the child's path, the
 * child's `report`s (each reaches checkout as `report` event, sendParent in checkout.machine.ts).
 */
export function checkoutParent(report: ChildReport): ParentWalk {
  return { name: 'checkout', machine: checkoutMachine, input: checkoutInput, eventsBehind: (step) => reportsOf(step, report) };
}

/** A pickup by card, the contact stored by an earlier visit: the page the Adyen and Google Pay walks open. */
const pickupByCard = { contact: validContact, forDelivery: false, tender: 'credit' } as const;
/** Placing's answer for a declined card (checkout §8), nothing saved on the way. */
const declinedOrder: ModelEvent = { type: declined.type, output: { ...declined.output, savedCard: null } };

/** The child's `report` actions of one step, as the events checkout got (sendParent in checkout.machine.ts). */
const reportsOf = (step: ReplayedStep, report: ChildReport): ModelEvent[] =>
  step.actions.filter((action) => action.type === 'report').map((action) => ({ type: report, report: action.params }));

/** Adyen's card component reports which of its fields are valid on each change (AdyenCardFields.tsx); typed in turn: number, expiry, code. */
const ADYEN_TYPED_IN_TURN: ModelEvent[] = [
  { encryptedCardNumber: true, encryptedExpiryDate: false, encryptedSecurityCode: false },
  { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: false },
  { encryptedCardNumber: true, encryptedExpiryDate: true, encryptedSecurityCode: true },
].map((valid) => ({ type: 'card.adyenChange', valid }));

/** placeOrder's Adyen walk: its start types the path's card into Adyen's component on the checkout page (support/storefront.ts payByAdyenCard). */
export const checkoutBehindAdyenCard: ParentWalk = {
  name: 'checkout',
  machine: checkoutMachine,
  input: checkoutInput,
  eventsBehind: (step) => (step.event.type === 'xstate.init' ? ADYEN_TYPED_IN_TURN : []),
};

/** Midtown Pie Co.'s cards go to Adyen (flag sf_adyen_payments). */
const adyenGatewayKnown: ModelEvent = { ...gatewayKnown, output: { ...gatewayKnown.output, cardPaymentGateway: 'adyen' } };

/**
 * placeOrder's Adyen walk after a first card was declined (Midtown Pie Co., pickup, the stored contact): the page opens
 * with the card gateway known and the total priced; a declined card is typed into Adyen's component and refused at its
 * save, so checkout is failed with the fields emptied; the path's card is then typed, from the failed form, and Place
 * order submits it. How placing ended is checkout's answer from its child.
 */
export const checkoutBehindAdyenCardAfterDecline: ParentWalk = {
  name: 'checkout',
  machine: checkoutMachine,
  input: { ...checkoutInput, adyenPayments: true, prefill: pickupByCard },
  eventsBehind: (step) =>
    step.event.type === 'xstate.init'
      ? [
          adyenGatewayKnown,
          priced,
          ...ADYEN_TYPED_IN_TURN,
          { type: 'order.submit' },
          declinedOrder,
          ...ADYEN_TYPED_IN_TURN,
          { type: 'order.submit' },
        ]
      : placingEnded(step),
};

/** The answer checkout gets from its placeOrder child when the server refuses the saved card (checkout §8). */
const refused = (verification: { code: string; message: string } | null, paymentError: boolean): ModelEvent => ({
  type: 'xstate.done.actor.placeOrder',
  output: {
    status: 'failed',
    error: { messages: [verification?.message ?? 'declined'], codes: verification ? [verification.code] : [], paymentError, verification },
    savedCard: null,
  },
});
/** The receipt's total for what the form holds now arrives (the page re-prices each change of fulfilment). */
const priced = (parent: AnyMachineSnapshot): ModelEvent => receiptUpdate(parent.context as CheckoutContext, null);

/**
 * The card verification suite's checkout page (Brooklyn Slice House, pickup, card, signed in with one saved card, the
 * profile's name and email and the stored phone): it opens with the card gateway known, the total priced and the
 * saved card picked. Behind the child's steps: Place order is the form's submit answered by the server's verification
 * request (or, with the right expiry, by the card's decline); "Cash" and "A new card" are the form's. Then the child's
 * reports.
 */
export function checkoutBehindCardVerification(savedCard: { lastFour: string; expMonth: number; expYear: number }): ParentWalk {
  const listed: ModelEvent = {
    type: 'savedCards.listed',
    cards: [{ id: 1, brand: 'visa', lastFour: savedCard.lastFour, expMonth: savedCard.expMonth, expYear: savedCard.expYear }],
  };
  const pageSent = (event: ModelEvent): (ModelEvent | ((parent: AnyMachineSnapshot) => ModelEvent))[] => {
    switch (event.type) {
      case 'xstate.init':
        return [gatewayKnown, priced, listed];
      case 'verification.fail':
        return [{ type: 'order.submit' }, refused({ code: event.code as string, message: event.message as string }, false)];
      case 'verification.clear':
        if (event.by === 'declined') return [{ type: 'order.submit' }, refused(null, true)];
        if (event.by === 'cash') return [{ type: 'tender.set', tender: 'cash' }, priced];
        return [{ type: 'card.pick', card: null }];
      default:
        return [];
    }
  };
  return {
    name: 'checkout',
    machine: checkoutMachine,
    input: {
      ...checkoutInput,
      signedIn: true,
      prefill: { contact: { ...validContact, phone: '718-555-0100' }, forDelivery: false, tender: 'credit' },
    },
    eventsBehind: (step) => [...pageSent(step.event), ...reportsOf(step, 'verification.update')],
  };
}

/** A child placeOrder that finished in a step: checkout gets its output (xstate.done.actor.placeOrder). */
const placingEnded = (step: ReplayedStep): ModelEvent[] =>
  step.snapshot.status === 'done' ? [{ type: 'xstate.done.actor.placeOrder', output: step.snapshot.output as unknown }] : [];

/** The intent the wallet child reported for the order, once made (checkout asks only that there is one: its amount is the child's). */
const walletReady = (amount: number): ModelEvent => ({
  type: 'wallet.update',
  report: {
    available: { applePay: false, googlePay: true },
    intent: { id: 'pi_model', clientSecret: 'pi_model_secret_model', amount },
    status: 'ready',
    error: null,
  },
});

/**
 * placeOrder's Google Pay walk (flag web_third_party_payments, pickup, the stored contact): the page opens with the card
 * gateway known and the total priced, the wallet child finds Google Pay, the shopper chooses it (re-priced), its intent
 * is made, and "Pay with Google Pay" submits the form; its start is placeOrder's. How placing ended is checkout's
 * answer from its child (the sheet closed ends it aborted: back to the form).
 */
export const checkoutBehindGooglePay: ParentWalk = {
  name: 'checkout',
  machine: checkoutMachine,
  input: { ...checkoutInput, walletsEnabled: true, prefill: pickupByCard },
  eventsBehind: (step) =>
    step.event.type === 'xstate.init'
      ? [gatewayKnown, priced, { type: 'tender.set', tender: 'google' }, priced, walletReady(0), { type: 'order.submit' }]
      : placingEnded(step),
};

/** The tender and tip the page sets behind each of the wallet child's `wallet.order`s (checkout's tellWallet hands them on). */
const walletOrderFromPage = (event: ModelEvent): ModelEvent => {
  if (event.action === 'tip') {
    const tip = (event.payload as { order: { tipAmount: number } }).order.tipAmount;
    return { type: 'tip.choose', percentage: tip === 0 ? 0 : 10 };
  }
  return { type: 'tender.set', tender: event.action === 'card' ? 'credit' : 'google' };
};

/**
 * The walletPayment suite's checkout page (with or without the flag web_third_party_payments; pickup, a guest with the stored contact): it
 * opens with the card gateway known and the total priced. Behind the child's steps: choosing Google Pay, a tip or the
 * card is the form's tender or tip (re-priced); "Try Google Pay again" is the form's; the refused order is "Pay with
 * Google Pay" submitting the form, answered by placing's failure (a declined wallet card), so checkout is failed when
 * the renewed intent's request is cut and "Try Google Pay again" shows. Then the child's reports.
 */
export const checkoutBehindWallet = (walletsEnabled: boolean): ParentWalk => ({
  name: 'checkout',
  machine: checkoutMachine,
  input: { ...checkoutInput, walletsEnabled, prefill: pickupByCard },
  eventsBehind: (step) => {
    const { event } = step;
    const page = (): (ModelEvent | ((parent: AnyMachineSnapshot) => ModelEvent))[] => {
      switch (event.type) {
        case 'xstate.init':
          return [gatewayKnown, priced];
        case 'wallet.order':
          return [walletOrderFromPage(event), priced];
        case 'wallet.retry':
          return [{ type: 'wallet.retry' }];
        case 'wallet.renew':
          return [{ type: 'order.submit' }, declinedOrder];
        default:
          return [];
      }
    };
    return [...page(), ...reportsOf(step, 'wallet.update')];
  },
});

/**
 * The saveCard walk in checkout's newCreditCardModal (signed in, a saved Mastercard listed): the card the form saved is
 * handed to checkout (newCard.saved, from the page's announceSaved), which lists and picks it and closes the modal.
 */
export const checkoutBehindNewCardModal: ParentWalk = {
  name: 'checkout',
  machine: checkoutMachine,
  input: { ...checkoutInput, signedIn: true },
  eventsBehind: (step) =>
    step.actions
      .filter((action) => action.type === 'announceSaved')
      .map((action) => ({ type: 'newCard.saved', card: (action.params as { card: unknown }).card })),
};
