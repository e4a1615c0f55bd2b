import { fromPromise, type ActorRefFrom } from 'xstate';
import { orderCancelMachine } from '@machines/orderCancel/orderCancel.machine';
import { cancelOrder } from '../api/orderCancel';

/** The confirmation page's Cancel order, sent to the platform API. */
export const orderCancelWithEffects = orderCancelMachine.provide({
  actors: { cancelOrder: fromPromise(({ input }) => cancelOrder(input.orderUuid)) },
});

export type OrderCancelRef = ActorRefFrom<typeof orderCancelWithEffects>;
