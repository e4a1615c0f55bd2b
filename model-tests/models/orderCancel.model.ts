import { orderCancelMachine } from '../../machines/orderCancel/orderCancel.machine';
import type { ModelDefinition } from '../support/model-paths';

/*
 * The shopper's Cancel order on the confirmation page, for a real order placed at the start of the path: a card
 * order (refunded to the card) and a cash order (nothing charged). The machine is the same; the payment only changes
 * what the page promises and says, so each is its own walk. The cancel's answer is the server's own: voided.
 */
export type CancelPayment = 'card' | 'cash';

/** A plain object: an Error would serialise to {}. */
const lost = { type: 'xstate.error.actor.cancelOrder', error: { status: null, message: 'Network Error' } };

function orderCancelModel(payment: CancelPayment): ModelDefinition<typeof orderCancelMachine> & { title: string; payment: CancelPayment } {
  return {
    name: 'orderCancel',
    title: `orderCancel (${payment})`,
    payment,
    machine: orderCancelMachine,
    input: { orderUuid: `model-${payment}` },
    outcomes: {
      // the refunded amount is the order's own: the suite reads it from the page, the model only needs the status
      'xstate.done.actor.cancelOrder': [{ type: 'xstate.done.actor.cancelOrder', output: { status: 'voided', refundedAmount: 0 } }],
      'xstate.error.actor.cancelOrder': [lost],
    },
    contextKey: (snapshot) => ({ error: snapshot.context.error !== null, cancelled: snapshot.context.cancelled !== null }),
    eventLabel: (event) => {
      if (event.type === 'xstate.done.actor.cancelOrder') return 'server cancelled';
      if (event.type === 'xstate.error.actor.cancelOrder') return 'cancel lost (network)';
      return event.type;
    },
  };
}

export const orderCancelCardModel = orderCancelModel('card');
export const orderCancelCashModel = orderCancelModel('cash');
