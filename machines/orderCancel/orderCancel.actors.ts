import { fromPromise } from 'xstate';
import type { CancelledOrder } from './orderCancel.types';

export type CancelOrderInput = { orderUuid: string };

/** POST v1/orders/{uuid}/cancel as the order's owner; answers the voided order. Throws `{ message }`. */
export const cancelOrder = fromPromise<CancelledOrder, CancelOrderInput>(async () => {
  throw new Error('cancelOrder not provided');
});
