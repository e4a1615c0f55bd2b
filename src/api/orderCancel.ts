import type { CancelledOrder } from '@machines/orderCancel/orderCancel.types';
import { client, CORE } from './client';
import { orderKeyHeaders } from './orderKeys';
import type { Order } from './types';

/** POST v1/orders/{uuid}/cancel as its owner (this browser's Order-Key, or the signed-in account): the order voided and refunded. */
export async function cancelOrder(orderUuid: string): Promise<CancelledOrder> {
  const { data } = await client.post<{ order: Order }>(`${CORE}/v1/orders/${encodeURIComponent(orderUuid)}/cancel`, undefined, {
    headers: orderKeyHeaders(orderUuid),
  });
  return { status: data.order.status, refundedAmount: data.order.paymentMethodDetails.refundedAmount };
}
