import type { AnyMachineSnapshot } from 'xstate';
import { shopOrderMachine } from '../../machines/shopOrder/shopOrder.machine';
import type { OrderAction, ShopOrderContext, ShopOrderSnapshot } from '../../machines/shopOrder/shopOrder.types';
import { BOARD_CHOICES } from '../oracles/board';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';
import type { ShippingKind } from '../support/orders';

/*
 * One order card on the board. The walk's order is a real one, placed by a shopper at the start of the path
 * (pickup or delivery: the machine's guards read the kind, so each kind is its own walk of the same machine).
 * The model's own order snapshot stands in for the server's answers; each answer is the order after the action
 * the machine sent.
 */
export const orderOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as ShopOrderContext).order as ShopOrderSnapshot & { adjusted_amount?: number };

/** The server's answer to an action: the order as it is after it (server/domains/board/service.ts). */
function answered(order: ReturnType<typeof orderOf>, pending: OrderAction): ShopOrderSnapshot {
  switch (pending.action) {
    case 'accept':
      return { ...order, status: 'preparing' };
    case 'decline':
      return { ...order, status: 'voided' };
    case 'delay':
      return { ...order, delay_minutes: order.delay_minutes + pending.body.minutes };
    case 'adjust':
      return { ...order, adjusted_amount: (order.adjusted_amount ?? 0) + pending.body.amount };
    case 'ready':
      return { ...order, status: 'ready_for_pickup' };
    case 'out_for_delivery':
      return { ...order, status: 'out_for_delivery' };
    case 'complete':
      return { ...order, status: 'completed' };
  }
}

const KEY = 'model-tap';

export const sendDone = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  const { pending } = snapshot.context as ShopOrderContext;
  return pending ? [{ type: 'xstate.done.actor.sendOrderAction', output: answered(orderOf(snapshot), pending) }] : [];
};
/** The action's request cut off before an answer (a plain object: an Error would serialise to {}). */
export const sendLost = { type: 'xstate.error.actor.sendOrderAction', error: { message: 'Network Error' } };

/** Declined elsewhere while the card waits (the shop's other tablet, or the dispatch desk): the stream brings the order voided. */
const declinedElsewhere = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'order.updated', order: { ...orderOf(snapshot), status: 'voided' } },
];

function shopOrderModel(kind: ShippingKind): ModelDefinition<typeof shopOrderMachine> & { title: string } {
  return {
    name: 'shopOrder',
    title: `shopOrder (${kind})`,
    machine: shopOrderMachine,
    shortestPathsOnly:
      "walked on past a dismissed failure, a second Decline… finds no reason to choose (the form's state after the dismissal is the page's, not the machine's): not settled yet",
    input: { shopId: 1101, order: { uuid: `model-${kind}`, status: 'placed', shipping_type: kind, delay_minutes: 0 } },
    outcomes: {
      'order.accept': [{ type: 'order.accept', prepMinutes: BOARD_CHOICES.prepMinutes, key: KEY }],
      'order.decline': [{ type: 'order.decline', reason: BOARD_CHOICES.declineReason, key: KEY }],
      'order.delay': [{ type: 'order.delay', minutes: BOARD_CHOICES.lateMinutes, key: KEY }],
      'order.adjust': [{ type: 'order.adjust', amount: BOARD_CHOICES.adjustCents, reason: BOARD_CHOICES.adjustReason, key: KEY }],
      'order.ready': [{ type: 'order.ready', key: KEY }],
      'order.outForDelivery': [{ type: 'order.outForDelivery', key: KEY }],
      'order.complete': [{ type: 'order.complete', key: KEY }],
      'order.updated': declinedElsewhere,
      'xstate.done.actor.sendOrderAction': sendDone,
      'xstate.error.actor.sendOrderAction': [sendLost],
    },
    contextKey: (snapshot) => {
      const { order, pending } = snapshot.context as ShopOrderContext;
      return {
        status: order.status,
        late: order.delay_minutes,
        adjusted: (order as { adjusted_amount?: number }).adjusted_amount ?? 0,
        pending: pending?.action ?? null,
      };
    },
    filterEvents: (snapshot, event) => {
      const order = orderOf(snapshot);
      // the walk says running late at most twice (once from on time, once more when already late): more is the same transition again
      if (event.type === 'order.delay' && order.delay_minutes >= 2 * BOARD_CHOICES.lateMinutes) return false;
      // one adjustment per walk: a second is the same transition with a bigger refund
      if (event.type === 'order.adjust' && (order.adjusted_amount ?? 0) > 0) return false;
      // an order changed elsewhere is walked while the card waits for the shop (new): the root transition is the same
      // from every state, and while an action is in flight (sending) the stream and the answer race in the browser
      if (event.type === 'order.updated' && !snapshot.matches('new')) return false;
      // a lost action is walked from the first action of each kind only while the order is on time, to keep the graph small:
      // retry and dismiss are the same transitions from every action
      if (event.type === 'xstate.error.actor.sendOrderAction' && order.delay_minutes > 0) return false;
      return true;
    },
    eventLabel: (event) => {
      if (event.type === 'xstate.done.actor.sendOrderAction') return `server applied (${(event.output as ShopOrderSnapshot).status})`;
      if (event.type === 'xstate.error.actor.sendOrderAction') return 'action lost (network)';
      if (event.type === 'order.updated') return 'declined elsewhere';
      return event.type;
    },
  };
}

export const shopOrderPickupModel = shopOrderModel('pickup');
export const shopOrderDeliveryModel = shopOrderModel('delivery');
