import type { AnyMachineSnapshot } from 'xstate';
import type { PlaceOrderPayload } from '../../machines/checkout/checkout.payload';
import { walletPaymentMachine } from '../../machines/walletPayment/walletPayment.machine';
import type { WalletPaymentContext } from '../../machines/walletPayment/walletPayment.types';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import { checkoutBehindWallet } from './checkoutParent';

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as WalletPaymentContext;

/** The two orders the walk tells apart: the cart as it is, and with a 10% tip (the tip changes the total). */
export const TIPS = { none: 0, ten: 10 } as const;
const orderWithTip = (tip: number, sinceRefusal = false) =>
  ({
    order: { shopId: 0, shippingType: 'pickup', orderItemsAttributes: [], tipAmount: tip },
    orderOptionTypes: [],
    ...(sinceRefusal ? { [SINCE_REFUSAL]: true } : {}),
  }) as unknown as PlaceOrderPayload;
const tipOf = (payload: PlaceOrderPayload | undefined) => (payload?.order.tipAmount ?? 0) as number;

/**
 * The model's own mark on an order (the page never reads it): asked for since an order was refused, with nothing
 * changed on the form. The page then is not the page before the refusal (checkout is failed, its summary says why),
 * so the graph keeps the two apart and walks "Try Google Pay again" from the failed form too.
 */
const SINCE_REFUSAL = 'modelSinceRefusal';
const sinceRefusal = (snapshot: AnyMachineSnapshot) => {
  const { pending, requested } = contextOf(snapshot);
  return ((pending ?? requested)?.payload as Record<string, unknown> | undefined)?.[SINCE_REFUSAL] === true;
};
const cut = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  actorId: id,
  error: { status: null, message: 'ERR_NETWORK', code: 'ERR_NETWORK', errors: [] },
});

const MISMATCH =
  'an intent whose amount is not the strict total (and its cancel): the platform prices both from the same order in the same request sequence, so it cannot differ here; unit-tested in machines/walletPayment/walletPayment.test.ts';

/**
 * Whether the page's tender is Google Pay, read from the machine: it asks for an intent, holds one or
 * failed to get one only while the wallet is chosen; while an intent is cancelled, the wallet is chosen
 * when an order waits to be asked for next (a refused order's, or the shopper came back to it).
 */
export function walletChosen(snapshot: AnyMachineSnapshot): boolean {
  if (snapshot.matches('requesting') || snapshot.matches('ready') || snapshot.matches('failed')) return true;
  return snapshot.matches('cancelling') && contextOf(snapshot).pending !== null;
}

/** The tip on the page: the one of the order last sent to the machine. */
export const tipOnPage = (snapshot: AnyMachineSnapshot) => tipOf((contextOf(snapshot).pending ?? contextOf(snapshot).requested)?.payload);

/**
 * Google Pay at checkout (flag web_third_party_payments, the flagged server; Chromium has Google Pay
 * through the card sandbox's payment request), a guest at Brooklyn Slice House paying for a pickup: the
 * wallet chosen, a tip changed (the intent is updated), another tender chosen (it is cancelled), a
 * refused order (its intent given back and a new one made); each platform call held and released or cut.
 */
