import type { AnyMachineSnapshot } from 'xstate';
import { boardMachine } from '../../machines/board/board.machine';
import type { BoardContext } from '../../machines/board/board.types';
import type { ShopOrderSnapshot } from '../../machines/shopOrder/shopOrder.types';
import type { ModelDefinition, ModelEvent } from '../support/model-paths';

/*
 * The board's alert when an order goes unanswered (issue 36): an order arrives, nobody answers it, the server
 * escalates it and the board alerts again, acknowledged before or not. One order, model-1, on a board that loaded
 * none; the connection's own ups and downs are board.model.ts's walk (coverage adds up by the name 'board').
 */
const order = (escalated: boolean): ShopOrderSnapshot => ({
  uuid: 'model-1',
  status: 'placed',
  shipping_type: 'pickup',
  delay_minutes: 0,
  escalated_at: escalated ? '2026-11-23T08:00:10Z' : null,
});
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BoardContext;

/** The stream's events: model-1 arrives, then the server escalates it. */
function streamEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const { orders, lastEventId } = contextOf(snapshot);
  const next = (o: ShopOrderSnapshot) => ({ type: 'stream.event', event: { event_id: lastEventId + 1, status: o.status, order: o } });
  const known = orders['model-1'];
  if (!known) return [next(order(false))];
  return known.escalated_at ? [] : [next(order(true))];
}

export const boardUnansweredModel: ModelDefinition<typeof boardMachine> & { title: string } = {
  name: 'board',
  title: 'board (unanswered orders)',
  machine: boardMachine,
  input: { shopId: 1111 },
  outcomes: {
    'xstate.done.actor.loadBoard': [{ type: 'xstate.done.actor.loadBoard', output: { orders: [], last_event_id: 0 } }],
    'stream.event': streamEvents,
  },
  contextKey: (snapshot) => {
    const { orders, unacknowledged, escalated } = contextOf(snapshot);
    return {
      orders: Object.values(orders).map((o) => `${o.uuid}:${o.status}:${o.escalated_at ? 'escalated' : ''}`),
      unacknowledged: unacknowledged.length,
      escalated: escalated.length,
    };
  },
  filterEvents: (snapshot, event) => {
    // the connection's failures, retries and waits are board.model.ts's walk: here the stream stays up
    if (['xstate.error.actor.loadBoard', 'stream.error', 'board.retry'].includes(event.type)) return false;
    if (event.type.startsWith('xstate.after.')) return false;
    if (event.type === 'stream.event') return snapshot.matches({ connection: { streaming: 'live' } });
    return true;
  },
  eventLabel: (event) => {
    if (event.type === 'xstate.done.actor.loadBoard') return 'loaded (none waiting)';
    if (event.type === 'stream.event') {
      const { order: o } = (event as unknown as { event: { order: ShopOrderSnapshot } }).event;
      return o.escalated_at ? `${o.uuid} unanswered: escalated` : `${o.uuid} arrives`;
    }
    return event.type;
  },
};
