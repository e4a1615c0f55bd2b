import type { AnyMachineSnapshot } from 'xstate';
import { paypalMachine } from '../../machines/paypal/paypal.machine';
import type { PaypalContext } from '../../machines/paypal/paypal.types';
import type { ModelDefinition } from '../support/model-paths';
import { checkoutParent } from './checkoutParent';

export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as PaypalContext;

/** The embedded PayPal sandbox's buyer (server/domains/paypal-sandbox/store.ts). */
export const SANDBOX_BUYER_EMAIL = 'buyer@paypal-sandbox.test';
const cut = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  actorId: id,
  error: { status: null, message: 'ERR_NETWORK', code: 'ERR_NETWORK', errors: [] },
});

/**
 * PayPal at checkout (flag paypal_web, the flagged server), as a guest paying for a pickup: connect,
 * answer PayPal's sandbox page in its window (approve or cancel), or give up here; either platform call
 * may be cut. Once connected, another account can be connected instead.
 */
export const paypalModel: ModelDefinition<typeof paypalMachine> = {
  name: 'paypal',
  // walked at the checkout page: what checkout took behind each step is recorded under its name
  parent: checkoutParent('paypal.update'),
  machine: paypalMachine,
  outcomes: {
    'xstate.done.actor.startApproval': [
      {
        type: 'xstate.done.actor.startApproval',
        actorId: 'startApproval',
        output: { tokenId: 'BA-MODEL', approvalUrl: '/sandbox/paypal/checkoutnow?token=BA-MODEL' },
      },
    ],
    'xstate.error.actor.startApproval': [cut('startApproval')],
    'approval.return': (snapshot) => {
      const { tokenId } = contextOf(snapshot);
      return tokenId
        ? [
            { type: 'approval.return', outcome: 'approved', tokenId },
            { type: 'approval.return', outcome: 'cancelled', tokenId },
          ]
        : [];
    },
    'xstate.done.actor.createAgreement': [
      {
        type: 'xstate.done.actor.createAgreement',
        actorId: 'createAgreement',
        output: { id: 'B-MODEL', payerId: 'SANDBOXBUYER1', email: SANDBOX_BUYER_EMAIL },
      },
    ],
    'xstate.error.actor.createAgreement': [cut('createAgreement')],
  },
  contextKey: (snapshot) => {
    const { agreement, error, tokenId } = contextOf(snapshot);
    return { agreement: agreement !== null, error: error !== null, token: tokenId !== null };
  },
  eventLabel: (event) => {
    switch (event.type) {
      case 'paypal.connect':
        return 'Pay with PayPal';
      case 'paypal.cancel':
        return 'Cancel PayPal';
      case 'xstate.done.actor.startApproval':
        return "PayPal's page opens";
      case 'xstate.error.actor.startApproval':
        return 'the approval request is cut';
      case 'approval.return':
        return event.outcome === 'approved' ? 'Agree and continue' : 'Cancel and return to Crust';
      case 'xstate.done.actor.createAgreement':
        return 'the agreement is made';
      case 'xstate.error.actor.createAgreement':
        return 'the agreement request is cut';
      default:
        return event.type;
    }
  },
};