export const walletPaymentModel: ModelDefinition<typeof walletPaymentMachine> = {
  name: 'walletPayment',
  // walked at the checkout page: what checkout took behind each step is recorded under its name
  parent: checkoutBehindWallet(true),
  machine: walletPaymentMachine,
  input: { enabled: true },
  outcomes: {
    'xstate.done.actor.checkWallets': [
      { type: 'xstate.done.actor.checkWallets', actorId: 'checkWallets', output: { applePay: false, googlePay: true } },
    ],
    'xstate.error.actor.checkWallets': [],
    'xstate.done.actor.requestIntent': (snapshot) => {
      const amount = 1000 + tipOf(contextOf(snapshot).requested?.payload);
      return [
        {
          type: 'xstate.done.actor.requestIntent',
          actorId: 'requestIntent',
          output: { intent: { id: 'pi_model', clientSecret: 'pi_model_secret_model', amount }, strictTotal: amount },
        },
      ];
    },
    'xstate.error.actor.requestIntent': [cut('requestIntent')],
    'xstate.done.actor.cancelIntent': [{ type: 'xstate.done.actor.cancelIntent', actorId: 'cancelIntent', output: undefined }],
    'xstate.error.actor.cancelIntent': [cut('cancelIntent')],
    'wallet.order': (snapshot): ModelEvent[] => {
      const tip = tipOnPage(snapshot);
      const other = tip === TIPS.none ? TIPS.ten : TIPS.none;
      if (!walletChosen(snapshot)) return [{ type: 'wallet.order', tender: 'google', payload: orderWithTip(tip), action: 'choose' }];
      return [
        { type: 'wallet.order', tender: 'google', payload: orderWithTip(other), action: 'tip' },
        { type: 'wallet.order', tender: 'credit', payload: orderWithTip(tip), action: 'card' },
      ];
    },
    'wallet.retry': (snapshot) => [
      { type: 'wallet.retry', tender: 'google', payload: orderWithTip(tipOnPage(snapshot), sinceRefusal(snapshot)) },
    ],
    'wallet.renew': (snapshot) => [
      { type: 'wallet.renew', reason: 'storefront_failed_order', tender: 'google', payload: orderWithTip(tipOnPage(snapshot), true) },
    ],
  },
  contextKey: (snapshot) => {
    const { intent, requested, pending, cancelReason, error } = contextOf(snapshot);
    return {
      intent: intent !== null,
      tip: tipOf(requested?.payload),
      pending: pending ? tipOf(pending.payload) : null,
      cancelReason,
      error: error !== null,
      sinceRefusal: sinceRefusal(snapshot),
    };
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'wallet.order':
        return { choose: 'choose Google Pay', tip: 'change the tip', card: 'choose the card' }[event.action as string] ?? 'wallet.order';
      case 'wallet.retry':
        return 'Try Google Pay again';
      case 'wallet.renew':
        return 'the order is refused (declined wallet card)';
      case 'xstate.done.actor.checkWallets':
        return 'Google Pay is here';
      case 'xstate.done.actor.requestIntent':
        return 'the intent is made';
      case 'xstate.error.actor.requestIntent':
        return 'the intent request is cut';
      case 'xstate.done.actor.cancelIntent':
        return 'the intent is cancelled';
      case 'xstate.error.actor.cancelIntent':
        return 'the cancel is cut';
      default:
        return event.type;
    }
  },
  unreachable: {
    'walletPayment.checking --xstate.done.actor.checkWallets#1--> walletPayment.unavailable':
      "a browser without Apple Pay or Google Pay: the card sandbox's payment request offers Google Pay in Chromium (Stripe.js answers null elsewhere); unit-tested in machines/walletPayment/walletPayment.test.ts",
    'walletPayment.checking --xstate.error.actor.checkWallets--> walletPayment.unavailable':
      "the payment request could not be made (the card gateway's config did not load): the card fields' own failure; the machine's handling is unit-tested",
    'walletPayment.requesting --xstate.done.actor.requestIntent#1--> walletPayment.cancelling': MISMATCH,
    'walletPayment.cancelling --xstate.done.actor.cancelIntent#1--> walletPayment.failed': MISMATCH,
    'walletPayment.cancelling --xstate.error.actor.cancelIntent#1--> walletPayment.failed': MISMATCH,
  },
};

/** Without the flag (the default server): no wallet is looked for, none offered. */
export const walletPaymentWithoutFlag: ModelDefinition<typeof walletPaymentMachine> = {
  ...walletPaymentModel,
  input: { enabled: false },
  parent: checkoutBehindWallet(false),
};
