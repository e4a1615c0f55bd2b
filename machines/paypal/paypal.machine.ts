import { assign, setup } from 'xstate';
import { toRequestError } from '../shared/request-error';
import { PAYPAL_UNREACHABLE } from '../placeOrder/placeOrder.errors';
import {
  closeApprovalWindow,
  createAgreement,
  openApprovalWindow,
  report,
  showApproval,
  startApproval,
  watchApproval,
} from './paypal.actors';
import type { PaypalAgreement, PaypalContext, PaypalEvent } from './paypal.types';

/** The server's PayPal payment error, or checkout §8's PayPal network interruption when there was no answer. */
const failureOf = (error: unknown) => {
  const { status, messages } = toRequestError(error);
  return status === null || !messages.length ? PAYPAL_UNREACHABLE : messages[0];
};
const failed = {
  target: '#paypal.failed',
  actions: { type: 'assignError', params: ({ event }: { event: { error: unknown } }) => ({ error: failureOf(event.error) }) },
} as const;

export const paypalMachine = setup({
  types: {} as { context: PaypalContext; events: PaypalEvent; tags: 'busy' },
  actors: { startApproval, createAgreement, watchApproval },
  actions: {
    openApprovalWindow,
    showApproval,
    closeApprovalWindow,
    report,
    assignApproval: assign((_, p: { tokenId: string; approvalUrl: string }) => ({ tokenId: p.tokenId, approvalUrl: p.approvalUrl })),
    assignAgreement: assign((_, p: { agreement: PaypalAgreement | null }) => ({ agreement: p.agreement })),
    assignError: assign((_, p: { error: string | null }) => ({ error: p.error })),
    forgetApproval: assign({ tokenId: null, approvalUrl: null }),
  },
  guards: {
    approvedThisToken: ({ context }, p: { outcome: string; tokenId: string }) => p.outcome === 'approved' && p.tokenId === context.tokenId,
    isThisToken: ({ context }, p: { tokenId: string }) => p.tokenId === context.tokenId,
  },
}).createMachine({
  id: 'paypal',
  description:
    "Paying with PayPal (checkout §4, flag paypal_web): \"Pay with PayPal\" opens PayPal's window at once, the platform asks PayPal for an approval page (a billing agreement token) and the window shows it; approved, the platform makes the billing agreement and checkout pays with it; cancelled (in PayPal's window or here), nothing is connected. PayPal's refusal or a lost connection says so (checkout §8) and can be tried again. Checkout hears of every change of the agreement.",
  context: { tokenId: null, approvalUrl: null, agreement: null, error: null },
  initial: 'idle',
  states: {
    idle: { description: 'Not connected.', on: { 'paypal.connect': 'starting' } },
    starting: {
      tags: ['busy'],
      description: "PayPal's window is open; the platform asks PayPal for the approval page.",
      entry: [
        'openApprovalWindow',
        { type: 'assignAgreement', params: { agreement: null } },
        { type: 'report', params: { agreement: null } },
        { type: 'assignError', params: { error: null } },
      ],
      invoke: {
        id: 'startApproval',
        src: 'startApproval',
        onDone: {
          target: 'approving',
          actions: [
            { type: 'assignApproval', params: ({ event }) => event.output },
            { type: 'showApproval', params: ({ event }) => ({ url: event.output.approvalUrl }) },
          ],
        },
        onError: { ...failed, actions: ['closeApprovalWindow', failed.actions] },
      },
    },
    approving: {
      tags: ['busy'],
      description: 'The shopper answers PayPal in its window until it returns to /paypal-return (or gives up here).',
      invoke: { id: 'watchApproval', src: 'watchApproval' },
      on: {
        'approval.return': [
          { guard: { type: 'approvedThisToken', params: ({ event }) => event }, target: 'agreeing' },
          { guard: { type: 'isThisToken', params: ({ event }) => event }, target: 'cancelled' },
        ],
        'paypal.cancel': { target: 'cancelled', actions: 'closeApprovalWindow' },
      },
    },
    agreeing: {
      tags: ['busy'],
      description: 'POST v1/paypal/billing_agreements with the approved token.',
      invoke: {
        id: 'createAgreement',
        src: 'createAgreement',
        input: ({ context }) => ({ tokenId: context.tokenId! }),
        onDone: {
          target: 'connected',
          actions: [
            { type: 'assignAgreement', params: ({ event }) => ({ agreement: event.output }) },
            { type: 'report', params: ({ event }) => ({ agreement: event.output }) },
          ],
        },
        onError: failed,
      },
    },
    connected: {
      description: 'Checkout pays with this agreement; another PayPal account can be connected instead.',
      entry: 'forgetApproval',
      on: { 'paypal.connect': 'starting' },
    },
    cancelled: {
      description: 'The shopper did not approve: nothing is connected; PayPal can be tried again.',
      entry: 'forgetApproval',
      on: { 'paypal.connect': 'starting' },
    },
    failed: {
      description: "PayPal refused or could not be reached: checkout §8's message; PayPal can be tried again.",
      entry: 'forgetApproval',
      on: { 'paypal.connect': 'starting' },
    },
  },
});
