import { client, CORE } from './client';
import type { Order, PlaceOrderRequest } from './types';

/** Places an order; the same idempotency key on a retry never creates a second order. */
export async function placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  const { data } = await client.post<{ order: Order }>(`${CORE}/v2/orders`, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data.order;
}

export async function getOrder(orderUuid: string): Promise<Order> {
  const { data } = await client.get<{ order: Order }>(`${CORE}/v1/orders/${encodeURIComponent(orderUuid)}`);
  return data.order;
}
