import { assign, setup } from 'xstate';
import { cancelOrder } from './orderCancel.actors';
import { cancelErrorText } from './orderCancel.rules';
import type { CancelledOrder, OrderCancelContext, OrderCancelEvent, OrderCancelInput } from './orderCancel.types';

export const orderCancelMachine = setup({
  types: {} as { context: OrderCancelContext; events: OrderCancelEvent; input: OrderCancelInput },
  actors: { cancelOrder },
  actions: {
    assignCancelled: assign((_, p: { order: CancelledOrder }) => ({ cancelled: p.order, error: null })),
    assignError: assign((_, p: { error: unknown }) => ({ error: cancelErrorText(p.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'orderCancel',
  description:
    "The shopper's Cancel order button on the confirmation page, offered until the shop accepts the order: asked to confirm, then sent once (the server refunds a paid order); a cancel that does not go through says why and can be sent again.",
  context: ({ input }) => ({ orderUuid: input.orderUuid, cancelled: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The order is new: Cancel order is offered.',
      on: { 'cancel.request': 'confirming' },
    },
    confirming: {
      description: 'Are you sure? Yes, cancel it, or keep it.',
      on: { 'cancel.confirm': 'cancelling', 'cancel.keep': 'idle' },
    },
    cancelling: {
      description: 'The cancel is on its way; the buttons wait.',
      tags: ['busy'],
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderUuid: context.orderUuid }),
        onDone: { target: 'cancelled', actions: { type: 'assignCancelled', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'Refused (the shop accepted it meanwhile) or lost on the way; trying again sends it again (applied once).',
      on: { 'cancel.retry': 'cancelling', 'cancel.dismiss': { target: 'idle', actions: 'clearError' } },
    },
    cancelled: { type: 'final', description: 'Cancelled: the page says so, and what was refunded.' },
  },
});
