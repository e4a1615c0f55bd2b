import { assign, setup } from 'xstate';
import { sendOrderAction } from './shopOrder.actors';
import type { OrderAction, ShopOrderContext, ShopOrderEvent, ShopOrderInput, ShopOrderSnapshot } from './shopOrder.types';

const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'Something went wrong. Try again.';

/** The request an action event asks for, with its Idempotency-Key. */
function pendingOf(event: ShopOrderEvent): OrderAction | null {
  switch (event.type) {
    case 'order.accept':
      return { action: 'accept', body: { prep_minutes: event.prepMinutes }, key: event.key };
    case 'order.decline':
      return { action: 'decline', body: { reason: event.reason }, key: event.key };
    case 'order.delay':
      return { action: 'delay', body: { minutes: event.minutes }, key: event.key };
    case 'order.adjust':
      return { action: 'adjust', body: { amount: event.amount, reason: event.reason }, key: event.key };
    case 'order.ready':
      return { action: 'ready', body: null, key: event.key };
    case 'order.outForDelivery':
      return { action: 'out_for_delivery', body: null, key: event.key };
    case 'order.complete':
      return { action: 'complete', body: null, key: event.key };
    default:
      return null;
  }
}

/** An action the board sends: its request kept while it is on its way. */
const sendAction = { target: 'sending', actions: 'assignPending' } as const;

/** What the kitchen does to an accepted order, on time or running late. */
const inKitchen = {
  'order.delay': sendAction,
  'order.ready': { ...sendAction, guard: 'isPickup' },
  'order.outForDelivery': { ...sendAction, guard: 'isDelivery' },
  'order.adjust': sendAction,
} as const;

export const shopOrderMachine = setup({
  types: {} as { context: ShopOrderContext; events: ShopOrderEvent; input: ShopOrderInput },
  actors: { sendOrderAction },
  actions: {
    assignPending: assign(({ event }) => ({ pending: pendingOf(event), error: null })),
    assignOrder: assign((_, p: { order: ShopOrderSnapshot }) => ({ order: p.order, pending: null, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: errorText(p.error) })),
  },
  guards: {
    isPlaced: ({ context }) => context.order.status === 'placed',
    isRunningLate: ({ context }) => context.order.status === 'preparing' && context.order.delay_minutes > 0,
    isPreparing: ({ context }) => context.order.status === 'preparing',
    isReadyForPickup: ({ context }) => context.order.status === 'ready_for_pickup',
    isOutForDelivery: ({ context }) => context.order.status === 'out_for_delivery',
    isCompleted: ({ context }) => context.order.status === 'completed',
    isPickup: ({ context }) => context.order.shipping_type === 'pickup',
    isDelivery: ({ context }) => context.order.shipping_type === 'delivery',
  },
}).createMachine({
  id: 'shopOrder',
  description:
    "One order on the pizzeria's board: new until the shop accepts it with a prep time (or declines it with a reason), then in the kitchen (running late once delayed), ready for pickup or out for delivery, and completed. Each action is sent once with its Idempotency-Key; the stream's newer state of the order moves it too.",
  context: ({ input }) => ({ shopId: input.shopId, order: input.order, pending: null, error: null }),
  initial: 'routing',
  on: { 'order.updated': { target: '.routing', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.order }) } } },
  states: {
    routing: {
      description: 'Places the order by its status as the server last said.',
      always: [
        { guard: 'isPlaced', target: 'new' },
        { guard: 'isRunningLate', target: 'delayed' },
        { guard: 'isPreparing', target: 'accepted' },
        { guard: 'isReadyForPickup', target: 'ready' },
        { guard: 'isOutForDelivery', target: 'outForDelivery' },
        { guard: 'isCompleted', target: 'completed' },
        { target: 'declined' },
      ],
    },
    new: {
      description: 'Placed by the shopper; waits for the shop to accept or decline it.',
      on: { 'order.accept': sendAction, 'order.decline': sendAction },
    },
    accepted: {
      description: 'In the kitchen, on time.',
      on: { ...inKitchen, 'order.decline': sendAction },
    },
    delayed: {
      description: "In the kitchen, running late: the shopper's estimate moved back.",
      on: inKitchen,
    },
    ready: {
      description: 'Ready for pickup; completed when the shopper collects it.',
      on: { 'order.complete': sendAction },
    },
    outForDelivery: {
      description: 'On its way; completed at the door.',
      on: { 'order.complete': sendAction },
    },
    sending: {
      description: 'One action on its way to the server; another tap meanwhile does nothing.',
      tags: ['busy'],
      invoke: {
        id: 'sendOrderAction',
        src: 'sendOrderAction',
        input: ({ context }) => ({ shopId: context.shopId, uuid: context.order.uuid, pending: context.pending! }),
        onDone: { target: 'routing', actions: { type: 'assignOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The action was refused or did not get through; retrying sends it again with the same key (applied once).',
      on: { 'order.retry': 'sending', 'order.dismiss': 'routing' },
    },
    completed: { description: 'Collected or delivered.', type: 'final' },
    declined: {
      description: "Declined by the shop (or cancelled): the shopper's page says why and a paid order is refunded.",
      type: 'final',
    },
  },
});
