import type { ChallengeDetails } from './challengeDetails';
import { client, CORE } from './client';
import { ApiError, isNotFound } from './errors';
import { orderKeyHeaders, rememberOrderKey } from './orderKeys';
import type { Order, PlaceOrderRequest } from './types';

/** Places an order; the same idempotency key on a retry never creates a second order. */
export async function placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<Order> {
  const { data } = await client.post<{ order: Order }>(`${CORE}/v2/orders`, request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  rememberOrderKey(data.order.uuid, idempotencyKey);
  return data.order;
}

/** GET v1/orders/{uuid}: in full when this browser placed it (its Order-Key) or the signed-in account did, else the minimum. */
export async function getOrder(orderUuid: string): Promise<Order> {
  const { data } = await client.get<{ order: Order }>(`${CORE}/v1/orders/${encodeURIComponent(orderUuid)}`, {
    headers: orderKeyHeaders(orderUuid),
  });
  return data.order;
}

/** PUT orders/{uuid}/complete after its 3-D Secure challenge: the placed order. */
export async function completeOrder(orderUuid: string, details: ChallengeDetails): Promise<Order> {
  const { data } = await client.put<{ order: Order }>(
    `${CORE}/v1/orders/${encodeURIComponent(orderUuid)}/complete`,
    { details },
    { headers: orderKeyHeaders(orderUuid) },
  );
  return data.order;
}

/** The server is still settling the order's charge (409 order_in_progress): ask again shortly. */
const isInProgress = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.errors.some((item) => item.code === 'order_in_progress');

/**
 * GET v2 orders/idempotency/{key}: the order placed with that key, 'inProgress' while its charge is being
 * settled (409), or null when it never went through (404).
 */
export async function findOrderByIdempotencyKey(idempotencyKey: string): Promise<Order | 'inProgress' | null> {
  try {
    const { data } = await client.get<{ order: Order }>(`${CORE}/v2/orders/idempotency/${encodeURIComponent(idempotencyKey)}`);
    rememberOrderKey(data.order.uuid, idempotencyKey);
    return data.order;
  } catch (error) {
    if (isNotFound(error)) return null;
    if (isInProgress(error)) return 'inProgress';
    throw error;
  }
}

/** PUT orders/{uuid}/abandon: the shopper closed its 3-D Secure challenge. The order if it was paid after all; else the 422 saying nothing was charged. */
export async function abandonOrder(orderUuid: string): Promise<Order> {
  const { data } = await client.put<{ order: Order }>(`${CORE}/v1/orders/${encodeURIComponent(orderUuid)}/abandon`, undefined, {
    headers: orderKeyHeaders(orderUuid),
  });
  return data.order;
}
