import type { AnyMachineSnapshot } from 'xstate';
import { boardMachine } from '../../machines/board/board.machine';
import type { BoardContext } from '../../machines/board/board.types';
import type { ShopOrderSnapshot } from '../../machines/shopOrder/shopOrder.types';
import { BOARD_RECONNECT_TRIES } from '../oracles/board';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/*
 * The board's connection and its new-order alert. The model's orders are named model-1, model-2 in the order the
 * walk places them (the suite maps each to the real order it placed); at most two, each either new (placed) or
 * accepted elsewhere (preparing), so the graph stays small.
 */
const MAX_ORDERS = 2;
/** From the fourth failed try on, every failure is alike (the banner shows, the guard answers no): the graph keys them as one. */
const RECONNECT_TRIES = BOARD_RECONNECT_TRIES;
const order = (uuid: string, status: ShopOrderSnapshot['status'] = 'placed'): ShopOrderSnapshot => ({
  uuid,
  status,
  shipping_type: 'pickup',
  delay_minutes: 0,
});
export const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BoardContext;
export const placedCount = (snapshot: AnyMachineSnapshot) =>
  Object.values(contextOf(snapshot).orders).filter((o) => o.uuid.startsWith('model-') && o.status === 'placed').length;

/** The stream's events: a new order, or one of the board's new orders accepted elsewhere (the shop's other tablet). */
function streamEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const { orders, lastEventId } = contextOf(snapshot);
  const known = Object.values(orders).filter((o) => o.uuid.startsWith('model-'));
  const next = (o: ShopOrderSnapshot) => ({ type: 'stream.event', event: { event_id: lastEventId + 1, status: o.status, order: o } });
  const arrivals = known.length < MAX_ORDERS ? [next(order(`model-${known.length + 1}`))] : [];
  const accepted = known
    .filter((o) => o.status === 'placed')
    .slice(0, 1)
    .map((o) => next({ ...o, status: 'preparing' }));
  return [...arrivals, ...accepted];
}

export const boardModel: ModelDefinition<typeof boardMachine> = {
  name: 'board',
  machine: boardMachine,
  input: { shopId: 1111 },
  outcomes: {
    'xstate.done.actor.loadBoard': [
      { type: 'xstate.done.actor.loadBoard', output: { orders: [], last_event_id: 0 } },
      { type: 'xstate.done.actor.loadBoard', output: { orders: [order('model-1')], last_event_id: 0 } },
    ],
    'xstate.error.actor.loadBoard': [{ type: 'xstate.error.actor.loadBoard', error: { message: 'Network Error' } }],
    'stream.event': streamEvents,
  },
  contextKey: (snapshot) => {
    const { orders, unacknowledged, attempts } = contextOf(snapshot);
    return {
      orders: Object.values(orders)
        .map((o) => `${o.uuid}:${o.status}`)
        .sort(),
      unacknowledged: unacknowledged.length,
      attempts: Math.min(attempts, RECONNECT_TRIES),
    };
  },
  filterEvents: (snapshot, event) => {
    // events arrive only on an open stream: while it connects the walk holds the request, so nothing can come
    if (event.type === 'stream.event') return snapshot.matches({ connection: { streaming: 'live' } });
    // a live stream dropping is walked once the board has been live without failures since: the same transition
    // as a drop while connecting, which the reconnection attempts walk
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.loadBoard') return `loaded (${(event.output as { orders: unknown[] }).orders.length} waiting)`;
    if (event.type === 'xstate.error.actor.loadBoard') return 'load lost (network)';
    if (event.type === 'stream.event') {
      const { order: o } = (event as unknown as { event: { order: ShopOrderSnapshot } }).event;
      return o.status === 'placed' ? `${o.uuid} arrives` : `${o.uuid} accepted elsewhere`;
    }
    if (event.type.startsWith('xstate.after.reconnectDelay')) return 'reconnect wait';
    if (event.type.startsWith('xstate.after.offlineRetry')) return 'offline retry wait';
    return event.type;
  },
};
