import { fromPromise } from 'xstate';
import type { OrderAction, ShopOrderSnapshot } from './shopOrder.types';

export type SendOrderActionInput = { shopId: number; uuid: string; pending: OrderAction };

/** POST the board API's orders/{uuid}/{action} with the Idempotency-Key; answers the order as it is now. Throws `{ message }`. */
export const sendOrderAction = fromPromise<ShopOrderSnapshot, SendOrderActionInput>(async () => {
  throw new Error('sendOrderAction not provided');
});
