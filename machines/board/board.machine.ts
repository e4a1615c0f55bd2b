import { assign, setup } from 'xstate';
import { loadBoard, streamBoard } from './board.actors';
import type { BoardContext, BoardEvent, BoardInput, BoardStreamEvent, LoadBoardOutput } from './board.types';

/** Reconnection waits 1 s, 2 s, 4 s…; after this many tries the offline banner shows (and it keeps trying every 15 s). */
export const RECONNECT_ATTEMPTS = 4;
export const OFFLINE_RETRY_MS = 15_000;

const isNewEvent = (context: BoardContext, event: BoardStreamEvent) => event.event_id > context.lastEventId;
/** A known order still waiting that the server has just escalated (unanswered past its first limit). */
const isEscalating = (context: BoardContext, event: BoardStreamEvent) =>
  isNewEvent(context, event) &&
  event.order.status === 'placed' &&
  Boolean(event.order.escalated_at) &&
  event.order.uuid in context.orders &&
  !context.orders[event.order.uuid].escalated_at;

export const boardMachine = setup({
  types: {} as { context: BoardContext; events: BoardEvent; input: BoardInput },
  actors: { loadBoard, streamBoard },
  actions: {
    assignLoaded: assign((_, p: { loaded: LoadBoardOutput }) => ({
      orders: Object.fromEntries(p.loaded.orders.map((order) => [order.uuid, order])),
      lastEventId: p.loaded.last_event_id,
      unacknowledged: p.loaded.orders.filter((order) => order.status === 'placed').map((order) => order.uuid),
      escalated: p.loaded.orders.filter((order) => order.status === 'placed' && order.escalated_at).map((order) => order.uuid),
    })),
    assignStreamEvent: assign(({ context }, p: { event: BoardStreamEvent }) => {
      if (!isNewEvent(context, p.event)) return {};
      const { order } = p.event;
      const arrived = order.status === 'placed' && !(order.uuid in context.orders);
      const escalating = isEscalating(context, p.event);
      return {
        lastEventId: p.event.event_id,
        orders: { ...context.orders, [order.uuid]: order },
        unacknowledged: arrived
          ? [...context.unacknowledged, order.uuid]
          : context.unacknowledged.filter((uuid) => uuid !== order.uuid || order.status === 'placed'),
        escalated: escalating
          ? [...context.escalated, order.uuid]
          : context.escalated.filter((uuid) => uuid !== order.uuid || order.status === 'placed'),
      };
    }),
    assignAcknowledged: assign({ unacknowledged: [], escalated: [] }),
    assignAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    assignLive: assign({ attempts: 0 }),
    beep: () => undefined,
  },
  guards: {
    isNewOrder: ({ context, event }) =>
      event.type === 'stream.event' &&
      isNewEvent(context, event.event) &&
      event.event.order.status === 'placed' &&
      !(event.event.order.uuid in context.orders),
    isEscalation: ({ context, event }) => event.type === 'stream.event' && isEscalating(context, event.event),
    hasUnacknowledged: ({ context }) => context.unacknowledged.length + context.escalated.length > 0,
    hasAttemptsLeft: ({ context }) => context.attempts < RECONNECT_ATTEMPTS,
  },
  delays: {
    reconnectDelay: ({ context }) => 1000 * 2 ** Math.max(0, context.attempts - 1),
    offlineRetry: OFFLINE_RETRY_MS,
  },
}).createMachine({
  id: 'board',
  description:
    "The pizzeria's order board: loads the shop's open orders, then holds its event stream (live), resuming after a drop from the last event it applied (none lost, none twice); after several failed reconnections an offline banner shows while it keeps trying. A new order sounds and stays flagged until the staff acknowledges it; so does an order the server escalates because nobody answered it in time.",
  context: ({ input }) => ({ shopId: input.shopId, lastEventId: 0, orders: {}, unacknowledged: [], escalated: [], attempts: 0 }),
  type: 'parallel',
  states: {
    connection: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadBoard',
            src: 'loadBoard',
            input: ({ context }) => ({ shopId: context.shopId }),
            onDone: { target: 'streaming', actions: { type: 'assignLoaded', params: ({ event }) => ({ loaded: event.output }) } },
            onError: 'reconnecting',
          },
        },
        streaming: {
          description: 'The stream is open (or opening) from the last event applied; each event updates its order once.',
          invoke: {
            id: 'streamBoard',
            src: 'streamBoard',
            input: ({ context }) => ({ shopId: context.shopId, lastEventId: context.lastEventId }),
          },
          initial: 'connecting',
          states: {
            connecting: { on: { 'stream.open': { target: 'live', actions: 'assignLive' } } },
            live: { description: 'Orders arrive as they are placed or change.' },
          },
          on: {
            'stream.event': { actions: { type: 'assignStreamEvent', params: ({ event }) => ({ event: event.event }) } },
            // a retry from the offline banner that fails goes back to the banner, not through a longer and longer wait
            'stream.error': [{ guard: 'hasAttemptsLeft', target: 'reconnecting' }, { target: 'offline' }],
          },
        },
        reconnecting: {
          description: 'The stream dropped: tries again after a growing wait; after too many tries the offline banner shows.',
          entry: 'assignAttempt',
          after: { reconnectDelay: [{ guard: 'hasAttemptsLeft', target: 'streaming' }, { target: 'offline' }] },
        },
        offline: {
          description: 'The offline banner: orders may be arriving unseen; retries every 15 s or when asked.',
          after: { offlineRetry: 'streaming' },
          on: { 'board.retry': 'streaming' },
        },
      },
    },
    alert: {
      initial: 'quiet',
      states: {
        quiet: {
          always: { guard: 'hasUnacknowledged', target: 'alerting' },
          on: {
            'stream.event': [
              { guard: 'isNewOrder', target: 'alerting' },
              { guard: 'isEscalation', target: 'alerting' },
            ],
          },
        },
        alerting: {
          description:
            'A new order, or one still unanswered past its first limit, waits to be acknowledged: a beep for each arrival and escalation, and a visible alert.',
          entry: 'beep',
          on: {
            'stream.event': [
              { guard: 'isNewOrder', target: 'alerting', reenter: true },
              { guard: 'isEscalation', target: 'alerting', reenter: true },
            ],
            'board.acknowledge': { target: 'quiet', actions: 'assignAcknowledged' },
          },
        },
      },
    },
  },
});
