import { assign, setup } from 'xstate';
import { sendOrderAction } from './shopOrder.actors';
import type { OrderAction, ShopOrderContext, ShopOrderEvent, ShopOrderInput, ShopOrderSnapshot } from './shopOrder.types';

const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'Something went wrong. Try again.';

export const shopOrderMachine = setup({
  types: {} as { context: ShopOrderContext; events: ShopOrderEvent; input: ShopOrderInput },
  actors: { sendOrderAction },
  actions: {
    assignPending: assign((_, p: { pending: OrderAction }) => ({ pending: p.pending, error: null })),
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
      on: {
        'order.accept': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'accept', body: { prep_minutes: event.prepMinutes }, key: event.key } }),
          },
        },
        'order.decline': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'decline', body: { reason: event.reason }, key: event.key } }),
          },
        },
      },
    },
    accepted: {
      description: 'In the kitchen, on time.',
      on: {
        'order.delay': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'delay', body: { minutes: event.minutes }, key: event.key } }),
          },
        },
        'order.ready': {
          guard: 'isPickup',
          target: 'sending',
          actions: { type: 'assignPending', params: ({ event }) => ({ pending: { action: 'ready', body: null, key: event.key } }) },
        },
        'order.outForDelivery': {
          guard: 'isDelivery',
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'out_for_delivery', body: null, key: event.key } }),
          },
        },
        'order.adjust': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({
              pending: { action: 'adjust', body: { amount: event.amount, reason: event.reason }, key: event.key },
            }),
          },
        },
        'order.decline': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'decline', body: { reason: event.reason }, key: event.key } }),
          },
        },
      },
    },
    delayed: {
      description: "In the kitchen, running late: the shopper's estimate moved back.",
      on: {
        'order.delay': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'delay', body: { minutes: event.minutes }, key: event.key } }),
          },
        },
        'order.ready': {
          guard: 'isPickup',
          target: 'sending',
          actions: { type: 'assignPending', params: ({ event }) => ({ pending: { action: 'ready', body: null, key: event.key } }) },
        },
        'order.outForDelivery': {
          guard: 'isDelivery',
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({ pending: { action: 'out_for_delivery', body: null, key: event.key } }),
          },
        },
        'order.adjust': {
          target: 'sending',
          actions: {
            type: 'assignPending',
            params: ({ event }) => ({
              pending: { action: 'adjust', body: { amount: event.amount, reason: event.reason }, key: event.key },
            }),
          },
        },
      },
    },
    ready: {
      description: 'Ready for pickup; completed when the shopper collects it.',
      on: {
        'order.complete': {
          target: 'sending',
          actions: { type: 'assignPending', params: ({ event }) => ({ pending: { action: 'complete', body: null, key: event.key } }) },
        },
      },
    },
    outForDelivery: {
      description: 'On its way; completed at the door.',
      on: {
        'order.complete': {
          target: 'sending',
          actions: { type: 'assignPending', params: ({ event }) => ({ pending: { action: 'complete', body: null, key: event.key } }) },
        },
      },
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
